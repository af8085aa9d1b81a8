<?php
/**
 * The banner's settings: one option, `opengive_consent`, read through defaults and checked on every
 * write (REST settings route, demo seed).
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

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
	 * One checked value.
	 *
	 * @param string               $key     Setting.
	 * @param mixed                $value   Proposed value.
	 * @param array<string, mixed> $current Current settings.
	 * @return mixed
	 * @throws ValidationException When the value does not fit.
	 */
	private static function check( string $key, $value, array $current ) {
		switch ( $key ) {
			case 'policy_id':
			case 'banner_version':
				return self::integer( $key, $value, 1, PHP_INT_MAX );
			case 'dismiss_timeout_ms':
				return self::integer( $key, $value, 0, 600000 );
			case 'cookie_expiry_days':
				return self::integer( $key, $value, 1, 3650 );
			case 'log_retention_months':
				return self::integer( $key, $value, 1, 120 );
			case 'banner_enabled':
			case 'dismiss_on_scroll':
			case 'store_consent':
			case 'clean_cookies':
			case 'respect_dnt':
				if ( ! is_bool( $value ) ) {
					throw self::invalid( $key, __( 'must be true or false', 'opengive' ) );
				}
				return $value;
			case 'default_region':
				if ( ! is_string( $value ) || ! array_key_exists( $value, (array) $current['consent_types'] ) ) {
					throw self::invalid( $key, __( 'must be one of the configured regions', 'opengive' ) );
				}
				return $value;
			case 'region_header':
				if ( ! is_string( $value ) || ! preg_match( '/^[A-Za-z0-9-]{0,64}$/', $value ) ) {
					throw self::invalid( $key, __( 'must be a header name (letters, digits and dashes) or empty', 'opengive' ) );
				}
				return $value;
			case 'privacy_policy_url':
				if ( ! is_string( $value ) || ( '' !== $value && ! wp_http_validate_url( $value ) && 0 !== strpos( $value, '/' ) ) ) {
					throw self::invalid( $key, __( 'must be an address or empty', 'opengive' ) );
				}
				return esc_url_raw( $value );
			case 'consent_types':
				return self::consent_types( $value, $current );
			case 'texts':
				return self::texts( $value, $current );
			case 'categories':
				return self::categories( $value, $current );
			case 'services':
				return self::services( $value );
		}
		return $value;
	}

	/**
	 * An integer in a range.
	 *
	 * @param string $key   Setting.
	 * @param mixed  $value Value.
	 * @param int    $min   Smallest.
	 * @param int    $max   Largest.
	 * @throws ValidationException Outside the range, or not an integer.
	 */
	private static function integer( string $key, $value, int $min, int $max ): int {
		if ( ! is_int( $value ) || $value < $min || $value > $max ) {
			/* translators: 1: smallest, 2: largest */
			throw self::invalid( $key, sprintf( __( 'must be a whole number from %1$d to %2$d', 'opengive' ), $min, $max ) );
		}
		return $value;
	}

	/**
	 * Region => optin | optout | other, for known regions only.
	 *
	 * @param mixed                $value   Map.
	 * @param array<string, mixed> $current Current settings.
	 * @return array<string, string>
	 * @throws ValidationException On an unknown region or type.
	 */
	private static function consent_types( $value, array $current ): array {
		if ( ! is_array( $value ) ) {
			throw self::invalid( 'consent_types', __( 'must map regions to optin, optout or other', 'opengive' ) );
		}
		$types = (array) $current['consent_types'];
		foreach ( $value as $region => $type ) {
			if ( ! array_key_exists( (string) $region, Contract::regions() ) || ! in_array( $type, (array) Contract::get( 'consentTypes' ), true ) ) {
				throw self::invalid( 'consent_types', __( 'must map regions to optin, optout or other', 'opengive' ) );
			}
			$types[ (string) $region ] = (string) $type;
		}
		return $types;
	}

	/**
	 * Banner texts: known keys, plain text up to 1000 characters.
	 *
	 * @param mixed                $value   Map.
	 * @param array<string, mixed> $current Current settings.
	 * @return array<string, string>
	 * @throws ValidationException On an unknown key or a non-text value.
	 */
	private static function texts( $value, array $current ): array {
		if ( ! is_array( $value ) ) {
			throw self::invalid( 'texts', __( 'must be a map of banner texts', 'opengive' ) );
		}
		$texts = (array) $current['texts'];
		foreach ( $value as $key => $text ) {
			if ( ! in_array( $key, self::TEXT_KEYS, true ) || ! is_string( $text ) || '' === trim( $text ) || mb_strlen( $text ) > 1000 ) {
				throw self::invalid( 'texts', sprintf( /* translators: %s: text key */ __( 'has a bad value for "%s" (text of 1 to 1000 characters)', 'opengive' ), (string) $key ) );
			}
			$texts[ $key ] = sanitize_textarea_field( $text );
		}
		return $texts;
	}

	/**
	 * Category labels and descriptions.
	 *
	 * @param mixed                $value   Map.
	 * @param array<string, mixed> $current Current settings.
	 * @return array<string, array<string, string>>
	 * @throws ValidationException On an unknown category or a bad text.
	 */
	private static function categories( $value, array $current ): array {
		if ( ! is_array( $value ) ) {
			throw self::invalid( 'categories', __( 'must be a map of the four categories', 'opengive' ) );
		}
		$categories = (array) $current['categories'];
		foreach ( $value as $category => $texts ) {
			if ( ! in_array( $category, Contract::categories(), true ) || ! is_array( $texts ) ) {
				throw self::invalid( 'categories', __( 'must be a map of the four categories', 'opengive' ) );
			}
			foreach ( array( 'label', 'description' ) as $field ) {
				if ( isset( $texts[ $field ] ) ) {
					if ( ! is_string( $texts[ $field ] ) || mb_strlen( $texts[ $field ] ) > 1000 ) {
						throw self::invalid( 'categories', __( 'labels and descriptions must be text up to 1000 characters', 'opengive' ) );
					}
					$categories[ $category ][ $field ] = sanitize_textarea_field( $texts[ $field ] );
				}
			}
		}
		return $categories;
	}

	/**
	 * The whole service list (replaces the stored one).
	 *
	 * @param mixed $value List.
	 * @return array<int, array<string, mixed>>
	 * @throws ValidationException On a bad service.
	 */
	private static function services( $value ): array {
		if ( ! is_array( $value ) || count( $value ) > 100 ) {
			throw self::invalid( 'services', __( 'must be a list of up to 100 services', 'opengive' ) );
		}
		$services = array();
		$slugs    = array();
		foreach ( array_values( $value ) as $service ) {
			$slug = is_array( $service ) && isset( $service['slug'] ) ? $service['slug'] : null;
			if ( ! is_string( $slug ) || ! preg_match( '/^[a-z0-9][a-z0-9_-]{0,63}$/', $slug ) || in_array( $slug, $slugs, true ) ) {
				throw self::invalid( 'services', __( 'each service needs a unique slug of lowercase letters, digits, - and _', 'opengive' ) );
			}
			if ( ! isset( $service['category'] ) || ! in_array( $service['category'], Contract::categories(), true ) ) {
				throw self::invalid( 'services', sprintf( /* translators: %s: service slug */ __( 'service "%s" needs one of the four categories', 'opengive' ), $slug ) );
			}
			$name = isset( $service['name'] ) && is_string( $service['name'] ) && '' !== trim( $service['name'] ) ? sanitize_text_field( $service['name'] ) : $slug;
			$services[] = array(
				'slug'     => $slug,
				'name'     => $name,
				'category' => $service['category'],
				'cookies'  => self::names( $service, 'cookies', $slug ),
				'patterns' => self::names( $service, 'patterns', $slug ),
				'reason'   => isset( $service['reason'] ) && is_string( $service['reason'] ) ? sanitize_text_field( $service['reason'] ) : '',
			);
			$slugs[] = $slug;
		}
		return $services;
	}

	/**
	 * A service's list of cookie names or address patterns.
	 *
	 * @param array<string, mixed> $service Service.
	 * @param string               $field   'cookies' or 'patterns'.
	 * @param string               $slug    Service slug (for the message).
	 * @return string[]
	 * @throws ValidationException On anything but short texts.
	 */
	private static function names( array $service, string $field, string $slug ): array {
		$list = isset( $service[ $field ] ) ? $service[ $field ] : array();
		if ( ! is_array( $list ) || count( $list ) > 50 ) {
			throw self::invalid( 'services', sprintf( /* translators: 1: service slug, 2: field */ __( 'service "%1$s": %2$s must be a list of up to 50 texts', 'opengive' ), $slug, $field ) );
		}
		$out = array();
		foreach ( $list as $item ) {
			if ( ! is_string( $item ) || '' === trim( $item ) || strlen( $item ) > 200 || preg_match( '/[\x00-\x1f<>]/', $item ) ) {
				throw self::invalid( 'services', sprintf( /* translators: 1: service slug, 2: field */ __( 'service "%1$s": %2$s must be a list of up to 50 texts', 'opengive' ), $slug, $field ) );
			}
			$out[] = trim( $item );
		}
		return $out;
	}

	/**
	 * The error for one setting.
	 *
	 * @param string $key    Setting.
	 * @param string $reason What is wrong.
	 */
	private static function invalid( string $key, string $reason ): ValidationException {
		/* translators: 1: setting name, 2: what is wrong */
		return new ValidationException( 'opengive_consent_invalid_setting', sprintf( __( 'The consent setting "%1$s" %2$s.', 'opengive' ), $key, $reason ), $key );
	}
}
