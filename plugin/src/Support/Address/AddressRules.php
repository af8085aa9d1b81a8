<?php
/**
 * Countries, states and which address parts a country requires.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Address;

defined( 'ABSPATH' ) || exit;

/**
 * Reads plugin/data (generated from country-region-data, rules in address-rules.json, which the
 * browser reads too) and answers the spec's state-list questions for a country.
 */
final class AddressRules {

	/**
	 * Decoded data files, by name.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private static $cache = array();

	/**
	 * Country names by ISO code, sorted by name.
	 *
	 * @return array<string, string>
	 */
	public static function countries(): array {
		return self::load( 'countries' );
	}

	/**
	 * Whether a code names a country we know.
	 *
	 * @param string $code ISO 3166-1 alpha-2 code.
	 */
	public static function is_country( string $code ): bool {
		return isset( self::countries()[ strtoupper( $code ) ] );
	}

	/**
	 * The state list for a country (code => name); empty when the country has no list.
	 *
	 * @param string $code Country code.
	 * @return array<string, string>
	 */
	public static function states( string $code ): array {
		$code = strtoupper( $code );
		if ( ! preg_match( '/^[A-Z]{2}$/', $code ) || ! in_array( $code, self::rules()['stateList'], true ) ) {
			return array();
		}
		return self::load( 'states/' . $code );
	}

	/**
	 * What the billing address of a country needs (the spec's give_get_states answer, camelCased).
	 *
	 * @param string $code Country code.
	 * @return array{statesFound: bool, states: array<string, string>, statesLabel: string, defaultState: string, showField: bool, statesRequire: bool, cityRequire: bool, zipRequire: bool}
	 */
	public static function requirements( string $code ): array {
		$code   = strtoupper( $code );
		$rules  = self::rules();
		$states = self::states( $code );
		$labels = $rules['stateLabels'];
		return array(
			'statesFound'   => array() !== $states,
			'states'        => $states,
			'statesLabel'   => isset( $labels[ $code ] ) ? translate( $labels[ $code ], 'opengive' ) : __( 'State / Province / County', 'opengive' ), // phpcs:ignore WordPress.WP.I18n.LowLevelTranslationFunction,WordPress.WP.I18n.NonSingularStringLiteralText -- labels come from our data file; translators see them via the .pot built from it.
			'defaultState'  => '',
			'showField'     => ! in_array( $code, $rules['noState'], true ),
			'statesRequire' => in_array( $code, $rules['stateRequired'], true ),
			'cityRequire'   => ! in_array( $code, $rules['noCity'], true ),
			'zipRequire'    => ! in_array( $code, $rules['noPostcode'], true ),
		);
	}

	/**
	 * The rules file.
	 *
	 * @return array<string, mixed>
	 */
	private static function rules(): array {
		return self::load( 'address-rules' );
	}

	/**
	 * A decoded data file.
	 *
	 * @param string $name Path under plugin/data without .json.
	 * @return array<string, mixed>
	 */
	private static function load( string $name ): array {
		if ( ! isset( self::$cache[ $name ] ) ) {
			$json                 = file_get_contents( OPENGIVE_DIR . '/data/' . $name . '.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local data file.
			$data                 = json_decode( (string) $json, true );
			self::$cache[ $name ] = is_array( $data ) ? $data : array();
		}
		return self::$cache[ $name ];
	}
}
