<?php
/**
 * Subscription statuses (GiveWP's values).
 *
 * @package OpenGive
 */

namespace OpenGive\Subscriptions\ValueObjects;

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
}
