<?php
/**
 * Site-wide OpenGive settings.
 *
 * @package OpenGive
 */

namespace OpenGive\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the opengive_settings option over documented defaults; the opengive_settings filter can
 * override any value (e.g. in code on sites without an admin screen for it).
 */
final class Settings {

	const OPTION = 'opengive_settings';

	/**
	 * Defaults.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array(
			// Hidden field bots fill in and people do not.
			'honeypot'            => true,
			// Donation attempts allowed per window, per client IP and per donor email.
			'rate_limit_ip'       => 20,
			'rate_limit_email'    => 5,
			'rate_limit_window'   => 600,
			// Addresses of reverse proxies whose X-Forwarded-For header is believed (list or comma-separated).
			// Empty: the header is ignored, since any client can send it.
			'trusted_proxies'     => array(),
			// The test gateway completes gifts without money; only demo and test sites turn it on.
			'test_gateway_enabled' => false,
			// Uninstalling removes every table, option, scheduled event and upload of OpenGive.
			'delete_data_on_uninstall' => false,
			// Years without a donation after which the daily cron anonymises a donor (0 = never).
			'donor_retention_years'    => 0,
			'send_donor_receipt'  => true,
			'send_admin_notice'   => true,
			'admin_notice_email'  => '',
			// Shown on the receipt of offline donations; {donation_id} and {amount} are replaced.
			'offline_instructions' => '',
			// Card changes on recurring gifts allowed per hour, per account and per client IP (no card testing).
			'rate_limit_card_user' => 5,
			'rate_limit_card_ip'   => 10,
			// Visitors may create an account with a gift even when WordPress's "Anyone can register" is off.
			'donor_registration'   => false,
			// Donors reach their history by email, so recurring gifts do not force an account.
			'email_access'         => false,
			// Seconds a donor-history link (and the browser session it opens) lasts, and how many links a
			// client address and an email may ask for per 15 minutes.
			'donor_history_link_lifetime' => DAY_IN_SECONDS,
			'donor_history_rate_ip'       => 5,
			'donor_history_rate_email'    => 3,
			// Site-wide ceiling on any one amount (gift, renewal), in minor units of the gift's currency,
			// applied even where a form sets no maximum: 100000000 is 1,000,000.00 (¥100,000,000).
			'max_amount_minor'     => 100000000,
			// Sites allowed to show the donation form view in a frame (CSP frame-ancestors): origins like
			// https://shop.example (list, or comma/space separated). Empty: any site, as GiveWP allows.
			'embed_allowed_origins' => array(),
			// Stripe (PaymentIntents). The API base is configurable for Stripe-compatible test servers.
			'stripe_publishable_key'      => '',
			'stripe_secret_key'           => '',
			'stripe_api_base'             => 'https://api.stripe.com',
			// Signing secret (whsec_...) of the webhook endpoint /wp-json/opengive/v1/stripe/webhook;
			// empty: webhooks are refused (400 opengive_webhook_not_configured).
			'stripe_webhook_secret'       => '',
			// 2Checkout (client-side token flow, then a server-side authorization).
			'twocheckout_seller_id'       => '',
			'twocheckout_publishable_key' => '',
			'twocheckout_private_key'     => '',
			'twocheckout_environment'     => 'production',
			'twocheckout_api_base'        => 'https://www.2checkout.com',
			'twocheckout_script_url'      => 'https://www.2checkout.com/checkout/api/2co.min.js',
		);
	}

	/**
	 * One setting.
	 *
	 * @param string $key Setting name.
	 * @return mixed
	 */
	public static function get( string $key ) {
		$stored   = get_option( self::OPTION, array() );
		$settings = array_merge( self::defaults(), is_array( $stored ) ? $stored : array() );
		/**
		 * Filters OpenGive's settings.
		 *
		 * @param array<string, mixed> $settings Settings.
		 */
		$settings = (array) apply_filters( 'opengive_settings', $settings );
		return array_key_exists( $key, $settings ) ? $settings[ $key ] : null;
	}
}
