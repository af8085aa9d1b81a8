<?php
/**
 * Sticky header and reveal-on-scroll: block styles, the setting, and enqueueing on use.
 *
 * @package OpenGive
 */

namespace OpenGive\Chrome;

defined( 'ABSPATH' ) || exit;

/**
 * A template part becomes a sticky header when it has the "Sticky on scroll" style
 * (is-style-opengive-sticky) or, with the opengive_sticky_header option on, when it is the theme's
 * header part (area or tag "header"), so it works with any block theme without editing templates.
 */
final class HeaderChrome {

	const STICKY_STYLE = 'opengive-sticky';
	const REVEAL_STYLE = 'opengive-reveal';
	const OPTION       = 'opengive_sticky_header';

	/**
	 * Block styles and the scripts (registered, enqueued on use).
	 */
	public static function register(): void {
		register_block_style(
			'core/template-part',
			array(
				'name'  => self::STICKY_STYLE,
				'label' => __( 'Sticky on scroll', 'opengive' ),
			)
		);
		foreach ( array( 'core/group', 'core/columns', 'core/image', 'core/cover' ) as $name ) {
			register_block_style(
				$name,
				array(
					'name'  => self::REVEAL_STYLE,
					'label' => __( 'Reveal on scroll', 'opengive' ),
				)
			);
		}
		self::register_asset( 'header' );
		self::register_asset( 'reveal' );
	}

	/**
	 * Whether the site turned the sticky header on for its header part.
	 */
	public static function sticky_setting(): bool {
		/**
		 * Filters whether the theme's header template part is sticky.
		 *
		 * @param bool $sticky The opengive_sticky_header option.
		 */
		return (bool) apply_filters( 'opengive_sticky_header', (bool) get_option( self::OPTION, false ) );
	}

	/**
	 * Marks a sticky header part and enqueues its script.
	 *
	 * @param string               $html  Rendered part.
	 * @param array<string, mixed> $block Parsed block.
	 */
	public static function render_template_part( $html, $block ): string {
		$html    = (string) $html;
		$attrs   = isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array();
		$classes = isset( $attrs['className'] ) ? (string) $attrs['className'] : '';
		$styled  = false !== strpos( ' ' . $classes . ' ', ' is-style-' . self::STICKY_STYLE . ' ' );
		$header  = ( isset( $attrs['area'] ) && 'header' === $attrs['area'] )
			|| ( isset( $attrs['tagName'] ) && 'header' === $attrs['tagName'] )
			|| ( ! isset( $attrs['area'] ) && isset( $attrs['slug'] ) && 'header' === $attrs['slug'] );
		if ( ! $styled && ! ( $header && self::sticky_setting() ) ) {
			return $html;
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag() ) {
			return $html;
		}
		$tags->add_class( 'opengive-sticky-header' );
		self::enqueue( 'header' );
		return $tags->get_updated_html();
	}

	/**
	 * Enqueues the reveal script when a block with the reveal style renders.
	 *
	 * @param string               $html  Rendered block.
	 * @param array<string, mixed> $block Parsed block.
	 */
	public static function render_reveal( $html, $block ): string {
		$classes = isset( $block['attrs']['className'] ) ? (string) $block['attrs']['className'] : '';
		if ( false !== strpos( ' ' . $classes . ' ', ' is-style-' . self::REVEAL_STYLE . ' ' ) ) {
			self::enqueue( 'reveal' );
		}
		return (string) $html;
	}

	/**
	 * Registers build/chrome/<name>.js (deferred, footer) and its CSS.
	 *
	 * @param string $name Entry name.
	 */
	private static function register_asset( string $name ): void {
		$asset_file = OPENGIVE_DIR . '/build/chrome/' . $name . '.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_register_script(
			'opengive-chrome-' . $name,
			plugins_url( 'build/chrome/' . $name . '.js', OPENGIVE_FILE ),
			$asset['dependencies'],
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		if ( is_readable( OPENGIVE_DIR . '/build/chrome/' . $name . '.css' ) ) {
			wp_register_style( 'opengive-chrome-' . $name, plugins_url( 'build/chrome/' . $name . '.css', OPENGIVE_FILE ), array(), $asset['version'] );
		}
	}

	/**
	 * Enqueues a registered chrome script and style.
	 *
	 * @param string $name Entry name.
	 */
	private static function enqueue( string $name ): void {
		wp_enqueue_script( 'opengive-chrome-' . $name );
		wp_enqueue_style( 'opengive-chrome-' . $name );
	}
}
