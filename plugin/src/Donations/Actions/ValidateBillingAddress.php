<?php
/**
 * The billing address, checked per country.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions;

use OpenGive\Support\Address\AddressRules;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Validation\FieldLimits;

defined( 'ABSPATH' ) || exit;

/**
 * Requires what the country requires (state only where states_require, city where city_require,
 * postcode where zip_require), and stores a listed state as its code.
 */
final class ValidateBillingAddress {

	/**
	 * Validates and cleans an address.
	 *
	 * @param array<string, mixed> $raw address1, address2, city, state, country, zip.
	 * @return array{address1: string, address2: string, city: string, state: string, country: string, zip: string}
	 * @throws ValidationException On the first part that breaks a rule.
	 */
	public function __invoke( array $raw ): array {
		$text    = static function ( string $key ) use ( $raw ): string {
			return trim( sanitize_text_field( (string) ( $raw[ $key ] ?? '' ) ) );
		};
		$country = strtoupper( $text( 'country' ) );
		if ( '' === $country ) {
			throw new ValidationException( 'opengive_country_required', __( 'Please choose your country.', 'opengive' ), 'country' );
		}
		if ( ! AddressRules::is_country( $country ) ) {
			throw new ValidationException( 'opengive_invalid_country', __( 'Please choose a country from the list.', 'opengive' ), 'country' );
		}
		$needs    = AddressRules::requirements( $country );
		$address1 = $text( 'address1' );
		if ( '' === $address1 ) {
			throw new ValidationException( 'opengive_address_required', __( 'Please enter your street address.', 'opengive' ), 'address1' );
		}
		$city = $text( 'city' );
		if ( $needs['cityRequire'] && '' === $city ) {
			throw new ValidationException( 'opengive_city_required', __( 'Please enter your town or city.', 'opengive' ), 'city' );
		}
		$state = $needs['showField'] ? $this->state( $text( 'state' ), $needs ) : '';
		$zip   = strtoupper( $text( 'zip' ) );
		if ( $needs['zipRequire'] && '' === $zip ) {
			throw new ValidationException( 'opengive_zip_required', __( 'Please enter your postcode.', 'opengive' ), 'zip' );
		}
		if ( '' !== $zip && ! preg_match( '/^[A-Z0-9][A-Z0-9 -]{1,18}[A-Z0-9]$/', $zip ) ) {
			throw new ValidationException( 'opengive_invalid_zip', __( 'Please check your postcode.', 'opengive' ), 'zip' );
		}
		// Each part against the column it is stored in (field-limits.json), before anything is written.
		foreach ( array(
			'address1' => $address1,
			'address2' => $text( 'address2' ),
			'city'     => $city,
			'state'    => $state,
		) as $field => $value ) {
			FieldLimits::check( $value, 'donations', $field, $field, 'opengive_address_too_long' );
		}
		return array(
			'address1' => $address1,
			'address2' => $text( 'address2' ),
			'city'     => $city,
			'state'    => $state,
			'country'  => $country,
			'zip'      => $zip,
		);
	}

	/**
	 * The state: a listed state's code (given as code or name), or the free text where there is no list.
	 *
	 * @param string               $value Submitted state.
	 * @param array<string, mixed> $needs The country's requirements.
	 * @throws ValidationException When required and missing, or not in the list.
	 */
	private function state( string $value, array $needs ): string {
		if ( '' === $value ) {
			if ( $needs['statesRequire'] ) {
				/* translators: %s: what the country calls its states, e.g. Province */
				throw new ValidationException( 'opengive_state_required', sprintf( __( 'Please choose your %s.', 'opengive' ), strtolower( $needs['statesLabel'] ) ), 'state' );
			}
			return '';
		}
		if ( ! $needs['statesFound'] ) {
			return $value; // Free text: its length is checked with the other parts.
		}
		foreach ( $needs['states'] as $code => $name ) {
			if ( 0 === strcasecmp( (string) $code, $value ) || 0 === strcasecmp( $name, $value ) ) {
				return (string) $code;
			}
		}
		/* translators: %s: what the country calls its states, e.g. Province */
		throw new ValidationException( 'opengive_invalid_state', sprintf( __( 'Please choose your %s from the list.', 'opengive' ), strtolower( $needs['statesLabel'] ) ), 'state' );
	}
}
