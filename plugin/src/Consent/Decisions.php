<?php
/**
 * Consent decisions for server-rendered content.
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * The twin of src/consent/decisions.ts: both pass tests/fixtures/consent/decisions.json. It follows
 * the banner's (JavaScript) rules rather than Complianz's PHP ones, so a page rendered on the server
 * shows exactly what the banner would: bots always consent, functional always runs, DNT/GPC trusts
 * only an explicit allow, opt-out and 'other' allow until a cookie says deny, and a stale policy id
 * voids every choice.
 *
 * Context keys: is_bot (bool), dnt_or_gpc (bool), consent_type (string), current_policy_id (int).
 */
final class Decisions {

	/**
	 * Whether a category may run, from the visitor's cookies.
	 *
	 * @param string                $category Category.
	 * @param array<string, string> $cookies  Cookie jar (prefixed names), e.g. $_COOKIE.
	 * @param array<string, mixed>  $context  Visitor context.
	 */
	public static function has_consent( string $category, array $cookies, array $context ): bool {
		$is_bot = ! empty( $context['is_bot'] );
		if ( ! $is_bot && Contract::get( 'alwaysAllowed' ) !== $category && self::policy_changed_in( $cookies, $context ) ) {
			return false;
		}
		$name = Contract::cookie_name( $category );
		return self::decide(
			$category,
			$is_bot,
			! empty( $context['dnt_or_gpc'] ),
			isset( $context['consent_type'] ) ? (string) $context['consent_type'] : '',
			isset( $cookies[ $name ] ) ? (string) $cookies[ $name ] : ''
		);
	}

	/**
	 * Whether a service may run: its own stored choice, else its category's answer.
	 *
	 * @param string                $service  Service slug.
	 * @param string                $category The service's category.
	 * @param array<string, string> $cookies  Cookie jar.
	 * @param array<string, mixed>  $context  Visitor context.
	 */
	public static function has_service_consent( string $service, string $category, array $cookies, array $context ): bool {
		$category_consent = self::has_consent( $category, $cookies, $context );
		if ( ! empty( $context['is_bot'] ) || self::policy_changed_in( $cookies, $context ) ) {
			return $category_consent;
		}
		$name     = Contract::cookie_name( (string) Contract::get( 'cookies' )['consentedServices'] );
		$services = self::parse_services( isset( $cookies[ $name ] ) ? (string) $cookies[ $name ] : '' );
		if ( array_key_exists( $service, $services ) ) {
			return self::is_consented( $services[ $service ] );
		}
		return $category_consent;
	}

	/**
	 * The decision itself (hasConsent of the banner), without reading cookies.
	 *
	 * @param string $category     Category.
	 * @param bool   $is_bot       Crawler.
	 * @param bool   $dnt_or_gpc   Do Not Track / Global Privacy Control applies.
	 * @param string $consent_type optin|optout|other; anything else is treated as optin.
	 * @param string $cookie_value The category cookie, '' when unset.
	 */
	public static function decide( string $category, bool $is_bot, bool $dnt_or_gpc, string $consent_type, string $cookie_value ): bool {
		if ( $is_bot || Contract::get( 'alwaysAllowed' ) === $category ) {
			return true;
		}
		$allow = (string) Contract::get( 'values' )['allow'];
		if ( $dnt_or_gpc ) {
			return $allow === $cookie_value;
		}
		if ( '' === $cookie_value && ( 'optout' === $consent_type || 'other' === $consent_type ) ) {
			return true;
		}
		return $allow === $cookie_value;
	}

	/**
	 * The consented-services cookie as slug => value. Missing, invalid or non-object JSON is empty.
	 *
	 * @param string $raw Cookie text.
	 * @return array<string, mixed>
	 */
	public static function parse_services( string $raw ): array {
		if ( false !== strpos( $raw, '%' ) ) {
			$raw = rawurldecode( $raw );
		}
		// Decoded as objects so a JSON list ("[true]") is told apart from a map and counts as empty.
		$value = json_decode( $raw );
		return $value instanceof \stdClass ? get_object_vars( $value ) : array();
	}

	/**
	 * Whether the stored policy id differs from the current one. A missing cookie is not a change.
	 * Read like JavaScript's parseInt, so both sides agree on odd values.
	 *
	 * @param string $stored  The cmplz_policy_id cookie.
	 * @param int    $current The site's policy id.
	 */
	public static function policy_changed( string $stored, int $current ): bool {
		if ( '' === $stored ) {
			return false;
		}
		if ( ! preg_match( '/^\s*([+-]?\d+)/', $stored, $match ) ) {
			return true;
		}
		return (int) $match[1] !== $current;
	}

	/**
	 * The categories WP Consent API also sets: allowing statistics allows anonymous statistics.
	 *
	 * @param string $category Category.
	 * @param string $value    allow|deny.
	 * @return array<int, array{category: string, value: string}>
	 */
	public static function linked_consents( string $category, string $value ): array {
		$own = array(
			'category' => $category,
			'value'    => $value,
		);
		if ( 'statistics' === $category && 'allow' === $value ) {
			return array(
				$own,
				array(
					'category' => (string) Contract::get( 'anonymousStatistics' ),
					'value'    => 'allow',
				),
			);
		}
		return array( $own );
	}

	/**
	 * Whether a stored service entry means consent: true, or 1.
	 *
	 * @param mixed $value Entry.
	 */
	private static function is_consented( $value ): bool {
		return true === $value || 1 === $value || 1.0 === $value;
	}

	/**
	 * policy_changed for a cookie jar and context.
	 *
	 * @param array<string, string> $cookies Cookie jar.
	 * @param array<string, mixed>  $context Visitor context.
	 */
	private static function policy_changed_in( array $cookies, array $context ): bool {
		$name    = Contract::cookie_name( (string) Contract::get( 'cookies' )['policyId'] );
		$stored  = isset( $cookies[ $name ] ) ? (string) $cookies[ $name ] : '';
		$current = isset( $context['current_policy_id'] ) ? (int) $context['current_policy_id'] : (int) Contract::get( 'defaults' )['policyId'];
		return self::policy_changed( $stored, $current );
	}
}
