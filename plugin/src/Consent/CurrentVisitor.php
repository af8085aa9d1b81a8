<?php
/**
 * The visitor of the current request as the consent decisions see it: region (query parameter,
 * configured country header, default), consent type from the site's region table, bot and DNT/GPC
 * signals, and the consent cookies.
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Answers consent questions for the current request from $_COOKIE and $_SERVER.
 */
final class CurrentVisitor {

	/**
	 * The contract's regions with the consent types the site owner chose.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function regions(): array {
		$regions = Contract::regions();
		foreach ( (array) ConsentSettings::get( 'consent_types' ) as $id => $type ) {
			if ( isset( $regions[ $id ] ) ) {
				$regions[ $id ]['type'] = $type;
			}
		}
		return $regions;
	}

	/**
	 * Region, consent type and where the region came from.
	 *
	 * @param string|null $query_region An explicit region (REST parameter); null reads the query string.
	 * @return array{region: string, consentType: string, source: string}
	 */
	public static function region( ?string $query_region = null ): array {
		if ( null === $query_region ) {
			$parameter    = (string) Contract::get( 'queryParameters' )['userRegion'];
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only display choice.
			$query_region = isset( $_GET[ $parameter ] ) && is_string( $_GET[ $parameter ] ) ? sanitize_key( wp_unslash( $_GET[ $parameter ] ) ) : '';
		}
		return Regions::resolve(
			array(
				'regions'        => self::regions(),
				'query_region'   => $query_region,
				'country'        => self::country(),
				'default_region' => (string) ConsentSettings::get( 'default_region' ),
			)
		);
	}

	/**
	 * The ISO country from the configured header (e.g. a CDN's), '' when none is configured or sent.
	 */
	public static function country(): string {
		$header = (string) ConsentSettings::get( 'region_header' );
		if ( '' === $header ) {
			return '';
		}
		$key = 'HTTP_' . strtoupper( str_replace( '-', '_', $header ) );
		return isset( $_SERVER[ $key ] ) && is_string( $_SERVER[ $key ] ) ? strtoupper( substr( sanitize_text_field( wp_unslash( $_SERVER[ $key ] ) ), 0, 2 ) ) : '';
	}

	/**
	 * The decision context: bot, DNT/GPC, consent type, current policy id.
	 *
	 * @return array<string, mixed>
	 */
	public static function context(): array {
		$region = self::region();
		return Visitor::context( self::server(), $region['consentType'], (int) ConsentSettings::get( 'policy_id' ), (bool) ConsentSettings::get( 'respect_dnt' ) );
	}

	/**
	 * The request's cookies (only the consent cookies matter).
	 *
	 * @return array<string, string>
	 */
	public static function cookies(): array {
		$jar    = array();
		$prefix = (string) Contract::get( 'cookiePrefix' );
		foreach ( $_COOKIE as $name => $value ) {
			if ( is_string( $value ) && 0 === strpos( (string) $name, $prefix ) ) {
				$jar[ (string) $name ] = sanitize_text_field( wp_unslash( $value ) );
			}
		}
		return $jar;
	}

	/**
	 * Whether the visitor consented to a category (functional always; anonymous statistics with statistics).
	 *
	 * @param string $category Category.
	 */
	public static function has_consent( string $category ): bool {
		if ( ! ConsentSettings::enabled() ) {
			return true; // No consent management on this site: nothing is withheld.
		}
		if ( (string) Contract::get( 'anonymousStatistics' ) === $category ) {
			$category = 'statistics';
		}
		if ( ! in_array( $category, Contract::categories(), true ) ) {
			return false;
		}
		return Decisions::has_consent( $category, self::cookies(), self::context() );
	}

	/**
	 * Whether the visitor consented to a service (its own choice, else its category's).
	 *
	 * @param string $service Service slug.
	 */
	public static function has_service_consent( string $service ): bool {
		if ( ! ConsentSettings::enabled() ) {
			return true;
		}
		$category = 'marketing';
		foreach ( (array) ConsentSettings::get( 'services' ) as $known ) {
			if ( $known['slug'] === $service ) {
				$category = (string) $known['category'];
			}
		}
		return Decisions::has_service_consent( $service, $category, self::cookies(), self::context() );
	}

	/**
	 * The server variables the visitor checks read (user agent, DNT, Sec-GPC).
	 *
	 * @return array<string, string>
	 */
	private static function server(): array {
		$server = array();
		foreach ( array( 'HTTP_USER_AGENT', 'HTTP_DNT', 'HTTP_SEC_GPC' ) as $key ) {
			if ( isset( $_SERVER[ $key ] ) && is_string( $_SERVER[ $key ] ) ) {
				$server[ $key ] = sanitize_text_field( wp_unslash( $_SERVER[ $key ] ) );
			}
		}
		return $server;
	}
}
