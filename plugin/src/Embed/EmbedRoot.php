<?php
/**
 * The embed root: the element embed.js renders.
 *
 * @package OpenGive
 */

namespace OpenGive\Embed;

defined( 'ABSPATH' ) || exit;

/**
 * The spec's data attributes (section 3, "Embed root attributes and widget props") for one form in
 * one format, shared by the donation-embed block and the editor's copy-paste snippets.
 */
final class EmbedRoot {

	const FORMATS = array( 'inline', 'modal', 'reveal', 'newTab' );

	/**
	 * Embed ids handed out on this page, so two embeds of one form differ.
	 *
	 * @var array<int, int>
	 */
	private static $count = array();

	/**
	 * A new embed id for a form on this page.
	 *
	 * @param int $form_id Form.
	 */
	public static function next_id( int $form_id ): string {
		self::$count[ $form_id ] = ( self::$count[ $form_id ] ?? 0 ) + 1;
		return 'opengive-embed-' . $form_id . ( self::$count[ $form_id ] > 1 ? '-' . self::$count[ $form_id ] : '' );
	}

	/**
	 * The root's attributes.
	 *
	 * @param int    $form_id     Form.
	 * @param string $format      inline, modal, reveal or newTab (anything else renders inline).
	 * @param string $button      The open button's (or link's) text.
	 * @param string $locale      Locale for the form, or ''.
	 * @param string $embed_id    The embed id.
	 * @param string $receipt_key A donation key to show the receipt of (the donor came back), or ''.
	 * @return array<string, string>
	 */
	public static function attributes( int $form_id, string $format, string $button, string $locale, string $embed_id, string $receipt_key = '' ): array {
		$view = GiveWpRoutes::form_view_url( $form_id );
		$src  = '' === $receipt_key ? $view : add_query_arg(
			array(
				GiveWpRoutes::ROUTE_ARG => GiveWpRoutes::RECEIPT_VIEW,
				'receipt-id'            => $receipt_key,
			),
			home_url( '/' )
		);
		return array(
			'class'                => 'root-data-givewp-embed',
			'data-givewp-embed-id' => $embed_id,
			'data-src'             => $src,
			'data-form-url'        => $src,
			'data-form-view-url'   => $view,
			'data-form-format'     => in_array( $format, self::FORMATS, true ) ? $format : 'inline',
			'data-open-form-button' => $button,
			'data-form-locale'     => $locale,
		);
	}

	/**
	 * The loader's words in the site's language.
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			'open'    => __( 'Open donation form', 'opengive' ),
			'loading' => __( 'Loading donation form', 'opengive' ),
			'dialog'  => __( 'Donation Form', 'opengive' ),
			'close'   => __( 'Close donation form', 'opengive' ),
			'newTab'  => __( 'Opens in a new tab', 'opengive' ),
		);
	}
}
