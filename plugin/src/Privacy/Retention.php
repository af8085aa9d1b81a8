<?php
/**
 * Retention: donors with no activity for N years are anonymised by a daily cron (issue 19).
 *
 * @package OpenGive
 */

namespace OpenGive\Privacy;

use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Runs the same eraser as WordPress's erase-personal-data request on every donor whose last
 * donation (or, without any, whose profile) is older than the `donor_retention_years` setting.
 * Amounts, dates and statuses stay for the books; a donor whose recurring gift still renews is
 * left alone (the eraser refuses it, and it is active anyway).
 */
final class Retention {

	const HOOK = 'opengive_privacy_retention';

	/** Donors read per query; a run goes on until none is left or MAX_PER_RUN were done. */
	const BATCH = 100;

	const MAX_PER_RUN = 1000;

	/**
	 * Schedules the daily run once.
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::HOOK );
		}
	}

	/**
	 * The cron callback.
	 *
	 * @return int Donors anonymised.
	 */
	public static function run(): int {
		$years = (int) Settings::get( 'donor_retention_years' );
		if ( $years < 1 ) {
			return 0;
		}
		$cutoff = gmdate( 'Y-m-d H:i:s', strtotime( '-' . $years . ' years', time() ) );
		return ( new self() )->anonymise_inactive_since( $cutoff );
	}

	/**
	 * Anonymises every donor with no donation since $cutoff (UTC) and a profile older than it.
	 *
	 * @param string $cutoff UTC datetime.
	 * @return int Donors anonymised.
	 */
	public function anonymise_inactive_since( string $cutoff ): int {
		$eraser = new Eraser();
		$done   = 0;
		$after  = 0;
		while ( $done < self::MAX_PER_RUN ) {
			$donors = $this->inactive( $cutoff, $after );
			if ( array() === $donors ) {
				break;
			}
			foreach ( $donors as $donor ) {
				$after = (int) $donor->id;
				if ( array() !== Lookup::renewing_subscription_ids( $after ) ) {
					continue;
				}
				$email = (string) $donor->email;
				for ( $page = 1; $page < 10000; $page++ ) {
					if ( $eraser->donations( $email, $page )['done'] ) {
						break;
					}
				}
				$eraser->subscriptions( $email );
				$eraser->donor( $email );
				++$done;
			}
		}
		/**
		 * Fires after the retention run anonymised inactive donors.
		 *
		 * @param int    $done   Donors anonymised.
		 * @param string $cutoff UTC datetime: no donation since then.
		 */
		do_action( 'opengive_retention_anonymised', $done, $cutoff );
		return $done;
	}

	/**
	 * The next donors (by id) not yet anonymised, created before $cutoff and without a later donation.
	 *
	 * @param string $cutoff UTC datetime.
	 * @param int    $after  Id cursor.
	 * @return object[]
	 */
	private function inactive( string $cutoff, int $after ): array {
		global $wpdb;
		return (array) $wpdb->get_results( // phpcs:ignore WordPress.DB -- our own tables.
			$wpdb->prepare(
				"SELECT d.id, d.email FROM {$wpdb->prefix}opengive_donors d WHERE d.id > %d AND d.created_at < %s AND d.email NOT LIKE %s AND NOT EXISTS ( SELECT 1 FROM {$wpdb->prefix}opengive_donations n WHERE n.donor_id = d.id AND n.created_at >= %s ) ORDER BY d.id LIMIT %d", // phpcs:ignore WordPress.DB
				$after,
				$cutoff,
				$wpdb->esc_like( 'erased-donor-' ) . '%',
				$cutoff,
				self::BATCH
			)
		);
	}
}
