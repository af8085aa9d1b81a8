<?php
/**
 * The /givewp/v3/donations list query: GiveWP's filters (status with give_subscription for a
 * completed renewal, mode, campaign, donor, form, subscription, anonymous gifts, search) and sorts.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Support\Database\ListQuery;

defined( 'ABSPATH' ) || exit;

/**
 * Used by DonationsController (its V3Controller list hooks); anonymous gifts are left out unless
 * asked for, and including them needs the sensitive-data capability.
 */
trait DonationListQuery {

	/**
	 * {@inheritDoc}
	 */
	protected function sortable(): array {
		// GiveWP's sort values; the last five are not indexed (rarely used, and filtered lists are small).
		return array(
			'id'                 => 'id',
			'createdAt'          => 'created_at',
			'amount'             => 'amount',
			'status'             => 'status',
			'updatedAt'          => 'updated_at',
			'feeAmountRecovered' => 'fee_amount_recovered',
			'donorId'            => 'donor_id',
			'firstName'          => 'first_name',
			'lastName'           => 'last_name',
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function filter_params(): array {
		return array_merge(
			array(
				'status'         => self::list_param(
					__( 'Only donations with these statuses; any (the default) is every status but trash; give_subscription is a completed renewal, as GiveWP stores it.', 'opengive' ),
					array_merge( DonationStatus::all(), array( DonationStatus::RENEWAL ) )
				),
				'campaignId'     => self::id_filter( __( 'Only gifts to this campaign.', 'opengive' ) ),
				'donorId'        => self::id_filter( __( 'Only gifts of this donor.', 'opengive' ) ),
				'formId'         => self::id_filter( __( 'Only gifts through this form.', 'opengive' ) ),
				'subscriptionId' => self::id_filter( __( 'Only gifts of this subscription.', 'opengive' ) ),
			),
			self::mode_param(),
			self::sensitive_param(),
			self::anonymous_param()
		);
	}

	/**
	 * The anonymousDonations parameter.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function anonymous_param(): array {
		return array(
			'anonymousDonations' => array(
				'description' => __( 'Anonymous gifts: exclude (default), include (needs view_give_sensitive_data) or redact (shown without the donor).', 'opengive' ),
				'type'        => 'string',
				'default'     => 'exclude',
				'enum'        => array( 'exclude', 'include', 'redact' ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function wants_sensitive( \WP_REST_Request $request ): bool {
		return parent::wants_sensitive( $request ) || 'include' === $request['anonymousDonations'];
	}

	/**
	 * {@inheritDoc}
	 */
	protected function apply_filters( ListQuery $query, \WP_REST_Request $request ): void {
		$statuses = self::listed( $request, 'status' );
		if ( null === $statuses ) {
			// Everything but the trash. The list order indexes end with the status, so MariaDB walks them
			// in order and skips trashed gifts inside the index (AddStatusToListOrderIndexes).
			$query->not_equals( 'status', DonationStatus::TRASH );
		} else {
			$plain = array_values( array_diff( $statuses, array( DonationStatus::RENEWAL ) ) );
			if ( 1 === count( $statuses ) && array() !== $plain ) {
				// One plain status is an equality, so the total comes from the maintained counts: as a
				// raw IN () it was counted through the status index (status=publish at 1M: 1.3 s).
				$query->equals( 'status', $plain[0] );
			} else {
				self::status_condition( $query, $statuses, $plain );
			}
		}
		self::apply_gift_filters( $query, $request, array( 'subscriptionId' => 'subscription_id' ) );
		if ( 'exclude' === $request['anonymousDonations'] ) {
			$query->equals( 'anonymous', 0 );
		}
		self::search_people( $query, (string) $request['search'] );
	}

	/**
	 * Several statuses, or renewals (completed gifts of type renewal), as one condition.
	 *
	 * @param ListQuery $query    The list query.
	 * @param string[]  $statuses The requested statuses.
	 * @param string[]  $plain    Those that are plain status values.
	 */
	private static function status_condition( ListQuery $query, array $statuses, array $plain ): void {
		$sql    = array();
		$values = array();
		if ( array() !== $plain ) {
			$sql[]  = 'status IN (' . implode( ', ', array_fill( 0, count( $plain ), '%s' ) ) . ')';
			$values = $plain;
		}
		if ( in_array( DonationStatus::RENEWAL, $statuses, true ) ) {
			$sql[]    = '(status = %s AND type = %s)';
			$values[] = DonationStatus::COMPLETE;
			$values[] = 'renewal';
		}
		$query->where( '(' . implode( ' OR ', $sql ) . ')', $values );
	}

	/**
	 * The lists an order index serves exactly (mode and anonymity equal, every status but the trash or
	 * one status, sorted by id, amount or date) read through it: with sampled statistics MariaDB
	 * sometimes took a status range and sorted every row instead (AddStatusToListOrderIndexes).
	 *
	 * @param ListQuery $query The list query, filters applied.
	 * @param string    $sort  The request's sort.
	 */
	private static function read_through_order_index( ListQuery $query, string $sort ): void {
		$facets = $query->facets_excluding();
		if ( null === $facets || array() !== array_diff( array_keys( $facets[1] ), array( 'status' ) ) ) {
			return;
		}
		$columns = array_keys( $facets[0] );
		sort( $columns );
		$by = array(
			'anonymous,mode'        => array(
				'id'        => 'list_order_id',
				'amount'    => 'list_order_amount',
				'createdAt' => 'list_order_date',
			),
			'anonymous,mode,status' => array( 'id' => 'list_status' ),
		);
		$index = $by[ implode( ',', $columns ) ][ '' === $sort ? 'id' : $sort ] ?? '';
		if ( '' !== $index && ( 'list_status' !== $index || array() === $facets[1] ) ) {
			$query->read_through( $index );
		}
	}
}
