<?php
/**
 * Completed gifts summed per hour, per day and per month, kept beside the donations table for the
 * overview.
 *
 * @package OpenGive
 */

namespace OpenGive\Reports;

use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Reports\Migrations\CreateReportDays;
use OpenGive\Reports\Migrations\CreateReportRollups;
use OpenGive\Support\Migrations\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * Why: at a million gifts the overview's sums over a year read 200,000 index entries twice (per hour
 * and currency; per form and campaign), and five years a million. These two tables hold the same sums
 * already added up, moved in the same transaction as every donation write (DonationTotals::apply),
 * so a report reads a few rows per day, hour or per form and month:
 *
 * - opengive_report_hours: per mode, UTC hour ('Y-m-d H') and currency: gifts, amount, fees
 *   recovered, amount given by subscriptions.
 * - opengive_report_days: the same per UTC day ('Y-m-d'), for the days no period boundary cuts.
 * - opengive_report_months: per mode, currency, UTC month ('Y-m'), form and campaign: gifts and amount
 *   (the top lists).
 *
 * Only completed gifts (status publish) count, in either mode. A row whose gifts fall to zero stays
 * with zeros; readers skip it. DonationTotalsRebuild refills both from the rows after bulk SQL.
 */
final class ReportRollups {

	const HOURS  = 'opengive_report_hours';
	const DAYS   = 'opengive_report_days';
	const MONTHS = 'opengive_report_months';

	/**
	 * Moves the sums from a row's old state to its new one (either may be null: insert, delete).
	 * Runs inside the transaction that writes the row, after the other totals (one lock order).
	 *
	 * @param array<string, mixed>|null $old Row before the write.
	 * @param array<string, mixed>|null $new Row after the write.
	 */
	public function apply( ?array $old, ?array $new ): void {
		// While an update's migrations run in another request the tables may not exist yet: the
		// migration's backfill counts this gift from its row instead.
		if ( strcmp( (string) get_option( Migrator::OPTION_VERSION ), CreateReportRollups::ID ) < 0 || self::key( $old ) === self::key( $new ) ) {
			return;
		}
		if ( null !== $old && '' !== self::key( $old ) ) {
			$this->add( $old, -1 );
		}
		if ( null !== $new && '' !== self::key( $new ) ) {
			$this->add( $new, 1 );
		}
	}

	/**
	 * Refills the hour and month sums from the donations table, in one transaction (their
	 * migration's backfill: two GROUP BY statements, without the rest of the totals' recount; the
	 * day sums' own migration comes later and fills them from the hours).
	 *
	 * @throws \RuntimeException When a statement fails.
	 */
	public static function rebuild(): void {
		global $wpdb;
		\OpenGive\Support\Database\Transaction::run(
			static function () use ( $wpdb ) {
				foreach ( self::rebuild_statements( false ) as $sql ) {
					if ( false === $wpdb->query( $sql ) ) { // phpcs:ignore WordPress.DB -- our own tables; no input.
						throw new \RuntimeException( esc_html( 'Could not refill the report sums: ' . $wpdb->last_error ) );
					}
				}
			}
		);
	}

	/**
	 * Refills the day sums from the hour sums (CreateReportDays' backfill), in one transaction.
	 *
	 * @throws \RuntimeException When a statement fails.
	 */
	public static function refill_days(): void {
		global $wpdb;
		\OpenGive\Support\Database\Transaction::run(
			static function () use ( $wpdb ) {
				foreach ( self::day_statements() as $sql ) {
					if ( false === $wpdb->query( $sql ) ) { // phpcs:ignore WordPress.DB -- our own tables; no input.
						throw new \RuntimeException( esc_html( 'Could not refill the report day sums: ' . $wpdb->last_error ) );
					}
				}
			}
		);
	}

	/**
	 * Whether the day sums exist (their migration has run): until then only hours and months move.
	 */
	public static function days_ready(): bool {
		return strcmp( (string) get_option( Migrator::OPTION_VERSION ), CreateReportDays::ID ) >= 0;
	}

