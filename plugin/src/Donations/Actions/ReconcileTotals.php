<?php
/**
 * The daily check that each campaign's maintained totals still equal its donations.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions;

use OpenGive\Donations\Repositories\DonationTotals;
use OpenGive\Donations\ValueObjects\NetAmount;
use OpenGive\Reports\ReportRebuild;

defined( 'ABSPATH' ) || exit;

/**
 * Campaign totals are kept incrementally, in the same transaction as every donation write; only a
 * write that bypasses OpenGive (SQL by hand, an import, a restored backup) can make them drift. Once a
 * day (cron) this sums each campaign's completed live gifts straight from the rows, compares with the
 * maintained amount and count, and when any differ rebuilds every total and records what it found,
 * which Site Health then shows.
 */
final class ReconcileTotals {

	const HOOK   = 'opengive_reconcile_totals';
	const OPTION = 'opengive_totals_reconcile';

	/**
	 * The maintained totals.
	 *
	 * @var DonationTotals
	 */
	private $totals;

	/**
	 * Constructor.
	 *
	 * @param DonationTotals $totals The maintained totals.
	 */
	public function __construct( DonationTotals $totals ) {
		$this->totals = $totals;
	}

	/**
	 * Compares, repairs when needed, records; returns the drifted campaigns.
	 *
	 * @return array<int, array{stored: array{amount: int, donations: int}, actual: array{amount: int, donations: int}}>
	 */
	public function __invoke(): array {
		global $wpdb;
		$net    = NetAmount::sql();
		$rows   = (array) $wpdb->get_results( "SELECT campaign_id, COALESCE(SUM({$net}), 0) AS amount, COUNT(*) AS donations FROM {$wpdb->prefix}opengive_donations WHERE status = 'publish' AND mode = 'live' AND campaign_id > 0 GROUP BY campaign_id", ARRAY_A ); // phpcs:ignore WordPress.DB -- our own table, no input.
		$actual = array();
		foreach ( $rows as $row ) {
			$actual[ (int) $row['campaign_id'] ] = array(
				'amount'    => (int) $row['amount'],
				'donations' => (int) $row['donations'],
			);
		}
		$stored_ids = array_map( 'intval', (array) $wpdb->get_col( "SELECT scope_id FROM {$wpdb->prefix}opengive_goal_totals WHERE scope = 'c' AND currency = ''" ) ); // phpcs:ignore WordPress.DB -- our own table, no input.
		$stored     = $this->totals->for_campaigns( array_unique( array_merge( array_keys( $actual ), $stored_ids ) ) );
		$drift      = array();
		foreach ( array_unique( array_merge( array_keys( $actual ), array_keys( $stored ) ) ) as $id ) {
			$want = isset( $actual[ $id ] ) ? $actual[ $id ] : array( 'amount' => 0, 'donations' => 0 );
			$have = array(
				'amount'    => isset( $stored[ $id ]['amount'] ) ? (int) $stored[ $id ]['amount'] : 0,
				'donations' => isset( $stored[ $id ]['donations'] ) ? (int) $stored[ $id ]['donations'] : 0,
			);
			if ( $want !== $have ) {
				$drift[ (int) $id ] = array(
					'stored' => $have,
					'actual' => $want,
				);
			}
		}
		// The report sums (ReportRebuild::drifted) are checked too; either drift recounts everything.
		$reports = ReportRebuild::drifted();
		if ( array() !== $drift || $reports ) {
			$this->totals->rebuild();
		}
		$previous = (array) get_option( self::OPTION, array() );
		update_option(
			self::OPTION,
			array(
				'checked_at' => time(),
				'campaigns'  => count( $actual ),
				'reports'    => $reports,
				'drift'      => $drift,
				// The last time drift was found stays visible for a week after it was repaired.
				'drift_at'   => array() !== $drift ? time() : ( isset( $previous['drift_at'] ) ? (int) $previous['drift_at'] : 0 ),
				'drifted'    => array() !== $drift ? count( $drift ) : ( isset( $previous['drifted'] ) ? (int) $previous['drifted'] : 0 ),
			),
			false
		);
		return $drift;
	}
}
