<?php
/**
 * Reads stored form settings through the sanitiser each schema entry names.
 *
 * @package OpenGive
 */

namespace OpenGive\Forms\ValueObjects;

use OpenGive\Support\Money\Currency;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * One sanitiser per kind of setting (plugin/data/form-settings.json names which): each takes the raw
 * stored value (null when missing), the setting's key, and the settings read so far, and answers the
 * clean value. Nothing here throws: stored meta from older versions or other tools reads as defaults.
 */
final class FormSettingsReader {

	/**
	 * Clean values keyed by setting key, from the stored meta.
	 *
	 * @param array<string, mixed> $raw Stored meta.
	 * @return array<string, mixed>
	 * @throws \LogicException When the data file names a sanitiser that does not exist.
	 */
	public static function read( array $raw ): array {
		$values = array();
		foreach ( FormSettingsSchema::settings() as $key => $setting ) {
			$method = 'read_' . strtolower( (string) preg_replace( '/[A-Z]/', '_$0', (string) $setting['sanitiser'] ) );
			if ( ! method_exists( self::class, $method ) ) {
				throw new \LogicException( 'Unknown form settings sanitiser: ' . $setting['sanitiser'] ); // phpcs:ignore WordPress.Security.EscapeOutput -- never shown; a packaging error for the log.
			}
			$values[ $key ] = self::$method( array_key_exists( $key, $raw ) ? $raw[ $key ] : null, $key, $values );
		}
		return $values;
	}

	/**
	 * A flag; missing means the default.
	 *
	 * @param mixed  $raw Stored value.
	 * @param string $key Setting key.
	 */
	private static function read_bool( $raw, string $key ): bool {
		return null === $raw ? (bool) FormSettingsSchema::default_value( $key ) : (bool) $raw;
	}

	/**
	 * Text; missing means the default.
	 *
	 * @param mixed  $raw Stored value.
	 * @param string $key Setting key.
	 */
	private static function read_string( $raw, string $key ): string {
		return null === $raw ? (string) FormSettingsSchema::default_value( $key ) : (string) $raw;
	}

	/**
	 * One of the schema's choices; anything else means the default.
	 *
	 * @param mixed  $raw Stored value.
	 * @param string $key Setting key.
	 */
	private static function read_enum( $raw, string $key ): string {
		$value = self::read_string( $raw, $key );
		return in_array( $value, FormSettingsSchema::choices( $key ), true ) ? $value : (string) FormSettingsSchema::default_value( $key );
	}

	/**
	 * A positive integer, or null (0, negatives and missing mean "none").
	 *
	 * @param mixed $raw Stored value.
	 */
	private static function read_positive_int( $raw ): ?int {
		return null !== $raw && (int) $raw > 0 ? (int) $raw : null;
	}

	/**
	 * A list of strings; anything but a list means the default.
	 *
	 * @param mixed  $raw Stored value.
	 * @param string $key Setting key.
	 * @return string[]
	 */
	private static function read_string_list( $raw, string $key ): array {
		return is_array( $raw ) ? array_values( array_map( 'strval', $raw ) ) : (array) FormSettingsSchema::default_value( $key );
	}

	/**
	 * The currency: the form's own where it sets one, else the site's (Settings → General), and
	 * the currency table's defaults for the rest.
	 *
	 * @param mixed $raw Stored value.
	 */
	private static function read_currency( $raw ): Currency {
		$site = array(
			'code'               => (string) Settings::get( 'default_currency' ),
			'position'           => (string) Settings::get( 'currency_position' ),
			'thousandsSeparator' => (string) Settings::get( 'thousands_separator' ),
			'decimalSeparator'   => (string) Settings::get( 'decimal_separator' ),
		);
		return Currency::from_array( array_merge( $site, is_array( $raw ) ? $raw : array() ) );
	}

	/**
	 * Levels with an id and a positive amount, in display order.
	 *
	 * @param mixed $raw Stored value.
	 * @return DonationLevel[]
	 */
	private static function read_levels( $raw ): array {
		$levels = array();
		foreach ( is_array( $raw ) ? $raw : array() as $level ) {
			if ( is_array( $level ) && isset( $level['id'], $level['amount'] ) && (int) $level['amount'] > 0 ) {
				$levels[] = new DonationLevel( (string) $level['id'], (int) $level['amount'], isset( $level['label'] ) ? (string) $level['label'] : '' );
			}
		}
		return $levels;
	}

	/**
	 * The preselected level's id; missing means the first level.
	 *
	 * @param mixed                $raw    Stored value.
	 * @param string               $key    Setting key.
	 * @param array<string, mixed> $values Settings read so far (levels come first).
	 */
	private static function read_default_level( $raw, string $key, array $values ): string {
		if ( null !== $raw ) {
			return (string) $raw;
		}
		return $values['levels'] ? $values['levels'][0]->id : (string) FormSettingsSchema::default_value( $key );
	}

	/**
	 * Terms: enabled, label, text; anything but an object means the default.
	 *
	 * @param mixed  $raw Stored value.
	 * @param string $key Setting key.
	 * @return array{enabled: bool, label: string, text: string}
	 */
	private static function read_terms( $raw, string $key ): array {
		if ( ! is_array( $raw ) ) {
			return FormSettingsSchema::default_value( $key );
		}
		return array(
			'enabled' => ! empty( $raw['enabled'] ),
			'label'   => isset( $raw['label'] ) ? (string) $raw['label'] : '',
			'text'    => isset( $raw['text'] ) ? (string) $raw['text'] : '',
		);
	}

