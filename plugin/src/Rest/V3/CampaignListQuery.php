<?php
/**
 * The /givewp/v3/campaigns list query: GiveWP's filters (status, default active; ids; search) and
 * sorts (sort, or GiveWP's sortBy/orderBy by date, amount raised, donors or donations).
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Campaigns\ValueObjects\CampaignStatus;
use OpenGive\Support\Database\ListQuery;

defined( 'ABSPATH' ) || exit;

/**
 * Used by CampaignsController (its V3Controller list hooks); the sortBy figures count completed
 * live gifts, as the campaign's progress does.
 */
trait CampaignListQuery {

	/**
	 * {@inheritDoc}
	 */
	protected function sortable(): array {
		return array(
			'id'        => 'id',
			'createdAt' => 'created_at',
			'title'     => 'title',
			'status'    => 'status',
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function filter_params(): array {
		return array_merge(
			array(
				'status'  => self::list_param(
					__( 'Only campaigns with these statuses: active (the default, as GiveWP; public), or any.', 'opengive' ),
					CampaignStatus::all(),
					array( CampaignStatus::ACTIVE )
				),
				'sortBy'  => array(
					'description' => __( 'GiveWP\'s sort: date, amount (raised), donors or donations; overrides sort.', 'opengive' ),
					'type'        => 'string',
					'enum'        => array( 'date', 'amount', 'donors', 'donations' ),
				),
				'orderBy' => array(
					'description' => __( 'GiveWP\'s direction for sortBy.', 'opengive' ),
					'type'        => 'string',
					'enum'        => array( 'asc', 'desc', 'ASC', 'DESC' ),
				),
			),
			self::ids_param()
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function apply_filters( ListQuery $query, \WP_REST_Request $request ): void {
		$statuses = self::listed( $request, 'status' );
		if ( null !== $statuses ) {
			$query->in( 'status', $statuses );
		}
		$ids = array_map( 'intval', (array) $request['ids'] );
		if ( array() !== $ids ) {
			$query->in( 'id', $ids );
		}
		$query->search( array( 'title', 'short_description' ), (string) $request['search'] );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	protected function list_query( \WP_REST_Request $request ): ListQuery {
		$query = parent::list_query( $request );
		if ( ! isset( $request['sortBy'] ) ) {
			return $query;
		}
		global $wpdb;
		$campaigns = $this->campaigns->table();
		// The campaign's maintained totals (completed live gifts, kept with every donation write): a
		// primary-key lookup per campaign. Summing its donations instead took 30 s at 1M donations.
		$totals = "SELECT COALESCE(MAX(g.%s), 0) FROM {$wpdb->prefix}opengive_goal_totals g WHERE g.scope = 'c' AND g.scope_id = {$campaigns}.id AND g.currency = ''";
		$orders = array(
			'date'      => 'created_at',
			'amount'    => sprintf( $totals, 'amount' ),
			'donations' => sprintf( $totals, 'donations' ),
			'donors'    => sprintf( $totals, 'donors' ),
		);
		$query->order_by_expression( $orders[ (string) $request['sortBy'] ], isset( $request['orderBy'] ) ? (string) $request['orderBy'] : 'desc' );
		return $query;
	}
}
