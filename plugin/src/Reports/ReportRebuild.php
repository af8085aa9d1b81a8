<?php
/**
 * Refills the overview's maintained sums from the rows, and tells when they no longer match them.
 *
 * @package OpenGive
 */

namespace OpenGive\Reports;

use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donations\ValueObjects\NetAmount;
use OpenGive\Support\Database\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * The write side keeps the sums in step gift by gift (ReportRollups); this is for the rest: the
 * migrations' backfills, DonationTotalsRebuild after bulk SQL, and the daily reconcile's check. Each
 * table is refilled from the finest one below it that is already right (days from hours, years from
 * months), so a refill reads the donations table twice at most.
 */
final class ReportRebuild {

	/**
	 * Refills the hour and month sums from the donations table, in one transaction (their
	 * migration's backfill: two GROUP BY statements, without the rest of the totals' recount; the
	 * later tables' own migrations fill them).
	 *
	 * @throws \RuntimeException When a statement fails.
	 */
	public static function rebuild(): void {
		self::run( self::rebuild_statements( false, false ), 'Could not refill the report sums: ' );
	}

	/**
	 * Refills the day sums from the hour sums (CreateReportDays' backfill), in one transaction.
	 *
	 * @throws \RuntimeException When a statement fails.
	 */
	public static function refill_days(): void {
		self::run( self::day_statements(), 'Could not refill the report day sums: ' );
	}

	/**
	 * Refills the year sums from the month sums and the new donors per day from the donors
	 * (CreateReportYears' backfill), in one transaction.
	 *
	 * @throws \RuntimeException When a statement fails.
	 */
	public static function refill_years_and_donor_days(): void {
		self::run( array_merge( self::year_statements(), self::donor_day_statements() ), 'Could not refill the report year sums: ' );
	}

	/**
	 * The statements that refill the tables from the donations table (also run by
	 * DonationTotalsRebuild in its transaction, after the donors' gift counters): hours and months,
	 * then the days from the hours, the years from the months and new donors from the donors.
	 *
	 * @param bool|null $days  Whether to refill the day sums (null: once their migration ran).
	 * @param bool|null $years Whether to refill years and donor days (null: once their migration ran).
	 * @return string[]
	 */
	public static function rebuild_statements( ?bool $days = null, ?bool $years = null ): array {
		global $wpdb;
		$d      = $wpdb->prefix . 'opengive_donations';
		$hours  = $wpdb->prefix . ReportRollups::HOURS;
		$months = $wpdb->prefix . ReportRollups::MONTHS;
		$done   = DonationStatus::COMPLETE;
		$net    = NetAmount::sql();
		return array_merge(
			array(
				"DELETE FROM {$hours}",
				"DELETE FROM {$months}",
				"INSERT INTO {$hours} (mode, hour, currency, donations, revenue, fees, recurring) SELECT mode, SUBSTR(created_at, 1, 13), currency, COUNT(*), SUM({$net}), SUM(fee_amount_recovered), SUM(CASE WHEN subscription_id > 0 THEN {$net} ELSE 0 END) FROM {$d} WHERE status = '{$done}' GROUP BY mode, SUBSTR(created_at, 1, 13), currency",
				"INSERT INTO {$months} (mode, currency, month, form_id, campaign_id, donations, revenue) SELECT mode, currency, SUBSTR(created_at, 1, 7), form_id, COALESCE(campaign_id, 0), COUNT(*), SUM({$net}) FROM {$d} WHERE status = '{$done}' GROUP BY mode, currency, SUBSTR(created_at, 1, 7), form_id, COALESCE(campaign_id, 0)",
			),
			( $days ?? ReportRollups::days_ready() ) ? self::day_statements() : array(),
			( $years ?? ReportRollups::years_ready() ) ? array_merge( self::year_statements(), self::donor_day_statements() ) : array()
		);
	}

	/**
	 * Whether the sums no longer match the rows (after SQL by hand or a restored backup): gifts and
	 * amount per mode, currency and month from the rows and from the hour, day and month sums; the
	 * year sums against the months per form and campaign; new donors per day against the donors.
	 * Run by the daily reconcile, which then recounts.
	 */
	public static function drifted(): bool {
		global $wpdb;
		$d      = $wpdb->prefix . 'opengive_donations';
		$hours  = $wpdb->prefix . ReportRollups::HOURS;
		$months = $wpdb->prefix . ReportRollups::MONTHS;
		$done   = DonationStatus::COMPLETE;
		// phpcs:disable WordPress.DB -- our own tables; no input.
		$sides = array(
			$wpdb->get_results( "SELECT mode, currency, SUBSTR(created_at, 1, 7) AS month, COUNT(*) AS n, SUM(" . NetAmount::sql() . ") AS amount FROM {$d} WHERE status = '{$done}' GROUP BY mode, currency, SUBSTR(created_at, 1, 7)", ARRAY_A ),
			$wpdb->get_results( "SELECT mode, currency, SUBSTR(hour, 1, 7) AS month, SUM(donations) AS n, SUM(revenue) AS amount FROM {$hours} GROUP BY mode, currency, SUBSTR(hour, 1, 7)", ARRAY_A ),
			$wpdb->get_results( "SELECT mode, currency, month, SUM(donations) AS n, SUM(revenue) AS amount FROM {$months} GROUP BY mode, currency, month", ARRAY_A ),
		);
		if ( ReportRollups::days_ready() ) {
			$sides[] = $wpdb->get_results( "SELECT mode, currency, SUBSTR(day, 1, 7) AS month, SUM(donations) AS n, SUM(revenue) AS amount FROM {$wpdb->prefix}" . ReportRollups::DAYS . ' GROUP BY mode, currency, SUBSTR(day, 1, 7)', ARRAY_A );
		}
		$drifted = self::differ( $sides );
		if ( ! $drifted && ReportRollups::years_ready() ) {
			$donors  = $wpdb->prefix . 'opengive_donors';
			$drifted = self::differ(
				array(
					$wpdb->get_results( "SELECT mode, currency, SUBSTR(month, 1, 4) AS year, form_id, campaign_id, SUM(donations) AS n, SUM(revenue) AS amount FROM {$months} GROUP BY mode, currency, SUBSTR(month, 1, 4), form_id, campaign_id", ARRAY_A ),
					$wpdb->get_results( "SELECT mode, currency, year, form_id, campaign_id, SUM(donations) AS n, SUM(revenue) AS amount FROM {$wpdb->prefix}" . ReportRollups::YEARS . ' GROUP BY mode, currency, year, form_id, campaign_id', ARRAY_A ),
				)
			) || self::differ(
				array(
					array_merge(
						$wpdb->get_results( "SELECT 'live' AS mode, SUBSTR(created_at, 1, 10) AS day, COUNT(*) AS n FROM {$donors} WHERE live_gifts > 0 GROUP BY SUBSTR(created_at, 1, 10)", ARRAY_A ),
						$wpdb->get_results( "SELECT 'test' AS mode, SUBSTR(created_at, 1, 10) AS day, COUNT(*) AS n FROM {$donors} WHERE test_gifts > 0 GROUP BY SUBSTR(created_at, 1, 10)", ARRAY_A )
					),
					$wpdb->get_results( "SELECT mode, day, donors AS n FROM {$wpdb->prefix}" . ReportRollups::DONOR_DAYS, ARRAY_A ),
				)
			);
		}
		// phpcs:enable
		return $drifted;
	}

