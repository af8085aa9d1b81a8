<?php
/**
 * The services the consent banner knows before the site owner adds any: which category each belongs
 * to, which cookies and storage keys it sets (for cookie cleaning) and which script or iframe
 * addresses belong to it (for blocking).
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Pre-described services (YouTube, Vimeo, Google Analytics, Google Tag Manager, Meta Pixel,
 * Mailchimp, Google Maps, Gravatar and Stripe).
 */
final class ServiceCatalogue {

	/**
	 * The pre-described services, in the shape the settings store them.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function defaults(): array {
		return array(
			array(
				'slug'     => 'youtube',
				'name'     => 'YouTube',
				'category' => 'marketing',
				'cookies'  => array( 'VISITOR_INFO1_LIVE', 'YSC', 'PREF', 'LOGIN_INFO', 'yt-remote-*' ),
				'patterns' => array( 'youtube.com', 'youtube-nocookie.com', 'youtu.be' ),
				'reason'   => '',
			),
			array(
				'slug'     => 'vimeo',
				'name'     => 'Vimeo',
				'category' => 'statistics',
				'cookies'  => array( 'vuid', '_abexps' ),
				'patterns' => array( 'player.vimeo.com', 'vimeo.com' ),
				'reason'   => '',
			),
			array(
				'slug'     => 'google-analytics',
				'name'     => 'Google Analytics',
				'category' => 'statistics',
				'cookies'  => array( '_ga', '_ga_*', '_gid', '_gat', '_gat_*' ),
				'patterns' => array( 'google-analytics.com', 'googletagmanager.com/gtag/js', "gtag('config'", 'gtag("config"' ),
				'reason'   => '',
			),
			array(
				'slug'     => 'google-tag-manager',
				'name'     => 'Google Tag Manager',
				'category' => 'statistics',
				'cookies'  => array( '_gcl_au', '_dc_gtm_*' ),
				'patterns' => array( 'googletagmanager.com/gtm.js', 'googletagmanager.com/ns.html' ),
				'reason'   => '',
			),
			array(
				'slug'     => 'meta-pixel',
				'name'     => 'Meta Pixel',
				'category' => 'marketing',
				'cookies'  => array( '_fbp', '_fbc', 'fr' ),
				'patterns' => array( 'connect.facebook.net', 'fbevents.js', "fbq('init'", 'fbq("init"', 'facebook.com/tr?', 'facebook.com/tr/' ),
				'reason'   => '',
			),
			array(
				'slug'     => 'mailchimp',
				'name'     => 'Mailchimp',
				'category' => 'marketing',
				'cookies'  => array( 'ak_bmsc', 'mc_*' ),
				'patterns' => array( 'chimpstatic.com', 'list-manage.com' ),
				'reason'   => '',
			),
			array(
				'slug'     => 'google-maps',
				'name'     => 'Google Maps',
				'category' => 'marketing',
				'cookies'  => array( 'NID', '1P_JAR' ),
				'patterns' => array( 'google.com/maps', 'maps.google.', 'maps.googleapis.com' ),
				'reason'   => '',
			),
			array(
				'slug'     => 'gravatar',
				'name'     => 'Gravatar',
				'category' => 'preferences',
				'cookies'  => array(),
				'patterns' => array( 'gravatar.com/avatar' ),
				'reason'   => '',
			),
			array(
				'slug'     => 'stripe',
				'name'     => 'Stripe',
				'category' => 'functional',
				'cookies'  => array( '__stripe_mid', '__stripe_sid', 'm' ),
				'patterns' => array( 'js.stripe.com', 'm.stripe.network' ),
				// Functional with a stated reason: the donor asked to pay, and the provider needs it to take the card safely.
				'reason'   => 'Needed to take a card payment the donor asked for (fraud prevention by the payment provider).',
			),
		);
	}
}
