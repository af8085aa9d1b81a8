<?php
/**
 * The /givewp/v3/subscriptions list query: GiveWP's filters (status, default every status but
 * trashed; mode; campaign, donor, form; search by id or the donor's name and email) and sorts.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Subscriptions\ValueObjects\SubscriptionStatus;
use OpenGive\Support\Database\ListQuery;
use OpenGive\Support\Database\SearchClause;

defined( 'ABSPATH' ) || exit;

/**
 * Used by SubscriptionsController (its V3Controller list hooks).
 */
trait SubscriptionListQuery {

	/**
	 * {@inheritDoc}
	 */
	protected function sortable(): array {
		return array(
			'id'        => 'id',
			'createdAt' => 'created_at',
			'renewsAt'  => 'renews_at',
			'amount'    => 'amount',
			'status'    => 'status',
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function filter_params(): array {
		return array_merge(
			array(
				'status'     => self::list_param(
					__( 'Only subscriptions with these statuses; any (the default) is every status but trashed.', 'opengive' ),
					SubscriptionStatus::all()
				),
				'campaignId' => self::id_filter( __( 'Only this campaign.', 'opengive' ) ),
				'donorId'    => self::id_filter( __( 'Only this donor.', 'opengive' ) ),
				'formId'     => self::id_filter( __( 'Only this form.', 'opengive' ) ),
			),
			self::mode_param(),
			self::sensitive_param()
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function apply_filters( ListQuery $query, \WP_REST_Request $request ): void {
		$statuses = self::listed( $request, 'status' );
		if ( null === $statuses ) {
			// Everything but the trash, read in order from the indexes that end with the status
			// (AddStatusToListOrderIndexes).
			$query->where( 'status <> %s', array( SubscriptionStatus::TRASHED ) );
		} else {
			$query->in( 'status', $statuses );
		}
		self::apply_gift_filters( $query, $request );
		$search = trim( (string) $request['search'] );
		if ( '' !== $search ) {
			global $wpdb;
			$donors = $wpdb->prefix . 'opengive_donors';
			// A number is an id; words are the donor's name or email (through the donors' search index;
			// an "id = 0 OR …" would have kept MariaDB from using it).
			if ( ctype_digit( $search ) ) {
				$query->equals( 'id', (int) $search );
			} else {
				list( $match, $values ) = SearchClause::condition( array( 'first_name', 'last_name', 'email', 'company' ), $search );
				$query->where( "donor_id IN (SELECT id FROM {$donors} WHERE {$match})", $values );
			}
		}
	}
}
