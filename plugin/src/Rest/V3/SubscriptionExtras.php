<?php
/**
 * The subscription fields GiveWP computes: donor names, gateway object, projectedAnnualRevenue.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donations\ValueObjects\NetAmount;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Plugin;
use OpenGive\Subscriptions\Models\Subscription;
use OpenGive\Subscriptions\ValueObjects\Period;
use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;

defined( 'ABSPATH' ) || exit;

/**
 * For a page of subscriptions: the donors in one query (primed) and this year's gifts and the
 * gift counts in one grouped query, so a page costs the same whatever its size.
 */
final class SubscriptionExtras {

	/**
	 * Per subscription id: completed minor units this year, gifts so far.
	 *
	 * @var array<int, array{year: int, count: int}>
	 */
	private $gifts = array();

	/**
	 * Donors.
	 *
	 * @var DonorRepository
	 */
	private $donors;

	/**
	 * Reads what a page of subscriptions needs.
	 *
	 * @param Subscription[]  $subscriptions Subscriptions.
	 * @param DonorRepository $donors        Donors.
	 */
	public function __construct( array $subscriptions, DonorRepository $donors ) {
		global $wpdb;
		$this->donors = $donors;
		$ids          = array_map(
			static function ( Subscription $s ) {
				return $s->id;
			},
			$subscriptions
		);
		if ( array() === $ids ) {
			return;
		}
		$donors->prime( wp_list_pluck( $subscriptions, 'donor_id' ) );
		$table        = Plugin::container()->get( DonationRepository::class )->table();
		$placeholders = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		$values       = array_merge( array( DonationStatus::COMPLETE, gmdate( 'Y' ) . '-01-01 00:00:00' ), $ids );
		$rows         = (array) $wpdb->get_results( $wpdb->prepare( "SELECT subscription_id, SUM(CASE WHEN status = %s AND created_at >= %s THEN " . NetAmount::sql() . " ELSE 0 END) AS year_amount, COUNT(*) AS gifts FROM {$table} WHERE subscription_id IN ({$placeholders}) GROUP BY subscription_id", $values ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table; every value is a placeholder.
		foreach ( $rows as $row ) {
			$this->gifts[ (int) $row['subscription_id'] ] = array(
				'year'  => (int) $row['year_amount'],
				'count' => (int) $row['gifts'],
			);
		}
	}

	/**
	 * The extra fields of one subscription.
	 *
	 * @param Subscription $s Subscription.
	 * @return array<string, mixed>
	 */
	public function fields_for( Subscription $s ): array {
		$donor   = $this->donors->find( $s->donor_id );
		$gateway = Plugin::container()->get( GatewayRegistry::class )->get( $s->gateway_id );
		$name    = null !== $gateway ? $gateway->label() : $s->gateway_id;
		return array(
			'firstName'              => null !== $donor ? $donor->first_name : '',
			'lastName'               => null !== $donor ? $donor->last_name : '',
			'gateway'                => array(
				'id'    => $s->gateway_id,
				'name'  => $name,
				'label' => $name,
			),
			'projectedAnnualRevenue' => $this->projected( $s ),
		);
	}

	/**
	 * This year's completed gifts plus the amount times the renewals still due before 31 December
	 * (UTC), no more than the installments left.
	 *
	 * @param Subscription $s Subscription.
	 */
	private function projected( Subscription $s ): int {
		$gifts = $this->gifts[ $s->id ] ?? array(
			'year'  => 0,
			'count' => 0,
		);
		$due   = 0;
		if ( SubscriptionStatus::ACTIVE === $s->status && null !== $s->renews_at && in_array( $s->period, Period::all(), true ) ) {
			$year_end = gmdate( 'Y' ) . '-12-31 23:59:59';
			$step     = max( 1, (int) $s->frequency );
			while ( Period::nth( $s->renews_at, $s->period, $due * $step ) <= $year_end && $due < 400 ) {
				++$due;
			}
			if ( $s->installments > 0 ) {
				$due = min( $due, max( 0, $s->installments - $gifts['count'] ) );
			}
		}
		return $gifts['year'] + $due * $s->amount;
	}
}
