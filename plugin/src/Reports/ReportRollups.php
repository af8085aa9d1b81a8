<?php
/**
 * Completed gifts summed per hour, day, month and year, and new donors per day, kept beside the
 * donations table for the overview.
 *
 * @package OpenGive
 */

namespace OpenGive\Reports;

use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donations\ValueObjects\NetAmount;
use OpenGive\Reports\Migrations\CreateReportDays;
use OpenGive\Reports\Migrations\CreateReportRollups;
use OpenGive\Reports\Migrations\CreateReportYears;
use OpenGive\Support\Migrations\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * Why: at a million gifts the overview's sums over a year read 200,000 index entries twice (per hour
 * and currency; per form and campaign), and five years a million. These tables hold the same sums
 * already added up, moved in the same transaction as every donation write (DonationTotals::apply),
 * so a report reads a few rows per day, hour or per form and month:
 *
 * - opengive_report_hours: per mode, UTC hour ('Y-m-d H') and currency: gifts, amount (net of
 *   refunds, NetAmount), fees recovered, amount given by subscriptions.
 * - opengive_report_days: the same per UTC day ('Y-m-d'), for the days no period boundary cuts.
 * - opengive_report_months: per mode, currency, UTC month ('Y-m'), form and campaign: gifts and amount
 *   (the top lists).
 * - opengive_report_years: the same per UTC year ('Y'): a five-year top list reads four years of
 *   forms instead of sixty months of them (80,000 rows at a million gifts).
 * - opengive_report_donor_days: per mode and UTC day, donors created that day who have a completed
 *   gift in the mode (the new-donor counts; moved by DonationTotalsWriter's counters, donor_moves()).
 *
 * Only completed gifts (status publish) count, in either mode. A row whose gifts fall to zero stays
 * with zeros; readers skip it. DonationTotalsRebuild refills them from the rows after bulk SQL
 * (ReportRebuild).
 */
final class ReportRollups {

	const HOURS  = 'opengive_report_hours';
	const DAYS   = 'opengive_report_days';
	const MONTHS = 'opengive_report_months';
	const YEARS  = 'opengive_report_years';

	const DONOR_DAYS = 'opengive_report_donor_days';

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
	 * Whether the day sums exist (their migration has run): until then only hours and months move.
	 */
	public static function days_ready(): bool {
		return strcmp( (string) get_option( Migrator::OPTION_VERSION ), CreateReportDays::ID ) >= 0;
	}

	/**
	 * Whether the year sums and new donors per day exist (their migration has run).
	 */
	public static function years_ready(): bool {
		return strcmp( (string) get_option( Migrator::OPTION_VERSION ), CreateReportYears::ID ) >= 0;
	}

	/**
	 * Donors whose first completed gift in a mode arrived (+1) or whose last one left (-1), counted
	 * on the day their record was created (DonorMoves::between, from DonationTotalsWriter). Runs in the
	 * write's transaction after apply(), so the report rows' locks come in one order.
	 *
	 * @param array<int, array{mode: string, day: string, delta: int}> $moves Moves.
	 * @throws \RuntimeException When a statement fails (the write's transaction then rolls back).
	 */
	public function donor_moves( array $moves ): void {
		global $wpdb;
		if ( ! self::years_ready() ) {
			return;
		}
		// In key order, so two writes that move the same two rows (a gift moved between donors
		// created on different days) lock them in the same order.
		usort(
			$moves,
			static function ( array $a, array $b ): int {
				return array( $a['mode'], $a['day'] ) <=> array( $b['mode'], $b['day'] );
			}
		);
		foreach ( $moves as $move ) {
			$done = $wpdb->query( // phpcs:ignore WordPress.DB -- custom table, prepared.
				$wpdb->prepare(
					'INSERT INTO ' . $wpdb->prefix . self::DONOR_DAYS . ' (mode, day, donors) VALUES (%s, %s, %d) ON DUPLICATE KEY UPDATE donors = donors + %d', // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prefixed table name.
					$move['mode'],
					$move['day'],
					$move['delta'],
					$move['delta']
				)
			);
			if ( false === $done ) {
				throw new \RuntimeException( esc_html( 'Could not update the new donors per day: ' . $wpdb->last_error ) );
			}
		}
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
		return implode( '|', array( $row['mode'], substr( (string) $row['created_at'], 0, 13 ), $row['currency'], NetAmount::of( $row ), (int) $row['fee_amount_recovered'], (int) $row['subscription_id'] > 0 ? 1 : 0, (int) $row['form_id'], (int) $row['campaign_id'] ) );
	}

	/**
	 * One gift into (+1) or out of (-1) its hour, day, month and year.
	 *
	 * @param array<string, mixed> $row   Row.
	 * @param int                  $delta +1 or -1.
	 * @throws \RuntimeException When a statement fails (the write's transaction then rolls back).
	 */
	private function add( array $row, int $delta ): void {
		global $wpdb;
		$amount    = $delta * NetAmount::of( $row ); // Revenue and recurring count what was not refunded.
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
		// The month and year sums (the top lists): keyed by the first 7 or 4 characters of the date.
		$spans = array( self::MONTHS => array( 'month', 7 ) ) + ( self::years_ready() ? array( self::YEARS => array( 'year', 4 ) ) : array() );
		foreach ( $spans as $table => list( $column, $length ) ) {
			$results[] = $wpdb->query( // phpcs:ignore WordPress.DB -- custom table, prepared.
				$wpdb->prepare(
					"INSERT INTO {$wpdb->prefix}{$table} (mode, currency, {$column}, form_id, campaign_id, donations, revenue) VALUES (%s, %s, %s, %d, %d, %d, %d) ON DUPLICATE KEY UPDATE donations = donations + %d, revenue = revenue + %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prefixed table and column names from the constants above.
					(string) $row['mode'],
					(string) $row['currency'],
					substr( (string) $row['created_at'], 0, $length ),
					(int) $row['form_id'],
					(int) $row['campaign_id'],
					$delta,
					$amount,
					$delta,
					$amount
				)
			);
		}
		if ( in_array( false, $results, true ) ) {
			throw new \RuntimeException( esc_html( 'Could not update the report sums: ' . $wpdb->last_error ) );
		}
	}
}
