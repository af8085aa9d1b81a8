<?php
/**
 * An index that answers "the donors of a campaign" from the index alone.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Migrations;

defined( 'ABSPATH' ) || exit;

/**
 * The donor list's campaign filter is a semi-join: the donor ids of the campaign's completed gifts
 * in a mode (and not anonymous, by default). Through the campaign index MariaDB fetched every gift
 * row for its donor id: 20k random reads for one campaign of a 1M-donation table, 7.7 s per page.
 * With the filter's columns and the donor id in one index it reads index entries only.
 */
final class AddCampaignDonorIndex extends Migration {

	/**
	 * Index name => [table, columns].
	 */
	const INDEXES = array(
		'campaign_gift_donor' => array( 'opengive_donations', 'campaign_id,mode,status,anonymous,donor_id' ),
	);

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_11_24_120000_add_campaign_donor_index';
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