	/**
	 * The statements that refill the day sums from the hour sums (run after the hours are right).
	 *
	 * @return string[]
	 */
	private static function day_statements(): array {
		global $wpdb;
		$hours = $wpdb->prefix . self::HOURS;
		$days  = $wpdb->prefix . self::DAYS;
		return array(
			"DELETE FROM {$days}",
			"INSERT INTO {$days} (mode, day, currency, donations, revenue, fees, recurring) SELECT mode, SUBSTR(hour, 1, 10), currency, SUM(donations), SUM(revenue), SUM(fees), SUM(recurring) FROM {$hours} GROUP BY mode, SUBSTR(hour, 1, 10), currency",
		);
	}

	/**
	 * The statements that refill the tables from the donations table (also run by
	 * DonationTotalsRebuild in its transaction): hours and months, then the days from the hours.
	 *
	 * @param bool|null $days Whether to refill the day sums too (null: once their migration ran).
	 * @return string[]
	 */
	public static function rebuild_statements( ?bool $days = null ): array {
		global $wpdb;
		$d      = $wpdb->prefix . 'opengive_donations';
		$hours  = $wpdb->prefix . self::HOURS;
		$months = $wpdb->prefix . self::MONTHS;
		$done   = DonationStatus::COMPLETE;
		return array_merge(
			array(
				"DELETE FROM {$hours}",
				"DELETE FROM {$months}",
				"INSERT INTO {$hours} (mode, hour, currency, donations, revenue, fees, recurring) SELECT mode, SUBSTR(created_at, 1, 13), currency, COUNT(*), SUM(amount), SUM(fee_amount_recovered), SUM(CASE WHEN subscription_id > 0 THEN amount ELSE 0 END) FROM {$d} WHERE status = '{$done}' GROUP BY mode, SUBSTR(created_at, 1, 13), currency",
				"INSERT INTO {$months} (mode, currency, month, form_id, campaign_id, donations, revenue) SELECT mode, currency, SUBSTR(created_at, 1, 7), form_id, COALESCE(campaign_id, 0), COUNT(*), SUM(amount) FROM {$d} WHERE status = '{$done}' GROUP BY mode, currency, SUBSTR(created_at, 1, 7), form_id, COALESCE(campaign_id, 0)",
			),
			( $days ?? self::days_ready() ) ? self::day_statements() : array()
		);
	}

	/**
	 * Whether the sums no longer match the rows (after SQL by hand or a restored backup): gifts and
	 * amount per mode, currency and month, from the rows and from each table. Run by the daily
	 * reconcile, which then recounts.
	 */
	public static function drifted(): bool {
		global $wpdb;
		$d      = $wpdb->prefix . 'opengive_donations';
		$hours  = $wpdb->prefix . self::HOURS;
		$months = $wpdb->prefix . self::MONTHS;
		$done   = DonationStatus::COMPLETE;
		// phpcs:disable WordPress.DB -- our own tables; no input.
		$sides = array(
			$wpdb->get_results( "SELECT mode, currency, SUBSTR(created_at, 1, 7) AS month, COUNT(*) AS n, SUM(amount) AS amount FROM {$d} WHERE status = '{$done}' GROUP BY mode, currency, SUBSTR(created_at, 1, 7)", ARRAY_A ),
			$wpdb->get_results( "SELECT mode, currency, SUBSTR(hour, 1, 7) AS month, SUM(donations) AS n, SUM(revenue) AS amount FROM {$hours} GROUP BY mode, currency, SUBSTR(hour, 1, 7)", ARRAY_A ),
			$wpdb->get_results( "SELECT mode, currency, month, SUM(donations) AS n, SUM(revenue) AS amount FROM {$months} GROUP BY mode, currency, month", ARRAY_A ),
		);
		if ( self::days_ready() ) {
			$sides[] = $wpdb->get_results( "SELECT mode, currency, SUBSTR(day, 1, 7) AS month, SUM(donations) AS n, SUM(revenue) AS amount FROM {$wpdb->prefix}" . self::DAYS . ' GROUP BY mode, currency, SUBSTR(day, 1, 7)', ARRAY_A );
		}
		// phpcs:enable
		$keyed = array_fill( 0, count( $sides ), array() );
		foreach ( $sides as $side => $rows ) {
			foreach ( (array) $rows as $row ) {
				if ( 0 !== (int) $row['n'] ) {
					$keyed[ $side ][ $row['mode'] . '|' . $row['currency'] . '|' . $row['month'] ] = (int) $row['n'] . '|' . (int) $row['amount'];
				}
			}
			ksort( $keyed[ $side ] );
		}
		return count( array_unique( array_map( 'serialize', $keyed ) ) ) > 1;
	}

