<?php
/**
 * Indexes that serve the donations list's default filters and its sorts without a filesort.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Migrations;

defined( 'ABSPATH' ) || exit;

/**
 * The donations list always filters mode (default live) and usually anonymity (default exclude),
 * then orders by id, amount, date or filters status: at 100k donations MariaDB chose the anonymity
 * index and sorted 88k rows for every page (page 1000: 1.9 s). With (mode, anonymous, …) it walks
 * the index in order (InnoDB appends the id to every secondary index). The campaign and form
 * filters get the same two columns; subscriptions get (mode, status) for their status filter.
 */
final class AddListOrderIndexes extends Migration {

	/**
	 * Index name => [table, columns].
	 */
	const INDEXES = array(
		'list_mode_anonymous'        => array( 'opengive_donations', 'mode,anonymous' ),
		'list_mode_anonymous_amount' => array( 'opengive_donations', 'mode,anonymous,amount' ),
		'list_mode_anonymous_date'   => array( 'opengive_donations', 'mode,anonymous,created_at' ),
		'list_mode_anonymous_status' => array( 'opengive_donations', 'mode,anonymous,status' ),
		'list_campaign'              => array( 'opengive_donations', 'campaign_id,mode,anonymous' ),
		'list_form'                  => array( 'opengive_donations', 'form_id,mode,anonymous' ),
		'list_mode_status'           => array( 'opengive_subscriptions', 'mode,status' ),
	);

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_23_000016_add_list_order_indexes';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @throws \RuntimeException When the database refuses the change.
	 */
	public function up(): void {
		$this->add_indexes( self::INDEXES );
	}
}
