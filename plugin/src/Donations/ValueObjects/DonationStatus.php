<?php
/**
 * Donation statuses.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\ValueObjects;

use OpenGive\Support\Data\DataFile;

defined( 'ABSPATH' ) || exit;

/**
 * The status values GiveWP's API uses, so its clients read ours unchanged ('publish' is "complete").
 */
final class DonationStatus {
	const PENDING    = 'pending';
	const PROCESSING = 'processing';
	const COMPLETE   = 'publish';
	const REFUNDED   = 'refunded';
	const FAILED     = 'failed';
	const CANCELLED  = 'cancelled';
	const ABANDONED  = 'abandoned';
	const PREAPPROVAL = 'preapproval';
	const REVOKED    = 'revoked';
	/** A deleted donation kept until deleted for good (GiveWP's trash). */
	const TRASH      = 'trash';
	/** GiveWP's status of a completed renewal; OpenGive stores those as publish with type renewal, so this is a filter value only. */
	const RENEWAL    = 'give_subscription';

	/**
	 * Every status.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array( self::PENDING, self::PROCESSING, self::COMPLETE, self::REFUNDED, self::FAILED, self::CANCELLED, self::ABANDONED, self::PREAPPROVAL, self::REVOKED, self::TRASH );
	}

	/**
	 * Human label for a status, from plugin/data/status-labels.json (shared with the admin's TypeScript).
	 *
	 * @param string $status Status value.
	 */
	public static function label( string $status ): string {
		$labels = DataFile::labels( 'status-labels', 'donation' );
		return isset( $labels[ $status ] ) ? $labels[ $status ] : $status;
	}
}
