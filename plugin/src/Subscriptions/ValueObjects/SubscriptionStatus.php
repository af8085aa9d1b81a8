<?php
/**
 * Subscription statuses (GiveWP's values).
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\ValueObjects;

use OpenGive\Support\Data\DataFile;

defined( 'ABSPATH' ) || exit;

/**
 * Where a recurring gift stands.
 */
final class SubscriptionStatus {
	const PENDING   = 'pending';
	const ACTIVE    = 'active';
	const COMPLETED = 'completed';
	const CANCELLED = 'cancelled';
	const FAILING   = 'failing';
	const EXPIRED   = 'expired';
	/** GiveWP's other statuses: set by staff or by a provider, never by OpenGive's renewal runs. */
	const PAUSED    = 'paused';
	const SUSPENDED = 'suspended';
	const REFUNDED  = 'refunded';
	const ABANDONED = 'abandoned';
	/** A deleted subscription kept until deleted for good (GiveWP's trash). */
	const TRASHED   = 'trashed';

	/**
	 * Every status.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array( self::PENDING, self::ACTIVE, self::COMPLETED, self::CANCELLED, self::FAILING, self::EXPIRED, self::PAUSED, self::SUSPENDED, self::REFUNDED, self::ABANDONED, self::TRASHED );
	}

	/**
	 * Human label for a status, from plugin/data/status-labels.json (shared with the admin's TypeScript).
	 *
	 * @param string $status Status value.
	 */
	public static function label( string $status ): string {
		$labels = DataFile::labels( 'status-labels', 'subscription' );
		return isset( $labels[ $status ] ) ? $labels[ $status ] : $status;
	}

	/**
	 * Whether no more payments will be taken.
	 *
	 * @param string $status Status value.
	 */
	public static function has_ended( string $status ): bool {
		return in_array( $status, array( self::CANCELLED, self::COMPLETED, self::EXPIRED, self::REFUNDED, self::ABANDONED, self::TRASHED ), true );
	}
}
