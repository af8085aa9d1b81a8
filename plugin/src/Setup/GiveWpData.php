<?php
/**
 * Whether the site holds GiveWP's data (a site moving to OpenGive).
 *
 * @package OpenGive
 */

namespace OpenGive\Setup;

defined( 'ABSPATH' ) || exit;

/**
 * GiveWP keeps its forms as give_forms posts and its donations as give_payment posts (v2 and v3
 * alike), so counting those finds a site that ran it, active or not.
 */
final class GiveWpData {

	/**
	 * GiveWP's forms and donations on this site.
	 *
	 * @return array{forms: int, donations: int}
	 */
	public static function counts(): array {
		global $wpdb;
		$rows   = (array) $wpdb->get_results( "SELECT post_type, COUNT(*) AS n FROM {$wpdb->posts} WHERE post_type IN ('give_forms', 'give_payment') AND post_status <> 'auto-draft' GROUP BY post_type", ARRAY_A ); // phpcs:ignore WordPress.DB -- fixed query, no input.
		$counts = array_column( $rows, 'n', 'post_type' );
		return array(
			'forms'     => (int) ( $counts['give_forms'] ?? 0 ),
			'donations' => (int) ( $counts['give_payment'] ?? 0 ),
		);
	}
}
