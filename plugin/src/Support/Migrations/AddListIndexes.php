<?php
/**
 * Indexes for the admin lists' sorts and filters.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Migrations;

defined( 'ABSPATH' ) || exit;

/**
 * Every sort and filter the /givewp/v3 routes offer has an index behind it: subscriptions by mode,
 * amount and renewal date; donations by subscription and anonymity; donors by first name.
 */
final class AddListIndexes extends Migration {

	/**
	 * Index name => [table, columns].
	 */
	const INDEXES = array(
		'mode_created_at'    => array( 'opengive_subscriptions', 'mode,created_at' ),
		'amount'             => array( 'opengive_subscriptions', 'amount' ),
		'renews_at'          => array( 'opengive_subscriptions', 'renews_at' ),
		'anonymous_donor_id' => array( 'opengive_donations', 'anonymous,donor_id' ),
		'first_name'         => array( 'opengive_donors', 'first_name' ),
	);

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_22_000010_add_list_indexes';
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
