<?php
/**
 * Builds and saves donations for tests: one place for the fields every test gift needs.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Plugin;

/**
 * A completed live $10.00 gift through the test gateway, with its own purchase key; each test names
 * only what it is about (form, campaign, donor, amount, date, ...).
 */
final class TestGift {

	/**
	 * The gift, not saved.
	 *
	 * @param array<string, mixed> $fields Properties to set.
	 */
	public static function make( array $fields = array() ): Donation {
		$donation               = new Donation();
		$donation->status       = 'publish';
		$donation->mode         = 'live';
		$donation->amount       = 1000;
		$donation->currency     = 'USD';
		$donation->gateway_id   = 'test';
		$donation->purchase_key = md5( uniqid( '', true ) );
		$donation->email        = 'gift.phpunit@example.org';
		foreach ( $fields as $field => $value ) {
			$donation->$field = $value;
		}
		return $donation;
	}

	/**
	 * The gift, saved through the repository (so the maintained totals and report sums follow, as
	 * in production).
	 *
	 * @param array<string, mixed> $fields Properties to set.
	 */
	public static function insert( array $fields = array() ): Donation {
		return Plugin::container()->get( DonationRepository::class )->insert( self::make( $fields ) );
	}
}
