<?php
/**
 * The site-wide test mode: which Stripe keys and 2Checkout environment are in use, the move of
 * test keys stored in the live slot, both webhook secrets, what Site Health says and who sees the
 * admin-bar badge.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Gateways\Settings\StripeAccount;
use OpenGive\Gateways\Webhooks\StripeSignature;
use OpenGive\Plugin;
use OpenGive\Settings\Migrations\MoveStripeTestKeys;
use OpenGive\Settings\TestModeBadge;
use OpenGive\SiteHealth\Checks;
use OpenGive\SiteHealth\Environment;
use OpenGive\SiteHealth\MailHealth;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Migrations\Migrator;
use OpenGive\Support\Settings;
use PHPUnit\Framework\TestCase;

/**
 * Support\TestMode and what reads it.
 */
final class TestModeTest extends TestCase {

	const KEYS = array(
		'stripe_publishable_key'      => 'pk_live_livekey1234',
		'stripe_secret_key'           => 'sk_live_livekey1234',
		'stripe_webhook_secret'       => 'whsec_livesecret1234',
		'stripe_test_publishable_key' => 'pk_test_testkey1234',
		'stripe_test_secret_key'      => 'sk_test_testkey1234',
		'stripe_test_webhook_secret'  => 'whsec_testsecret1234',
		'twocheckout_seller_id'       => '1234',
		'twocheckout_publishable_key' => 'PUB',
		'twocheckout_private_key'     => 'PRIV',
		'twocheckout_environment'     => 'production',
		'test_gateway_enabled'        => false,
	);

	/**
	 * The option before the test.
	 *
	 * @var mixed
	 */
	private $saved;

	protected function setUp(): void {
		$this->saved = get_option( Settings::OPTION, null );
	}

	protected function tearDown(): void {
		null === $this->saved ? delete_option( Settings::OPTION ) : update_option( Settings::OPTION, $this->saved );
		wp_set_current_user( 0 );
	}

	/**
	 * Stores the keys and the mode.
	 *
	 * @param bool                 $test_mode Test mode.
	 * @param array<string, mixed> $more      Other settings.
	 */
	private function site( bool $test_mode, array $more = array() ): void {
		update_option( Settings::OPTION, array_merge( self::KEYS, array( 'test_mode' => $test_mode ), $more ) );
	}

	public function test_stripe_uses_the_test_keys_in_test_mode_and_the_live_keys_otherwise(): void {
		$stripe = Plugin::container()->get( GatewayRegistry::class )->get( 'stripe' );
		$this->site( true );
		$this->assertSame( array( 'sk_test_testkey1234', 'pk_test_testkey1234', 'test' ), array( StripeAccount::secret(), $stripe->client_config()['publishableKey'], $stripe->mode() ) );
		$this->site( false );
		$this->assertSame( array( 'sk_live_livekey1234', 'pk_live_livekey1234', 'live' ), array( StripeAccount::secret(), $stripe->client_config()['publishableKey'], $stripe->mode() ) );
		$this->site( true, array( 'stripe_test_secret_key' => '' ) );
		$this->assertFalse( $stripe->is_configured(), 'test mode without test keys offers no Stripe, rather than charging live' );
	}

	public function test_twocheckout_uses_its_sandbox_in_test_mode(): void {
		$twocheckout = Plugin::container()->get( GatewayRegistry::class )->get( 'twocheckout' );
		$this->site( false );
		$this->assertSame( array( 'live', 'production' ), array( $twocheckout->mode(), $twocheckout->client_config()['environment'] ) );
		$this->site( true );
		$this->assertSame( array( 'test', 'sandbox' ), array( $twocheckout->mode(), $twocheckout->client_config()['environment'] ) );
	}

	public function test_webhooks_signed_with_either_modes_secret_are_accepted_and_others_refused(): void {
		$this->site( false );
		$now  = time();
		$body = '{"id":"evt_1"}';
		foreach ( array( 'whsec_livesecret1234', 'whsec_testsecret1234' ) as $secret ) {
			StripeSignature::verify_any( $body, 't=' . $now . ',v1=' . hash_hmac( 'sha256', $now . '.' . $body, $secret ), StripeAccount::webhook_secrets(), $now );
		}
		$this->assertSame( array( 'whsec_livesecret1234', 'whsec_testsecret1234' ), StripeAccount::webhook_secrets() );
		$this->expectException( OpenGiveException::class );
		StripeSignature::verify_any( $body, 't=' . $now . ',v1=' . hash_hmac( 'sha256', $now . '.' . $body, 'whsec_other' ), StripeAccount::webhook_secrets(), $now );
	}

