<?php
/**
 * The index the overview's new-donor count reads: donors by creation time, with their gift counters.
 *
 * @package OpenGive
 */

namespace OpenGive\Reports\Migrations;

use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * The overview counts donors created per hour who have a completed gift in the mode. Through the
 * created_at index alone MariaDB fetched each donor's row for its gift counter (40,000 rows for a
 * year of the 1M-donation benchmark, 60 ms); with the counters in the index it reads entries only.
 */
final class AddNewDonorsIndex extends Migration {

	/**
	 * Index name => [table, columns].
	 */
	const INDEXES = array(
		'report_new_donors' => array( 'opengive_donors', 'created_at,live_gifts,test_gifts' ),
	);

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_24_210000_add_new_donors_index';
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
