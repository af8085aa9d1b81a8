<?php
/**
 * Public helper for themes and plugins: opengive_has_consent( $category ).
 *
 * @package OpenGive
 */

use OpenGive\Consent\CurrentVisitor;

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'opengive_has_consent' ) ) {
	/**
	 * Whether the current visitor consented to a category (functional, preferences, statistics,
	 * statistics-anonymous, marketing), read from the banner's cookies with the same decisions as the
	 * browser: bots always, DNT/GPC deny, opt-out regions allow until refused, a changed policy denies.
	 *
	 * @param string $category Category.
	 * @return bool
	 */
	function opengive_has_consent( $category ) {
		return is_string( $category ) && CurrentVisitor::has_consent( $category );
	}
}
