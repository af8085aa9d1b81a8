<?php
/**
 * How far campaigns are toward their goals.
 *
 * @package OpenGive
 */

namespace OpenGive\Campaigns\Actions;

use OpenGive\Campaigns\Models\Campaign;
use OpenGive\Campaigns\ValueObjects\GoalType;
use OpenGive\Donations\ValueObjects\DonationStatus;

defined( 'ABSPATH' ) || exit;

/**
 * One aggregate query for any number of campaigns (a list page costs one query, not one per row).
 * Counts completed live gifts only: test-mode gifts never move a public progress bar.
 */
final class GoalProgress {

	/**
	 * Progress per campaign id.
	 *
	 * @param Campaign[] $campaigns Campaigns.
	 * @return array<int, array{actual: int, percentage: float, goal: int}> Actual and goal in minor units for money goals.
	 */
	public function for_campaigns( array $campaigns ): array {
		$ids = array_map(
			static function ( Campaign $campaign ) {
				return $campaign->id;
			},
			$campaigns
		);
		$totals   = $this->totals( $ids );
		$progress = array();
		foreach ( $campaigns as $campaign ) {
			$actual                    = self::actual( $totals[ $campaign->id ] ?? array(), $campaign->goal_type );
			$progress[ $campaign->id ] = array(
				'actual'     => $actual,
				'percentage' => $campaign->goal > 0 ? round( min( 100, $actual * 100 / $campaign->goal ), 2 ) : 0.0,
				'goal'       => $campaign->goal,
			);
		}
		return $progress;
	}

	/**
	 * Progress for one campaign.
	 *
	 * @param Campaign $campaign Campaign.
	 * @return array{actual: int, percentage: float, goal: int}
	 */
	public function for_campaign( Campaign $campaign ): array {
		return $this->for_campaigns( array( $campaign ) )[ $campaign->id ];
	}

	/**
	 * The number the goal type counts.
	 *
	 * @param array<string, mixed> $row  Aggregates for the campaign.
	 * @param string               $type Goal type.
	 */
	private static function actual( array $row, string $type ): int {
		$map = array(
			GoalType::AMOUNT                    => 'amount',
			GoalType::DONATIONS                 => 'donations',
			GoalType::DONORS                    => 'donors',
			GoalType::SUBSCRIPTIONS             => 'subscriptions',
			GoalType::AMOUNT_FROM_SUBSCRIPTIONS => 'subscription_amount',
			GoalType::DONORS_FROM_SUBSCRIPTIONS => 'subscription_donors',
		);
		return (int) ( $row[ $map[ $type ] ?? 'amount' ] ?? 0 );
	}

	/**
	 * Aggregates per campaign id (served by the campaign_id index).
	 *
	 * @param int[] $ids Campaign ids.
	 * @return array<int, array<string, mixed>>
	 */
	private function totals( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$table        = $wpdb->prefix . 'opengive_donations';
		$placeholders = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		$sql          = "SELECT campaign_id,
				SUM(amount) AS amount,
				COUNT(*) AS donations,
				COUNT(DISTINCT donor_id) AS donors,
				COUNT(DISTINCT subscription_id) AS subscriptions,
				SUM(CASE WHEN subscription_id IS NOT NULL THEN amount ELSE 0 END) AS subscription_amount,
				COUNT(DISTINCT CASE WHEN subscription_id IS NOT NULL THEN donor_id END) AS subscription_donors
			FROM {$table}
			WHERE campaign_id IN ({$placeholders}) AND status = %s AND mode = %s
			GROUP BY campaign_id";
		$rows         = $wpdb->get_results( $wpdb->prepare( $sql, array_merge( $ids, array( DonationStatus::COMPLETE, 'live' ) ) ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table; ids and values are placeholders.
		$totals       = array();
		foreach ( (array) $rows as $row ) {
			$totals[ (int) $row['campaign_id'] ] = $row;
		}
		return $totals;
	}
}