	/**
	 * Whether sets of rows say different things: each row is its key columns then `n` (a count, rows
	 * with none are left out: a maintained row whose gifts fell to zero stays behind) and any sums.
	 *
	 * @param array<int, array<int, array<string, mixed>>|null> $sides Rows per side.
	 */
	private static function differ( array $sides ): bool {
		$keyed = array_fill( 0, count( $sides ), array() );
		foreach ( $sides as $side => $rows ) {
			foreach ( (array) $rows as $row ) {
				if ( 0 === (int) $row['n'] ) {
					continue;
				}
				$values = array_map( 'strval', array_values( $row ) );
				$at     = (int) array_search( 'n', array_keys( $row ), true );
				$keyed[ $side ][ implode( '|', array_slice( $values, 0, $at ) ) ] = implode( '|', array_map( 'intval', array_slice( $values, $at ) ) );
			}
			ksort( $keyed[ $side ] );
		}
		return count( array_unique( array_map( 'serialize', $keyed ) ) ) > 1;
	}

	/**
	 * The statements that refill the day sums from the hour sums (run after the hours are right).
	 *
	 * @return string[]
	 */
	private static function day_statements(): array {
		global $wpdb;
		$hours = $wpdb->prefix . ReportRollups::HOURS;
		$days  = $wpdb->prefix . ReportRollups::DAYS;
		return array(
			"DELETE FROM {$days}",
			"INSERT INTO {$days} (mode, day, currency, donations, revenue, fees, recurring) SELECT mode, SUBSTR(hour, 1, 10), currency, SUM(donations), SUM(revenue), SUM(fees), SUM(recurring) FROM {$hours} GROUP BY mode, SUBSTR(hour, 1, 10), currency",
		);
	}

	/**
	 * The statements that refill the year sums from the month sums (run after the months are right).
	 *
	 * @return string[]
	 */
	private static function year_statements(): array {
		global $wpdb;
		$months = $wpdb->prefix . ReportRollups::MONTHS;
		$years  = $wpdb->prefix . ReportRollups::YEARS;
		return array(
			"DELETE FROM {$years}",
			"INSERT INTO {$years} (mode, currency, year, form_id, campaign_id, donations, revenue) SELECT mode, currency, SUBSTR(month, 1, 4), form_id, campaign_id, SUM(donations), SUM(revenue) FROM {$months} GROUP BY mode, currency, SUBSTR(month, 1, 4), form_id, campaign_id",
		);
	}

	/**
	 * The statements that recount new donors per day and mode from the donors' gift counters (run
	 * after the counters are right): a donor counts on the day their record was created.
	 *
	 * @return string[]
	 */
	private static function donor_day_statements(): array {
		global $wpdb;
		$donors = $wpdb->prefix . 'opengive_donors';
		$table  = $wpdb->prefix . ReportRollups::DONOR_DAYS;
		return array(
			"DELETE FROM {$table}",
			"INSERT INTO {$table} (mode, day, donors) SELECT 'live', SUBSTR(created_at, 1, 10), COUNT(*) FROM {$donors} WHERE live_gifts > 0 GROUP BY SUBSTR(created_at, 1, 10)",
			"INSERT INTO {$table} (mode, day, donors) SELECT 'test', SUBSTR(created_at, 1, 10), COUNT(*) FROM {$donors} WHERE test_gifts > 0 GROUP BY SUBSTR(created_at, 1, 10)",
		);
	}

	/**
	 * Runs statements in one transaction.
	 *
	 * @param string[] $statements SQL with no input.
	 * @param string   $failure    What a failure says, before the database's error.
	 * @throws \RuntimeException When a statement fails.
	 */
	private static function run( array $statements, string $failure ): void {
		global $wpdb;
		Transaction::run(
			static function () use ( $wpdb, $statements, $failure ) {
				foreach ( $statements as $sql ) {
					if ( false === $wpdb->query( $sql ) ) { // phpcs:ignore WordPress.DB -- our own tables; no input.
						throw new \RuntimeException( esc_html( $failure . $wpdb->last_error ) );
					}
				}
			}
		);
	}
}
