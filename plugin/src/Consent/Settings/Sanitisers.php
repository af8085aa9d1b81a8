<?php
/**
 * One sanitiser per consent-setting type (the types are named in plugin/data/consent-settings-schema.json).
 * Each checks one proposed value and returns it cleaned, or throws the setting's error: a stable code
 * (opengive_consent_invalid_setting) with a sentence naming the setting.
 *
 * @package OpenGive
 */

namespace OpenGive\Consent\Settings;

use OpenGive\Consent\ConsentSettings;
use OpenGive\Consent\Contract;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * The consent settings' sanitisers.
 */
final class Sanitisers {

	/**
	 * true or false.
	 *
	 * @param string               $key     Setting.
	 * @param mixed                $value   Value.
	 * @param array<string, mixed> $current Current settings (unused).
	 * @throws ValidationException On anything else.
	 */
	public static function boolean( string $key, $value, array $current ): bool { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- one signature for every type.
		if ( ! is_bool( $value ) ) {
			throw self::invalid( $key, __( 'must be true or false', 'opengive' ) );
		}
		return $value;
	}

	/**
	 * One of the configured regions.
	 *
	 * @param string               $key     Setting.
	 * @param mixed                $value   Value.
	 * @param array<string, mixed> $current Current settings.
	 * @throws ValidationException On an unknown region.
	 */
	public static function region( string $key, $value, array $current ): string {
		if ( ! is_string( $value ) || ! array_key_exists( $value, (array) $current['consent_types'] ) ) {
			throw self::invalid( $key, __( 'must be one of the configured regions', 'opengive' ) );
		}
		return $value;
	}

	/**
	 * A request header name, or empty.
	 *
	 * @param string               $key     Setting.
	 * @param mixed                $value   Value.
	 * @param array<string, mixed> $current Current settings (unused).
	 * @throws ValidationException On anything else.
	 */
	public static function header( string $key, $value, array $current ): string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- one signature for every type.
		if ( ! is_string( $value ) || ! preg_match( '/^[A-Za-z0-9-]{0,64}$/', $value ) ) {
			throw self::invalid( $key, __( 'must be a header name (letters, digits and dashes) or empty', 'opengive' ) );
		}
		return $value;
	}

	/**
	 * An address (absolute, or a path on this site), or empty.
	 *
	 * @param string               $key     Setting.
	 * @param mixed                $value   Value.
	 * @param array<string, mixed> $current Current settings (unused).
	 * @throws ValidationException On anything else.
	 */
	public static function url( string $key, $value, array $current ): string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- one signature for every type.
		if ( ! is_string( $value ) || ( '' !== $value && ! wp_http_validate_url( $value ) && 0 !== strpos( $value, '/' ) ) ) {
			throw self::invalid( $key, __( 'must be an address or empty', 'opengive' ) );
		}
		return esc_url_raw( $value );
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
	public static function integer( string $key, $value, int $min, int $max ): int {
		if ( ! is_int( $value ) || $value < $min || $value > $max ) {
			/* translators: 1: smallest, 2: largest */
			throw self::invalid( $key, sprintf( __( 'must be a whole number from %1$d to %2$d', 'opengive' ), $min, $max ) );
		}
		return $value;
	}

	/**
	 * Region => optin | optout | other, for known regions only.
	 *
	 * @param string               $key     Setting.
	 * @param mixed                $value   Map.
	 * @param array<string, mixed> $current Current settings.
	 * @return array<string, string>
	 * @throws ValidationException On an unknown region or type.
	 */
	public static function consent_types( string $key, $value, array $current ): array {
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
	 * @param string               $key     Setting.
	 * @param mixed                $value   Map.
	 * @param array<string, mixed> $current Current settings.
	 * @return array<string, string>
	 * @throws ValidationException On an unknown key or a non-text value.
	 */
	public static function texts( string $key, $value, array $current ): array {
		if ( ! is_array( $value ) ) {
			throw self::invalid( 'texts', __( 'must be a map of banner texts', 'opengive' ) );
		}
		$texts = (array) $current['texts'];
		foreach ( $value as $key => $text ) {
			if ( ! in_array( $key, ConsentSettings::TEXT_KEYS, true ) || ! is_string( $text ) || '' === trim( $text ) || mb_strlen( $text ) > 1000 ) {
				throw self::invalid( 'texts', sprintf( /* translators: %s: text key */ __( 'has a bad value for "%s" (text of 1 to 1000 characters)', 'opengive' ), (string) $key ) );
			}
			$texts[ $key ] = sanitize_textarea_field( $text );
		}
		return $texts;
	}

	/**
	 * Category labels and descriptions.
	 *
	 * @param string               $key     Setting.
	 * @param mixed                $value   Map.
	 * @param array<string, mixed> $current Current settings.
	 * @return array<string, array<string, string>>
	 * @throws ValidationException On an unknown category or a bad text.
	 */
	public static function categories( string $key, $value, array $current ): array {
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
	 * @param string               $key     Setting.
	 * @param mixed                $value   List.
	 * @param array<string, mixed> $current Current settings (unused: the list is replaced whole).
	 * @return array<int, array<string, mixed>>
	 * @throws ValidationException On a bad service.
	 */
	public static function services( string $key, $value, array $current ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- one signature for every type.
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
