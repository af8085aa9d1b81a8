<?php
/**
 * Finds a person's OpenGive rows by email, for the exporters and erasers.
 *
 * @package OpenGive
 */

namespace OpenGive\Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * Emails are stored lower-cased, so a request's email is lower-cased before comparing.
 */
final class Lookup {

	/** Rows per exporter or eraser page: small enough for one request even with long comments. */
	const PAGE_SIZE = 100;

	/** The email an erased donation keeps (the column is NOT NULL; core's own anonymous email). */
	const ERASED_EMAIL = 'deleted@site.invalid';

	/**
	 * The donor row for an email, or null.
	 *
	 * @param string $email Email address.
	 * @return object|null
	 */
	public static function donor( string $email ) {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}opengive_donors WHERE email = %s", self::normalise( $email ) ) ); // phpcs:ignore WordPress.DB -- our own table.
		return $row ? $row : null;
	}

	/**
	 * The donor id for an email, 0 when there is none.
	 *
	 * @param string $email Email address.
	 */
	public static function donor_id( string $email ): int {
		$donor = self::donor( $email );
		return null === $donor ? 0 : (int) $donor->id;
	}

	/**
	 * Lower-cased, trimmed email.
	 *
	 * @param string $email Email address.
	 */
	public static function normalise( string $email ): string {
		return strtolower( trim( $email ) );
	}

	/**
	 * One page of a person's donations: typed with their email or belonging to their donor record.
	 *
	 * @param string $email         Email address.
	 * @param int    $page          1-based page (ignored when $not_erased: erased rows drop out of the match).
	 * @param bool   $not_erased    Only rows not yet anonymised.
	 * @return object[]
	 */
	public static function donations( string $email, int $page, bool $not_erased = false ): array {
		global $wpdb;
		$email    = self::normalise( $email );
		$donor_id = self::donor_id( $email );
		$offset   = $not_erased ? 0 : ( max( 1, $page ) - 1 ) * self::PAGE_SIZE;
		$erased   = $not_erased ? $wpdb->prepare( ' AND email <> %s', self::ERASED_EMAIL ) : '';
		$rows     = $wpdb->get_results( // phpcs:ignore WordPress.DB -- our own table; $erased is prepared above.
			$wpdb->prepare(
				"SELECT * FROM {$wpdb->prefix}opengive_donations WHERE ( email = %s OR donor_id = %d ){$erased} ORDER BY id LIMIT %d OFFSET %d", // phpcs:ignore WordPress.DB
				$email,
				$donor_id,
				self::PAGE_SIZE,
				$offset
			)
		);
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * One page of a person's subscriptions (they hang off the donor record).
	 *
	 * @param string $email Email address.
	 * @param int    $page  1-based page.
	 * @return object[]
	 */
	public static function subscriptions( string $email, int $page ): array {
		global $wpdb;
		$donor_id = self::donor_id( $email );
		if ( 0 === $donor_id ) {
			return array();
		}
		$rows = $wpdb->get_results( // phpcs:ignore WordPress.DB -- our own table.
			$wpdb->prepare(
				"SELECT * FROM {$wpdb->prefix}opengive_subscriptions WHERE donor_id = %d ORDER BY id LIMIT %d OFFSET %d",
				$donor_id,
				self::PAGE_SIZE,
				( max( 1, $page ) - 1 ) * self::PAGE_SIZE
			)
		);
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * Ids of the donor's subscriptions that still renew (active or failing-and-retrying).
	 *
	 * @param int $donor_id Donor id.
	 * @return int[]
	 */
	public static function renewing_subscription_ids( int $donor_id ): array {
		global $wpdb;
		if ( 0 === $donor_id ) {
			return array();
		}
		$ids = $wpdb->get_col( // phpcs:ignore WordPress.DB -- our own table.
			$wpdb->prepare(
				"SELECT id FROM {$wpdb->prefix}opengive_subscriptions WHERE donor_id = %d AND status IN ( 'active', 'failing', 'pending' ) ORDER BY id",
				$donor_id
			)
		);
		return array_map( 'intval', (array) $ids );
	}
}
