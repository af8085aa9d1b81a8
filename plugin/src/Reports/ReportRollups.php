<?php
/**
 * Completed gifts summed per hour and per month, kept beside the donations table for the overview.
 *
 * @package OpenGive
 */

namespace OpenGive\Reports;

use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Reports\Migrations\CreateReportRollups;
use OpenGive\Support\Migrations\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * Why: at a million gifts the overview's sums over a year read 200,000 index entries twice (per hour
 * and currency; per form and campaign), and five years a million. These two tables hold the same sums
 * already added up, moved in the same transaction as every donation write (DonationTotals::apply),
 * so a report reads a few rows per hour or per form and month:
 *
 * - opengive_report_hours: per mode, UTC hour ('Y-m-d H') and currency: gifts, amount, fees
 *   recovered, amount given by subscriptions.
 * - opengive_report_months: per mode, currency, UTC month ('Y-m'), form and campaign: gifts and amount
 *   (the top lists).
 *
 * Only completed gifts (status publish) count, in either mode. A row whose gifts fall to zero stays
 * with zeros; readers skip it. DonationTotalsRebuild refills both from the rows after bulk SQL.
 */
final class ReportRollups {

	const HOURS  = 'opengive_report_hours';
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
	 * Refills both tables from the donations table, in one transaction (the migration's backfill:
	 * two GROUP BY statements, without the rest of the totals' recount).
	 *
	 * @throws \RuntimeException When a statement fails.
	 */
	public static function rebuild(): void {
		global $wpdb;
		\OpenGive\Support\Database\Transaction::run(
			static function () use ( $wpdb ) {
				foreach ( self::rebuild_statements() as $sql ) {
					if ( false === $wpdb->query( $sql ) ) { // phpcs:ignore WordPress.DB -- our own tables; no input.
						throw new \RuntimeException( esc_html( 'Could not refill the report sums: ' . $wpdb->last_error ) );
					}
				}
			}
		);
	}

	/**
	 * The statements that refill both tables from the donations table (also run by
	 * DonationTotalsRebuild in its transaction).
	 *
	 * @return string[]
	 */
	public static function rebuild_statements(): array {
		global $wpdb;
		$d      = $wpdb->prefix . 'opengive_donations';
		$hours  = $wpdb->prefix . self::HOURS;
		$months = $wpdb->prefix . self::MONTHS;
		$done   = DonationStatus::COMPLETE;
		return array(
			"DELETE FROM {$hours}",
			"DELETE FROM {$months}",
			"INSERT INTO {$hours} (mode, hour, currency, donations, revenue, fees, recurring) SELECT mode, SUBSTR(created_at, 1, 13), currency, COUNT(*), SUM(amount), SUM(fee_amount_recovered), SUM(CASE WHEN subscription_id > 0 THEN amount ELSE 0 END) FROM {$d} WHERE status = '{$done}' GROUP BY mode, SUBSTR(created_at, 1, 13), currency",
			"INSERT INTO {$months} (mode, currency, month, form_id, campaign_id, donations, revenue) SELECT mode, currency, SUBSTR(created_at, 1, 7), form_id, COALESCE(campaign_id, 0), COUNT(*), SUM(amount) FROM {$d} WHERE status = '{$done}' GROUP BY mode, currency, SUBSTR(created_at, 1, 7), form_id, COALESCE(campaign_id, 0)",
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
		// phpcs:enable
		$keyed = array( array(), array(), array() );
		foreach ( $sides as $side => $rows ) {
			foreach ( (array) $rows as $row ) {
				if ( 0 !== (int) $row['n'] ) {
					$keyed[ $side ][ $row['mode'] . '|' . $row['currency'] . '|' . $row['month'] ] = (int) $row['n'] . '|' . (int) $row['amount'];
				}
			}
			ksort( $keyed[ $side ] );
		}
		return $keyed[0] !== $keyed[1] || $keyed[0] !== $keyed[2];
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
	 * One gift into (+1) or out of (-1) its hour and its month.
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
		$hours     = $wpdb->prefix . self::HOURS;
		$months    = $wpdb->prefix . self::MONTHS;
		$results   = array(
			$wpdb->query( // phpcs:ignore WordPress.DB -- custom table, prepared.
				$wpdb->prepare(
					"INSERT INTO {$hours} (mode, hour, currency, donations, revenue, fees, recurring) VALUES (%s, %s, %s, %d, %d, %d, %d) ON DUPLICATE KEY UPDATE donations = donations + %d, revenue = revenue + %d, fees = fees + %d, recurring = recurring + %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prefixed table name.
					(string) $row['mode'],
					substr( (string) $row['created_at'], 0, 13 ),
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
			),
			$wpdb->query( // phpcs:ignore WordPress.DB -- custom table, prepared.
				$wpdb->prepare(
					"INSERT INTO {$months} (mode, currency, month, form_id, campaign_id, donations, revenue) VALUES (%s, %s, %s, %d, %d, %d, %d) ON DUPLICATE KEY UPDATE donations = donations + %d, revenue = revenue + %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prefixed table name.
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
			),
		);
		if ( in_array( false, $results, true ) ) {
			throw new \RuntimeException( esc_html( 'Could not update the report sums: ' . $wpdb->last_error ) );
		}
	}
}
