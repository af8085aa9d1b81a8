<?php
/**
 * How far campaigns are toward their goals.
 *
 * @package OpenGive
 */

namespace OpenGive\Campaigns\Actions;

use OpenGive\Campaigns\Models\Campaign;
use OpenGive\Campaigns\ValueObjects\GoalType;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * One read of the maintained totals for any number of campaigns (a list page costs one query, not one per row).
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
	 * Aggregates per campaign id, from the totals kept with every donation write (a primary-key
	 * read: a public progress bar never scans the donations table, whatever its size).
	 *
	 * @param int[] $ids Campaign ids.
	 * @return array<int, array<string, int>>
	 */
	private function totals( array $ids ): array {
		return Plugin::container()->get( DonationRepository::class )->totals()->for_campaigns( $ids );
	}
}
