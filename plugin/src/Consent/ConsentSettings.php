<?php
/**
 * The banner's settings: one option, `opengive_consent`, read through defaults and checked on every
 * write (REST settings route, demo seed).
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

use OpenGive\Consent\Settings\Sanitisers;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Reads, checks and stores the consent settings.
 */
final class ConsentSettings {

	const OPTION = 'opengive_consent';

	const TEXT_KEYS = array( 'title', 'message', 'accept', 'deny', 'save', 'view_preferences', 'manage_settings', 'manage_consent', 'close', 'placeholder', 'accept_and_show' );

	/**
	 * Every setting with its default.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		$contract = (array) Contract::get( 'defaults' );
		$types    = array();
		foreach ( Contract::regions() as $id => $rule ) {
			$types[ $id ] = (string) $rule['type'];
		}
		return array(
			// Off on a fresh install: a plugin update must not put a banner on a site by surprise. Off,
			// nothing is blocked and every category counts as allowed (no consent management).
			'banner_enabled'       => false,
			// Bumping it voids every stored consent: the banner asks everyone again.
			'policy_id'            => (int) $contract['policyId'],
			// Raised on every save, so browsers refetch cached banner data.
			'banner_version'       => 1,
			'default_region'       => (string) $contract['region'],
			// A request header carrying the visitor's ISO country (e.g. CF-IPCountry); empty: default region.
			'region_header'        => '',
			'consent_types'        => $types,
			'dismiss_on_scroll'    => (bool) $contract['dismissOnScroll'],
			'dismiss_timeout_ms'   => (int) $contract['dismissTimeoutMs'],
			'cookie_expiry_days'   => (int) $contract['cookieExpiryDays'],
			'store_consent'        => (bool) $contract['storeConsent'],
			'clean_cookies'        => (bool) $contract['cleanCookies'],
			'respect_dnt'          => (bool) $contract['respectDoNotTrack'],
			'log_retention_months' => 12,
			'privacy_policy_url'   => '',
			'texts'                => self::default_texts(),
			'categories'           => self::default_categories(),
			'services'             => ServiceCatalogue::defaults(),
		);
	}

	/**
	 * The banner's default wording.
	 *
	 * @return array<string, string>
	 */
	public static function default_texts(): array {
		return array(
			'title'            => __( 'Manage cookie consent', 'opengive' ),
			'message'          => __( 'We use cookies to keep this site working and, with your permission, to measure visits and show videos from other sites. You can change your choice at any time.', 'opengive' ),
			'accept'           => __( 'Accept all', 'opengive' ),
			'deny'             => __( 'Deny', 'opengive' ),
			'save'             => __( 'Save preferences', 'opengive' ),
			'view_preferences' => __( 'View preferences', 'opengive' ),
			'manage_settings'  => __( 'Manage settings', 'opengive' ),
			'manage_consent'   => __( 'Manage consent', 'opengive' ),
			'close'            => __( 'Close dialog', 'opengive' ),
			'placeholder'      => __( 'This content comes from %s, which may set cookies. Accept to see it.', 'opengive' ),
			'accept_and_show'  => __( 'Accept and show', 'opengive' ),
		);
	}

	/**
	 * The four categories' labels and descriptions.
	 *
	 * @return array<string, array<string, string>>
	 */
	public static function default_categories(): array {
		return array(
			'functional'  => array(
				'label'       => __( 'Functional', 'opengive' ),
				'description' => __( 'Needed for the site to work: your session, your consent choice and secure payments. Always on.', 'opengive' ),
			),
			'preferences' => array(
				'label'       => __( 'Preferences', 'opengive' ),
				'description' => __( 'Remember choices such as language and show profile pictures.', 'opengive' ),
			),
			'statistics'  => array(
				'label'       => __( 'Statistics', 'opengive' ),
				'description' => __( 'Count visits and see which pages help people give.', 'opengive' ),
			),
			'marketing'   => array(
				'label'       => __( 'Marketing', 'opengive' ),
				'description' => __( 'Videos, maps and social media from other sites, which may follow you across the web.', 'opengive' ),
			),
		);
	}

	/**
	 * The stored settings over the defaults (nested texts and categories merged key by key).
	 *
	 * @return array<string, mixed>
	 */
	public static function all(): array {
		$defaults = self::defaults();
		$stored   = get_option( self::OPTION, array() );
		$stored   = is_array( $stored ) ? $stored : array();
		$settings = array_merge( $defaults, array_intersect_key( $stored, $defaults ) );
		foreach ( array( 'texts', 'categories', 'consent_types' ) as $nested ) {
			$settings[ $nested ] = array_merge( $defaults[ $nested ], is_array( $settings[ $nested ] ) ? $settings[ $nested ] : array() );
		}
		return (array) apply_filters( 'opengive_consent_settings', $settings );
	}

	/**
	 * Whether the banner runs (and OpenGive manages consent on this site).
	 */
	public static function enabled(): bool {
		return (bool) self::get( 'banner_enabled' );
	}

	/**
	 * One setting.
	 *
	 * @param string $key Key.
	 * @return mixed
	 */
	public static function get( string $key ) {
		$all = self::all();
		return array_key_exists( $key, $all ) ? $all[ $key ] : null;
	}

	/**
	 * Checks a partial update against the current settings and stores it. The banner version goes up
	 * by one on every save so browsers drop their cached banner data.
	 *
	 * @param array<string, mixed> $changes Keys to change.
	 * @return array<string, mixed> The stored settings.
	 * @throws ValidationException On the first bad value (nothing is stored).
	 */
	public static function update( array $changes ): array {
		$current = self::all();
		$unknown = array_diff( array_keys( $changes ), array_keys( self::defaults() ) );
		if ( array() !== $unknown ) {
			throw new ValidationException( 'opengive_consent_unknown_setting', sprintf( /* translators: %s: setting name */ __( 'There is no consent setting called "%s".', 'opengive' ), (string) reset( $unknown ) ), (string) reset( $unknown ) );
		}
		$next = $current;
		foreach ( $changes as $key => $value ) {
			$next[ $key ] = self::check( (string) $key, $value, $current );
		}
		$next['banner_version'] = (int) $current['banner_version'] + 1;
		update_option( self::OPTION, $next );
		return self::all();
	}

	/**
	 * One checked value, by the setting's type in plugin/data/consent-settings-schema.json.
	 *
	 * @param string               $key     Setting.
	 * @param mixed                $value   Proposed value.
	 * @param array<string, mixed> $current Current settings.
	 * @return mixed
	 * @throws ValidationException When the value does not fit.
	 */
	private static function check( string $key, $value, array $current ) {
		$rule = self::schema()[ $key ];
		$type = (string) $rule['type'];
		if ( 'integer' === $type ) {
			return Sanitisers::integer( $key, $value, (int) $rule['min'], null === $rule['max'] ? PHP_INT_MAX : (int) $rule['max'] );
		}
		return Sanitisers::$type( $key, $value, $current );
	}

	/**
	 * Setting => its rule (type, bounds), read once from plugin/data/consent-settings-schema.json.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function schema(): array {
		static $schema = null;
		if ( null === $schema ) {
			$json   = file_get_contents( OPENGIVE_DIR . '/data/consent-settings-schema.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local data file.
			$data   = json_decode( (string) $json, true );
			$schema = is_array( $data ) && isset( $data['settings'] ) ? (array) $data['settings'] : array();
		}
		return $schema;
	}
}
