<?php
/**
 * What a gift counts for in every total: its amount less what was refunded.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\ValueObjects;

use OpenGive\Donations\Migrations\AddRefundedAmountToDonations;
use OpenGive\Support\Migrations\Migrator;

defined( 'ABSPATH' ) || exit;

/**
 * One rule for the write side (a row's net, DonationTotalsWriter and ReportRollups) and the read and
 * rebuild sides (the SQL expression), so a partly refunded gift is counted the same everywhere. A
 * partly refunded gift still counts as one gift; a wholly refunded one is status refunded and counts
 * nowhere.
 */
final class NetAmount {

	/**
	 * Whether the refunded_amount column exists. Until its migration has run (a fresh install's
	 * earlier backfills, or other requests while an update migrates) the SQL reads amount alone, as
	 * no gift can have a refund recorded yet. Read from the list of migrations that ran, not the
	 * schema version: the version moves only once every pending migration is done.
	 */
	public static function ready(): bool {
		return in_array( AddRefundedAmountToDonations::ID, (array) get_option( Migrator::OPTION_RAN, array() ), true );
	}

	/**
	 * The net amount as a SQL expression over the donations table.
	 *
	 * @param string $alias Table alias with its dot ('d.'), or '' for none.
	 */
	public static function sql( string $alias = '' ): string {
		return self::ready() ? "({$alias}amount - {$alias}refunded_amount)" : "{$alias}amount";
	}

	/**
	 * The net amount of a stored row (a row read before the column existed has no refund).
	 *
	 * @param array<string, mixed> $row Row of the donations table.
	 */
	public static function of( array $row ): int {
		return (int) $row['amount'] - (int) ( $row['refunded_amount'] ?? 0 );
	}
}
