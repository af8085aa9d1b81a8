<?php
/**
 * The `locale` query parameter of the form view.
 *
 * @package OpenGive
 */

namespace OpenGive\Embed;

defined( 'ABSPATH' ) || exit;

/**
 * An embed root's data-form-locale reaches the frame as `locale=de_DE` (spec section 5). The form
 * view then speaks that locale: the page's lang attribute, and WordPress's and OpenGive's
 * translations when the site has that language installed (strings without a translation stay in
 * English). Anything that is not a locale name is ignored: the view keeps the site's language.
 */
final class FormLocale {

	const QUERY_ARG = 'locale';

	/**
	 * The locale a form view request asks for, or null.
	 *
	 * @param array<string, mixed> $query The query string ($_GET).
	 */
	public static function requested( array $query ): ?string {
		if ( ! self::is_form_view( $query ) || ! isset( $query[ self::QUERY_ARG ] ) || ! is_string( $query[ self::QUERY_ARG ] ) ) {
			return null;
		}
		$locale = $query[ self::QUERY_ARG ];
		// WordPress's locale names: language, optional region, optional variant (de_DE_formal).
		return 1 === preg_match( '/^[a-z]{2,3}(_[A-Z]{2})?(_[a-z0-9]+)?$/', $locale ) ? $locale : null;
	}

	/**
	 * Whether the request is for the form view, under either route.
	 *
	 * @param array<string, mixed> $query The query string.
	 */
	public static function is_form_view( array $query ): bool {
		return isset( $query['opengive-form-view'] ) || ( isset( $query[ GiveWpRoutes::ROUTE_ARG ] ) && in_array( $query[ GiveWpRoutes::ROUTE_ARG ], array( GiveWpRoutes::FORM_VIEW, GiveWpRoutes::RECEIPT_VIEW ), true ) );
	}

	/**
	 * Applies the requested locale to this request (called as the plugin starts, before any
	 * translation loads).
	 */
	public static function apply(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public, read-only page.
		$locale = self::requested( wp_unslash( $_GET ) );
		if ( null === $locale ) {
			return;
		}
		$use = static function () use ( $locale ) {
			return $locale;
		};
		add_filter( 'locale', $use );
		add_filter( 'determine_locale', $use );
	}
}