	/**
	 * Extra fields whose name matches the schema's pattern; an unknown type reads as text.
	 *
	 * @param mixed  $raw Stored value.
	 * @param string $key Setting key.
	 * @return array<int, array<string, mixed>>
	 */
	private static function read_custom_fields( $raw, string $key ): array {
		$pattern = '/' . FormSettingsSchema::setting( $key )['schema']['items']['properties']['name']['pattern'] . '/';
		$types   = FormSettingsSchema::choices( $key, 'type' );
		$fields  = array();
		foreach ( is_array( $raw ) ? $raw : array() as $field ) {
			if ( ! is_array( $field ) || ! isset( $field['name'], $field['label'] ) || ! preg_match( $pattern, (string) $field['name'] ) ) {
				continue;
			}
			$fields[] = array(
				'name'      => (string) $field['name'],
				'label'     => (string) $field['label'],
				'type'      => in_array( $field['type'] ?? 'text', $types, true ) ? (string) $field['type'] : 'text',
				'options'   => array_values( array_map( 'strval', (array) ( $field['options'] ?? array() ) ) ),
				'required'  => ! empty( $field['required'] ),
				'condition' => isset( $field['condition'] ) && is_array( $field['condition'] ) ? array(
					'field'    => (string) ( $field['condition']['field'] ?? '' ),
					'operator' => (string) ( $field['condition']['operator'] ?? '=' ),
					'value'    => (string) ( $field['condition']['value'] ?? '' ),
				) : null,
			);
		}
		return $fields;
	}

	/**
	 * Fee recovery; null when off or malformed. Each gateway entry is clamped to the schema's limits.
	 *
	 * @param mixed $raw Stored value.
	 * @return array<string, mixed>|null
	 */
	private static function read_fee_recovery( $raw ): ?array {
		if ( null === $raw ) {
			$raw = self::site_fee_recovery();
		}
		if ( ! is_array( $raw ) || empty( $raw['fee_recovery'] ) || ! isset( $raw['fee_data'] ) || ! is_array( $raw['fee_data'] ) ) {
			return null;
		}
		$limits = FormSettingsSchema::setting( 'feeRecovery' )['schema']['properties']['fee_data']['additionalProperties']['properties'];
		$data   = array();
		foreach ( $raw['fee_data'] as $gateway => $entry ) {
			if ( ! is_array( $entry ) || ! preg_match( '/^[a-z0-9_-]+$/', (string) $gateway ) ) {
				continue;
			}
			$data[ (string) $gateway ] = array(
				'percentage'       => max( 0.0, min( (float) $limits['percentage']['maximum'], (float) ( $entry['percentage'] ?? 0 ) ) ),
				'base_amount'      => max( 0.0, (float) ( $entry['base_amount'] ?? 0 ) ),
				'is_break_down'    => ! empty( $entry['is_break_down'] ),
				'give_fee_status'  => 'disabled' === ( $entry['give_fee_status'] ?? 'enabled' ) ? 'disabled' : 'enabled',
				'give_fee_disable' => ! empty( $entry['give_fee_disable'] ),
				'maxAmount'        => max( 0.0, (float) ( $entry['maxAmount'] ?? 0 ) ),
			);
		}
		return array() === $data ? null : array(
			'fee_recovery' => true,
			'fee_data'     => $data,
		);
	}

	/**
	 * The site's fee recovery (Settings → Payments), for a form that never set its own.
	 *
	 * @return array<string, mixed>|null
	 */
	private static function site_fee_recovery(): ?array {
		if ( ! Settings::get( 'fee_recovery_default' ) ) {
			return null;
		}
		return array(
			'fee_recovery' => true,
			'fee_data'     => array(
				'all_gateways' => array(
					'percentage'  => (float) Settings::get( 'fee_recovery_percentage' ),
					'base_amount' => (float) Settings::get( 'fee_recovery_base_amount' ),
				),
			),
		);
	}

	/**
	 * Recurring settings; null when off. Missing parts take the schema entry's fallback.
	 *
	 * @param mixed  $raw Stored value.
	 * @param string $key Setting key.
	 * @return array<string, mixed>|null
	 */
	private static function read_recurring( $raw, string $key ): ?array {
		if ( ! is_array( $raw ) || empty( $raw['is_recurring'] ) ) {
			return null;
		}
		$fallback = FormSettingsSchema::setting( $key )['fallback'];
		$schema   = FormSettingsSchema::setting( $key )['schema']['properties'];
		$all      = FormSettingsSchema::choices( $key, 'period' );
		$periods  = array_values( array_intersect( $all, array_map( 'strval', (array) ( $raw['periods'] ?? $fallback['periods'] ) ) ) );
		$period   = in_array( $raw['period'] ?? '', $all, true ) ? (string) $raw['period'] : ( $periods[0] ?? (string) $fallback['period'] );
		$multi    = array();
		foreach ( (array) ( $raw['multi'] ?? array() ) as $price_id => $entry ) {
			if ( is_array( $entry ) && isset( $entry['give_recurring_pretty_text'] ) ) {
				$multi[ (string) $price_id ] = array( 'give_recurring_pretty_text' => (string) $entry['give_recurring_pretty_text'] );
			}
		}
		$options = FormSettingsSchema::choices( $key, 'give_recurring_option' );
		$option  = (string) ( $raw['give_recurring_option'] ?? '' );
		return array(
			'is_recurring'          => true,
			'give_recurring_option' => in_array( $option, $options, true ) ? $option : (string) $fallback['give_recurring_option'],
			'period'                => $period,
			'periods'               => array() === $periods ? array( $period ) : $periods,
			'installments'          => max( (int) $schema['installments']['minimum'], (int) ( $raw['installments'] ?? $fallback['installments'] ) ),
			'multi'                 => (object) $multi,
		);
	}
}
