<?php
/**
 * The legacy admin-ajax action give_get_states (spec section 7).
 *
 * @package OpenGive
 */

namespace OpenGive\Forms\Ajax;

use OpenGive\Support\Address\AddressRules;

defined( 'ABSPATH' ) || exit;

/**
 * Answers GiveWP's give_get_states call with its field names: states_found, data (the options
 * markup), states_label, default_state, show_field, states_require, city_require, zip_require.
 */
final class GetStatesAction {

	const ACTION = 'give_get_states';

	/**
	 * Handles the request and exits.
	 */
	public static function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- public reference data, nothing written.
		$country = isset( $_POST['country'] ) ? strtoupper( sanitize_key( wp_unslash( $_POST['country'] ) ) ) : '';
		// phpcs:enable
		if ( ! AddressRules::is_country( $country ) ) {
			wp_send_json(
				array(
					'success' => false,
					'message' => __( 'Please choose a country from the list.', 'opengive' ),
				),
				400
			);
		}
		$requirements = AddressRules::requirements( $country );
		wp_send_json(
			array(
				'success'        => true,
				'states_found'   => $requirements['statesFound'],
				'data'           => self::options( $requirements['states'], $requirements['defaultState'] ),
				'states_label'   => $requirements['statesLabel'],
				'default_state'  => $requirements['defaultState'],
				'show_field'     => $requirements['showField'],
				'states_require' => $requirements['statesRequire'],
				'city_require'   => $requirements['cityRequire'],
				'zip_require'    => $requirements['zipRequire'],
			)
		);
	}

	/**
	 * The <option> markup for a state list ('' when the country has none).
	 *
	 * @param array<string, string> $states   Code => name.
	 * @param string                $selected Selected code.
	 */
	private static function options( array $states, string $selected ): string {
		if ( array() === $states ) {
			return '';
		}
		$html = '<option value="">' . esc_html__( 'Select a state…', 'opengive' ) . '</option>';
		foreach ( $states as $code => $name ) {
			$html .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( (string) $code ), selected( $selected, (string) $code, false ), esc_html( $name ) );
		}
		return $html;
	}
}
