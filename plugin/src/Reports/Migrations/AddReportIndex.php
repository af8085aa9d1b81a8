<?php
/**
 * The index the reports read: completed gifts by mode and time, with the columns they sum.
 *
 * @package OpenGive
 */

namespace OpenGive\Reports\Migrations;

use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * The overview sums a range of one mode's completed gifts per hour, per currency, per form and per
 * campaign. With every column it reads in one index (equality on mode and status, a range on the
 * time), MariaDB answers from index entries alone instead of fetching each gift's row.
 */
final class AddReportIndex extends Migration {

	/**
	 * Index name => [table, columns].
	 */
	const INDEXES = array(
		'report_gifts' => array( 'opengive_donations', 'mode,status,created_at,currency,amount,fee_amount_recovered,subscription_id,form_id,campaign_id' ),
	);

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_24_160000_add_report_index';
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
