<?php
/**
 * A donation form's settings.
 *
 * @package OpenGive
 */

namespace OpenGive\Forms\ValueObjects;

use OpenGive\Support\Money\Currency;

defined( 'ABSPATH' ) || exit;

/**
 * Typed view of the opengive_form_settings post meta, with defaults for anything missing.
 */
final class FormSettings {

	const META_KEY = 'opengive_form_settings';

	/**
	 * Levels, in display order.
	 *
	 * @var DonationLevel[]
	 */
	public $levels = array();

	/**
	 * Id of the preselected level.
	 *
	 * @var string
	 */
	public $default_level = '';

	/**
	 * Whether donors may type their own amount.
	 *
	 * @var bool
	 */
	public $custom_amount = true;

	/**
	 * Minimum custom amount, minor units; null for none.
	 *
	 * @var int|null
	 */
	public $minimum = null;

	/**
	 * Maximum custom amount, minor units; null for none.
	 *
	 * @var int|null
	 */
	public $maximum = null;

	/**
	 * Currency.
	 *
	 * @var Currency
	 */
	public $currency;

	/**
	 * Enabled gateway ids, in display order.
	 *
	 * @var string[]
	 */
	public $gateways = array( 'test' );

	/**
	 * buttons|radios|select.
	 *
	 * @var string
	 */
	public $level_display = 'buttons';

	/**
	 * Reads settings from the stored meta array.
	 *
	 * @param mixed $raw Stored meta value.
	 */
	public static function from_meta( $raw ): self {
		$raw      = is_array( $raw ) ? $raw : array();
		$settings = new self();
		foreach ( isset( $raw['levels'] ) && is_array( $raw['levels'] ) ? $raw['levels'] : array() as $level ) {
			if ( is_array( $level ) && isset( $level['id'], $level['amount'] ) && (int) $level['amount'] > 0 ) {
				$settings->levels[] = new DonationLevel( (string) $level['id'], (int) $level['amount'], isset( $level['label'] ) ? (string) $level['label'] : '' );
			}
		}
		$settings->default_level = isset( $raw['defaultLevel'] ) ? (string) $raw['defaultLevel'] : ( $settings->levels ? $settings->levels[0]->id : '' );
		$settings->custom_amount = isset( $raw['customAmount'] ) ? (bool) $raw['customAmount'] : true;
		$settings->minimum       = isset( $raw['minimum'] ) && (int) $raw['minimum'] > 0 ? (int) $raw['minimum'] : null;
		$settings->maximum       = isset( $raw['maximum'] ) && (int) $raw['maximum'] > 0 ? (int) $raw['maximum'] : null;
		$settings->currency      = Currency::from_array( isset( $raw['currency'] ) && is_array( $raw['currency'] ) ? $raw['currency'] : array() );
		if ( isset( $raw['gateways'] ) && is_array( $raw['gateways'] ) ) {
			$settings->gateways = array_values( array_map( 'strval', $raw['gateways'] ) );
		}
		$display                 = isset( $raw['levelDisplay'] ) ? (string) $raw['levelDisplay'] : 'buttons';
		$settings->level_display = in_array( $display, array( 'buttons', 'radios', 'select' ), true ) ? $display : 'buttons';
		return $settings;
	}

	/**
	 * The level with an id, if any.
	 *
	 * @param string $id Level id.
	 */
	public function level( string $id ): ?DonationLevel {
		foreach ( $this->levels as $level ) {
			if ( $level->id === $id ) {
				return $level;
			}
		}
		return null;
	}

	/**
	 * Level amounts in minor units.
	 *
	 * @return int[]
	 */
	public function level_amounts(): array {
		return array_map(
			static function ( DonationLevel $level ) {
				return $level->amount;
			},
			$this->levels
		);
	}

	/**
	 * JSON schema of the stored meta, used by register_post_meta so the block editor can edit it.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'levels'       => array(
					'type'  => 'array',
					'items' => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'id'     => array( 'type' => 'string' ),
							'amount' => array(
								'type'    => 'integer',
								'minimum' => 1,
							),
							'label'  => array( 'type' => 'string' ),
						),
					),
				),
				'defaultLevel' => array( 'type' => 'string' ),
				'customAmount' => array( 'type' => 'boolean' ),
				'minimum'      => array(
					'type'    => 'integer',
					'minimum' => 0,
				),
				'maximum'      => array(
					'type'    => 'integer',
					'minimum' => 0,
				),
				'currency'     => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array(
						'code'               => array(
							'type'    => 'string',
							'pattern' => '^[A-Z]{3}$',
						),
						'symbol'             => array( 'type' => 'string' ),
						'position'           => array(
							'type' => 'string',
							'enum' => array( 'before', 'after' ),
						),
						'thousandsSeparator' => array( 'type' => 'string' ),
						'decimalSeparator'   => array( 'type' => 'string' ),
						'decimals'           => array(
							'type'    => 'integer',
							'minimum' => 0,
							'maximum' => Currency::MAX_DECIMALS,
						),
					),
				),
				'gateways'     => array(
					'type'  => 'array',
					'items' => array( 'type' => 'string' ),
				),
				'levelDisplay' => array(
					'type' => 'string',
					'enum' => array( 'buttons', 'radios', 'select' ),
				),
			),
		);
	}
}
