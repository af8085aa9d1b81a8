<?php
/**
 * The pages chosen under Settings → General (donor dashboard, terms).
 *
 * @package OpenGive
 */

namespace OpenGive\Settings;

use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A page setting's address, or '' when none is chosen or the page is no longer published (a link
 * to a draft or the trash would send donors to a 404).
 */
final class SitePages {

	/**
	 * The page's permalink.
	 *
	 * @param string $key donor_dashboard_page or terms_page.
	 */
	public static function url( string $key ): string {
		$page = (int) Settings::get( $key );
		return $page > 0 && 'publish' === get_post_status( $page ) ? (string) get_permalink( $page ) : '';
	}
}
