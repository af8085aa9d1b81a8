<?php
/**
 * The visitor's region and consent type.
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * The twin of src/consent/region.ts: the cmplz_user_region query parameter (a region id or a country
 * code) wins, then the country of the configured request header, then the default region. A region
 * not in the table runs optin.
 */
final class Regions {

	/**
	 * The region whose countries contain a country code, or null.
	 *
	 * @param string                              $country ISO 3166-1 alpha-2 code, any case.
	 * @param array<string, array<string, mixed>> $regions Region table.
	 */
	public static function region_for_country( string $country, array $regions ): ?string {
		$code = strtoupper( trim( $country ) );
		if ( ! preg_match( '/^[A-Z]{2}$/', $code ) ) {
			return null;
		}
		foreach ( $regions as $id => $rule ) {
			if ( isset( $rule['countries'] ) && in_array( $code, (array) $rule['countries'], true ) ) {
				return (string) $id;
			}
		}
		return null;
	}

	/**
	 * A region's consent type; unknown regions and unknown types run optin.
	 *
	 * @param string                              $region  Region id.
	 * @param array<string, array<string, mixed>> $regions Region table.
	 */
	public static function consent_type( string $region, array $regions ): string {
		$type = isset( $regions[ $region ]['type'] ) ? (string) $regions[ $region ]['type'] : '';
		if ( in_array( $type, (array) Contract::get( 'consentTypes' ), true ) ) {
			return $type;
		}
		return (string) Contract::get( 'defaults' )['unknownRegionConsentType'];
	}

	/**
	 * The visitor's region, consent type and where the region came from.
	 *
	 * @param array<string, mixed> $input query_region, country, default_region, regions (optional).
	 * @return array{region: string, consentType: string, source: string}
	 */
	public static function resolve( array $input ): array {
		$regions = isset( $input['regions'] ) && is_array( $input['regions'] ) ? $input['regions'] : Contract::regions();
		$query   = isset( $input['query_region'] ) ? (string) $input['query_region'] : '';
		if ( '' !== $query ) {
			$id     = strtolower( trim( $query ) );
			$region = array_key_exists( $id, $regions ) ? $id : self::region_for_country( $query, $regions );
			if ( null !== $region ) {
				return self::answer( $region, $regions, 'query' );
			}
		}
		$country = isset( $input['country'] ) ? (string) $input['country'] : '';
		if ( '' !== $country ) {
			$region = self::region_for_country( $country, $regions );
			if ( null !== $region ) {
				return self::answer( $region, $regions, 'country' );
			}
		}
		$default = isset( $input['default_region'] ) ? (string) $input['default_region'] : '';
		if ( '' === $default ) {
			$default = (string) Contract::get( 'defaults' )['region'];
		}
		return self::answer( strtolower( $default ), $regions, 'default' );
	}

	/**
	 * One answer.
	 *
	 * @param string                              $region  Region id.
	 * @param array<string, array<string, mixed>> $regions Region table.
	 * @param string                              $source  query|country|default.
	 * @return array{region: string, consentType: string, source: string}
	 */
	private static function answer( string $region, array $regions, string $source ): array {
		return array(
			'region'      => $region,
			'consentType' => self::consent_type( $region, $regions ),
			'source'      => $source,
		);
	}
}
