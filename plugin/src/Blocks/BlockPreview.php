<?php
/**
 * The inserter's preview of a block that shows one form or campaign (issue 19, "Blocks in the
 * editor"): block.json's example sets "preview": true and no id, and the render fills in the site's
 * first published form or active campaign, so the preview shows the real thing, not a placeholder.
 *
 * @package OpenGive
 */

namespace OpenGive\Blocks;

use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Campaigns\ValueObjects\CampaignStatus;
use OpenGive\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Resolves the id a previewed block shows. A block placed on a page never has "preview" set (the
 * inserter inserts the block's defaults, not its example), so pages are unaffected.
 */
final class BlockPreview {

	/**
	 * $attributes with $key set to the first published post of $post_type, when the block is a
	 * preview without an id of its own.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $key        The id attribute (formId).
	 * @param string               $post_type  opengive_form or opengive_contact.
	 * @return array<string, mixed>
	 */
	public static function with_first_post( array $attributes, string $key, string $post_type ): array {
		if ( ! self::wants_id( $attributes, $key ) ) {
			return $attributes;
		}
		$ids = get_posts(
			array(
				'post_type'   => $post_type,
				'post_status' => 'publish',
				'numberposts' => 1,
				'fields'      => 'ids',
				'orderby'     => 'ID',
				'order'       => 'ASC',
			)
		);
		$attributes[ $key ] = array() !== $ids ? (int) $ids[0] : 0;
		return $attributes;
	}

	/**
	 * $attributes with campaignId set to the first active campaign, for a preview without one.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, mixed>
	 */
	public static function with_first_campaign( array $attributes ): array {
		if ( ! self::wants_id( $attributes, 'campaignId' ) ) {
			return $attributes;
		}
		global $wpdb;
		$table = Plugin::container()->get( CampaignRepository::class )->table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours; one indexed read per editor preview.
		$attributes['campaignId'] = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE status = %s ORDER BY id ASC LIMIT 1", CampaignStatus::ACTIVE ) );
		return $attributes;
	}

	/**
	 * A preview that names no id of its own.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $key        The id attribute.
	 */
	private static function wants_id( array $attributes, string $key ): bool {
		return ! empty( $attributes['preview'] ) && empty( $attributes[ $key ] );
	}
}
