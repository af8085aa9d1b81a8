<?php
/**
 * GiveWP's campaign figures: GET /campaigns/{id}/revenue and /campaigns/{id}/statistics.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Campaigns\Models\Campaign;
use OpenGive\Campaigns\Repositories\CampaignRevenue;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donations\ValueObjects\NetAmount;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Schemas\Values;

defined( 'ABSPATH' ) || exit;

/**
 * Registered by CampaignRoutes. Figures count completed live gifts (as the campaign's progress does),
 * net of recovered fees (GiveWP's "intended amount"), in major units of the campaign's currency.
 */
final class CampaignFigureRoutes {

	/**
	 * The campaigns controller (found(): the campaign or a 404).
	 *
	 * @var CampaignsController
	 */
	private $controller;

	/**
	 * Constructor.
	 *
	 * @param CampaignsController $controller Controller.
	 */
	public function __construct( CampaignsController $controller ) {
		$this->controller = $controller;
	}

	/**
	 * Raised per day (site time zone) from the first gift to today, every day listed (summed in SQL).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function revenue( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$campaign = $this->controller->found( (int) $request['id'] );
				$out      = array();
				foreach ( CampaignRevenue::by_local_day( $campaign->id ) as $day => $net ) {
					$out[] = array(
						'date'   => $day,
						'amount' => Values::money( $net, $campaign->currency )['value'],
					);
				}
				return rest_ensure_response( $out );
			}
		);
	}

	/**
	 * amountRaised, donationCount and donorCount: all time, or with rangeInDays the last that many
	 * days and the same span before it (GiveWP's two-item answer).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function statistics( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$campaign = $this->controller->found( (int) $request['id'] );
				$days     = (int) $request['rangeInDays'];
				if ( 0 === $days ) {
					return rest_ensure_response( array( self::figures( $campaign, null, null ) ) );
				}
				$now    = time();
				$span   = $days * DAY_IN_SECONDS;
				$format = static function ( int $time ): string {
					return gmdate( 'Y-m-d H:i:s', $time );
				};
				return rest_ensure_response(
					array(
						// Up to and including this second.
						self::figures( $campaign, $format( $now - $span ), $format( $now + 1 ) ),
						self::figures( $campaign, $format( $now - 2 * $span ), $format( $now - $span ) ),
					)
				);
			}
		);
	}

	/**
	 * The three figures between two UTC times (null: unbounded).
	 *
	 * @param Campaign    $campaign Campaign.
	 * @param string|null $from     From (inclusive).
	 * @param string|null $to       To (exclusive).
	 * @return array{amountRaised: float, donationCount: int, donorCount: int}
	 */
	private static function figures( Campaign $campaign, ?string $from, ?string $to ): array {
		global $wpdb;
		$sql    = 'SELECT COALESCE(SUM(' . NetAmount::sql() . " - fee_amount_recovered), 0) AS raised, COUNT(*) AS gifts, COUNT(DISTINCT donor_id) AS donors FROM {$wpdb->prefix}opengive_donations WHERE campaign_id = %d AND status = %s AND mode = 'live'";
		$values = array( $campaign->id, DonationStatus::COMPLETE );
		if ( null !== $from && null !== $to ) {
			$sql     .= ' AND created_at >= %s AND created_at < %s';
			$values[] = $from;
			$values[] = $to;
		}
		$row = (array) $wpdb->get_row( $wpdb->prepare( $sql, $values ), ARRAY_A ); // phpcs:ignore WordPress.DB -- our table; values are placeholders.
		return array(
			'amountRaised'  => Values::money( (int) ( $row['raised'] ?? 0 ), $campaign->currency )['value'],
			'donationCount' => (int) ( $row['gifts'] ?? 0 ),
			'donorCount'    => (int) ( $row['donors'] ?? 0 ),
		);
	}
}
