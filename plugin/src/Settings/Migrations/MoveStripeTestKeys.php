<?php
/**
 * Moves Stripe test keys stored before live and test keys had slots of their own.
 *
 * @package OpenGive
 */

namespace OpenGive\Settings\Migrations;

use OpenGive\Support\Migrations\Migration;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Before the settings screen, stripe_publishable_key, stripe_secret_key and stripe_webhook_secret
 * held whichever keys the site used, and test keys made test gifts. They are the live keys now: a
 * stored test pair moves to the stripe_test_ keys and turns test mode on, so the site keeps taking
 * the same test gifts it took before the update. Keys forced by the opengive_settings filter are
 * code's, not stored, and stay where they are (Site Health then reports live mode with test keys).
 */
final class MoveStripeTestKeys extends Migration {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return '2026_12_02_000001_move_stripe_test_keys';
	}

	/**
	 * {@inheritDoc}
	 */
	public function up(): void {
		$stored = get_option( Settings::OPTION, array() );
		if ( ! is_array( $stored ) || ! preg_match( '/^[sr]k_test_/', (string) ( $stored['stripe_secret_key'] ?? '' ) ) ) {
			return;
		}
		foreach ( array( 'publishable_key', 'secret_key', 'webhook_secret' ) as $key ) {
			if ( '' === (string) ( $stored[ 'stripe_test_' . $key ] ?? '' ) ) {
				$stored[ 'stripe_test_' . $key ] = (string) ( $stored[ 'stripe_' . $key ] ?? '' );
			}
			$stored[ 'stripe_' . $key ] = '';
		}
		$stored['test_mode'] = true;
		update_option( Settings::OPTION, $stored );
	}
}