	/**
	 * What a row adds to the sums ('' when nothing: not a completed gift).
	 *
	 * @param array<string, mixed>|null $row Row.
	 */
	private static function key( ?array $row ): string {
		if ( null === $row || DonationStatus::COMPLETE !== $row['status'] ) {
			return '';
		}
		return implode( '|', array( $row['mode'], substr( (string) $row['created_at'], 0, 13 ), $row['currency'], (int) $row['amount'], (int) $row['fee_amount_recovered'], (int) $row['subscription_id'] > 0 ? 1 : 0, (int) $row['form_id'], (int) $row['campaign_id'] ) );
	}

	/**
	 * One gift into (+1) or out of (-1) its hour, its day and its month.
	 *
	 * @param array<string, mixed> $row   Row.
	 * @param int                  $delta +1 or -1.
	 * @throws \RuntimeException When a statement fails (the write's transaction then rolls back).
	 */
	private function add( array $row, int $delta ): void {
		global $wpdb;
		$amount    = $delta * (int) $row['amount'];
		$fees      = $delta * (int) $row['fee_amount_recovered'];
		$recurring = (int) $row['subscription_id'] > 0 ? $amount : 0;
		// The hour and day sums: the same columns, keyed by the first 13 or 10 characters of the date.
		$periods = array( self::HOURS => array( 'hour', 13 ) ) + ( self::days_ready() ? array( self::DAYS => array( 'day', 10 ) ) : array() );
		$results = array();
		foreach ( $periods as $table => list( $column, $length ) ) {
			$results[] = $wpdb->query( // phpcs:ignore WordPress.DB -- custom table, prepared.
				$wpdb->prepare(
					"INSERT INTO {$wpdb->prefix}{$table} (mode, {$column}, currency, donations, revenue, fees, recurring) VALUES (%s, %s, %s, %d, %d, %d, %d) ON DUPLICATE KEY UPDATE donations = donations + %d, revenue = revenue + %d, fees = fees + %d, recurring = recurring + %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prefixed table and column names from the constants above.
					(string) $row['mode'],
					substr( (string) $row['created_at'], 0, $length ),
					(string) $row['currency'],
					$delta,
					$amount,
					$fees,
					$recurring,
					$delta,
					$amount,
					$fees,
					$recurring
				)
			);
		}
		$results[] = $wpdb->query( // phpcs:ignore WordPress.DB -- custom table, prepared.
			$wpdb->prepare(
				"INSERT INTO {$wpdb->prefix}" . self::MONTHS . ' (mode, currency, month, form_id, campaign_id, donations, revenue) VALUES (%s, %s, %s, %d, %d, %d, %d) ON DUPLICATE KEY UPDATE donations = donations + %d, revenue = revenue + %d', // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prefixed table name.
				(string) $row['mode'],
				(string) $row['currency'],
				substr( (string) $row['created_at'], 0, 7 ),
				(int) $row['form_id'],
				(int) $row['campaign_id'],
				$delta,
				$amount,
				$delta,
				$amount
			)
		);
		if ( in_array( false, $results, true ) ) {
			throw new \RuntimeException( esc_html( 'Could not update the report sums: ' . $wpdb->last_error ) );
		}
	}
}
