<?php
/**
 * What a campaign's goal counts.
 *
 * @package OpenGive
 */

namespace OpenGive\Campaigns\ValueObjects;

defined( 'ABSPATH' ) || exit;

/**
 * GiveWP's goal types: money raised, or a number of donations, donors or subscriptions, each either
 * over every gift or over recurring gifts only.
 */
final class GoalType {
	const AMOUNT                     = 'amount';
	const DONATIONS                  = 'donations';
	const DONORS                     = 'donors';
	const SUBSCRIPTIONS              = 'subscriptions';
	const AMOUNT_FROM_SUBSCRIPTIONS  = 'amountFromSubscriptions';
	const DONORS_FROM_SUBSCRIPTIONS  = 'donorsFromSubscriptions';

	/**
	 * Every goal type.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return array( self::AMOUNT, self::DONATIONS, self::DONORS, self::SUBSCRIPTIONS, self::AMOUNT_FROM_SUBSCRIPTIONS, self::DONORS_FROM_SUBSCRIPTIONS );
	}

	/**
	 * Whether the goal is money (minor units) rather than a count.
	 *
	 * @param string $type Goal type.
	 */
	public static function is_money( string $type ): bool {
		return self::AMOUNT === $type || self::AMOUNT_FROM_SUBSCRIPTIONS === $type;
	}
}
