<?php
/**
 * The opengive/consent-area block's server side: find a block in a published post by its id, its
 * category or service, and its inner content (served by REST only once consented).
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Looks up consent-area blocks.
 */
final class ConsentArea {

	const BLOCK = 'opengive/consent-area';

	/**
	 * The block with this blockId in a post visitors may read, or null.
	 *
	 * @param int    $post_id  Post.
	 * @param string $block_id The block's blockId attribute.
	 * @return array<string, mixed>|null Parsed block.
	 */
	public static function find( int $post_id, string $block_id ): ?array {
		$post = get_post( $post_id );
		if ( ! $post instanceof \WP_Post || 'publish' !== $post->post_status || post_password_required( $post ) || ! is_post_type_viewable( $post->post_type ) ) {
			return null;
		}
		return self::search( parse_blocks( $post->post_content ), $block_id );
	}

	/**
	 * The category a block waits for (marketing when unset or unknown).
	 *
	 * @param array<string, mixed> $block Parsed block.
	 */
	public static function category( array $block ): string {
		$category = isset( $block['attrs']['category'] ) ? (string) $block['attrs']['category'] : '';
		return in_array( $category, Contract::categories(), true ) ? $category : 'marketing';
	}

	/**
	 * The service a block waits for, '' when it follows its category.
	 *
	 * @param array<string, mixed> $block Parsed block.
	 */
	public static function service( array $block ): string {
		return isset( $block['attrs']['service'] ) ? sanitize_key( (string) $block['attrs']['service'] ) : '';
	}

	/**
	 * The block's inner blocks rendered.
	 *
	 * @param array<string, mixed> $block Parsed block.
	 */
	public static function content( array $block ): string {
		$html = '';
		foreach ( (array) $block['innerBlocks'] as $inner ) {
			$html .= render_block( $inner );
		}
		return $html;
	}

	/**
	 * Depth-first search for a consent-area block by id.
	 *
	 * @param array<int, array<string, mixed>> $blocks   Parsed blocks.
	 * @param string                           $block_id Id.
	 * @return array<string, mixed>|null
	 */
	private static function search( array $blocks, string $block_id ): ?array {
		foreach ( $blocks as $block ) {
			if ( self::BLOCK === $block['blockName'] && isset( $block['attrs']['blockId'] ) && $block_id === (string) $block['attrs']['blockId'] ) {
				return $block;
			}
			$found = self::search( (array) $block['innerBlocks'], $block_id );
			if ( null !== $found ) {
				return $found;
			}
		}
		return null;
	}
}