	public function test_test_keys_stored_in_the_live_slot_move_to_the_test_slot_and_turn_test_mode_on(): void {
		update_option(
			Settings::OPTION,
			array(
				'stripe_publishable_key' => 'pk_test_legacy1234',
				'stripe_secret_key'      => 'sk_test_legacy1234',
				'stripe_webhook_secret'  => 'whsec_legacy1234',
				'rate_limit_email'       => 9,
			)
		);
		( new MoveStripeTestKeys() )->up();
		$stored = get_option( Settings::OPTION );
		$this->assertSame( array( 'pk_test_legacy1234', 'sk_test_legacy1234', 'whsec_legacy1234', '', '', '', true, 9 ), array( $stored['stripe_test_publishable_key'], $stored['stripe_test_secret_key'], $stored['stripe_test_webhook_secret'], $stored['stripe_publishable_key'], $stored['stripe_secret_key'], $stored['stripe_webhook_secret'], $stored['test_mode'], $stored['rate_limit_email'] ) );
		$this->assertContains( 'MoveStripeTestKeys', array_map( array( $this, 'short_name' ), ( new Migrator() )->migrations() ) );
		$this->site( false );
		( new MoveStripeTestKeys() )->up();
		$this->assertSame( 'sk_live_livekey1234', get_option( Settings::OPTION )['stripe_secret_key'], 'live keys stay where they are' );
	}

	public function test_site_health_is_critical_for_test_mode_or_test_payments_in_live_mode_on_a_production_site_only(): void {
		$this->site( true );
		$this->assertSame( 'critical', $this->checks( true )->test_mode()['status'] );
		$this->assertSame( 'recommended', $this->checks( false )->test_mode()['status'], 'on localhost or a .test address, test mode is expected' );
		$this->site( false, array( 'stripe_secret_key' => 'sk_test_legacy1234', 'stripe_publishable_key' => 'pk_test_legacy1234' ) );
		$live_with_test_keys = $this->checks( true )->test_mode();
		$this->assertSame( 'critical', $live_with_test_keys['status'] );
		$this->assertStringContainsString( 'Credit or debit card', $live_with_test_keys['description'] );
		$this->site( false );
		$this->assertSame( 'good', $this->checks( true )->test_mode()['status'], $this->checks( true )->test_mode()['description'] );
	}

	public function test_the_admin_bar_badge_shows_in_test_mode_to_those_who_may_turn_it_off(): void {
		require_once ABSPATH . WPINC . '/class-wp-admin-bar.php';
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$this->site( true );
		$subscriber = (int) wp_insert_user( array( 'user_login' => 'tm_' . wp_generate_password( 6, false ), 'user_pass' => wp_generate_password(), 'role' => 'subscriber' ) );
		$shown      = array();
		foreach ( array( 1, $subscriber ) as $user ) {
			wp_set_current_user( $user );
			$bar = new \WP_Admin_Bar();
			TestModeBadge::add_node( $bar );
			$shown[] = null !== $bar->get_node( TestModeBadge::NODE );
		}
		wp_delete_user( $subscriber );
		$this->assertSame( array( true, false ), $shown );
		wp_set_current_user( 1 );
		$this->site( false );
		$bar = new \WP_Admin_Bar();
		TestModeBadge::add_node( $bar );
		$this->assertNull( $bar->get_node( TestModeBadge::NODE ), 'no badge in live mode' );
	}

	/**
	 * Checks as on a production site at a public address, or at a local one.
	 *
	 * @param bool $public_host Whether the address is public.
	 */
	private function checks( bool $public_host ): Checks {
		// OpenGive's own gateways only: other tests register gateways of their own in the shared registry.
		$gateways = new GatewayRegistry();
		foreach ( array( 'stripe', 'twocheckout', 'test', 'offline' ) as $id ) {
			$gateways->add( Plugin::container()->get( GatewayRegistry::class )->get( $id ) );
		}
		return new Checks(
			$gateways,
			new Migrator(),
			Plugin::container()->get( MailHealth::class ),
			new Environment( 'production', true, false, time(), null, $public_host )
		);
	}

	/**
	 * A class's short name.
	 *
	 * @param object $migration Migration.
	 */
	private function short_name( $migration ): string {
		return ( new \ReflectionClass( $migration ) )->getShortName();
	}
}
