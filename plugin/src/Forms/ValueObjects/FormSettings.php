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

	const FIELD_TYPES = array( 'text', 'number', 'select', 'checkbox' );

	const DISPLAY_MODES = array( 'inline', 'modal', 'reveal', 'button' );

	/**
	 * How the company name is asked for.
	 */
	const COMPANY_MODES = array( 'none', 'optional', 'required', 'accountType' );

	/**
	 * Custom field names: short identifiers, safe as form field keys.
	 */
	const FIELD_NAME = '/^[a-z][A-Za-z0-9_]{0,39}$/';

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
	 * inline | modal (amounts inline, the rest in a dialog) | reveal (a button reveals the rest) |
	 * button (only a button; the form opens in a dialog).
	 *
	 * @var string
	 */
	public $display_mode = 'inline';

	/**
	 * Label of the reveal/open button.
	 *
	 * @var string
	 */
	public $button_label = '';

	/**
	 * Company name: 'none' (not asked), 'optional' (a yes/no choice reveals it), 'required', or
	 * 'accountType' (a bank account type choice; Business, value 1, reveals and requires it).
	 *
	 * @var string
	 */
	public $company = 'none';

	/**
	 * Whether the form asks for a billing address.
	 *
	 * @var bool
	 */
	public $billing_address = false;

	/**
	 * Whether donors may leave a comment.
	 *
	 * @var bool
	 */
	public $comment = false;

	/**
	 * Whether donors may give anonymously.
	 *
	 * @var bool
	 */
	public $anonymous = false;

	/**
	 * Terms the donor must accept: enabled, label, text.
	 *
	 * @var array{enabled: bool, label: string, text: string}
	 */
	public $terms = array(
		'enabled' => false,
		'label'   => '',
		'text'    => '',
	);

	/**
	 * Extra fields: name, label, type (text|number|select|checkbox), options, required, condition.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	public $custom_fields = array();

	/**
	 * Fee recovery (GiveWP's JSON): fee_recovery flag and fee_data (all_gateways or one entry per
	 * gateway: base_amount, percentage, is_break_down, give_fee_status, give_fee_disable, maxAmount);
	 * null when the form recovers no fees.
	 *
	 * @var array<string, mixed>|null
	 */
	public $fee_recovery = null;

	/**
	 * Recurring gifts (GiveWP's JSON): is_recurring, give_recurring_option ('yes_donor': the donor
	 * chooses once or a period; 'yes_admin': every gift recurs with `period`), period, periods (the
	 * donor's choices), installments (0: until cancelled), multi[price id].give_recurring_pretty_text;
	 * null when the form takes one-time gifts only.
	 *
	 * @var array<string, mixed>|null
	 */
	public $recurring = null;

	/**
	 * The campaign this form raises money for (its gifts count toward the campaign's goal), or null.
	 *
	 * @var int|null
	 */
	public $campaign_id = null;

	/**
	 * The minimum a new form starts with: one unit of its currency (e.g. $1.00, ¥1), in minor units.
	 * An editor who sets the minimum to 0 removes it, and then the spec's "no minimum" rule applies.
	 *
	 * @param mixed $raw The new form's stored meta (for its currency).
	 */
	public static function default_minimum( $raw ): int {
		$currency = Currency::from_array( is_array( $raw ) && isset( $raw['currency'] ) && is_array( $raw['currency'] ) ? $raw['currency'] : array() );
		return (int) pow( 10, $currency->minor_decimals );
	}

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
		$mode                    = isset( $raw['displayMode'] ) ? (string) $raw['displayMode'] : 'inline';
		$settings->display_mode  = in_array( $mode, self::DISPLAY_MODES, true ) ? $mode : 'inline';
		$settings->button_label  = isset( $raw['buttonLabel'] ) ? (string) $raw['buttonLabel'] : '';
		$company                 = isset( $raw['company'] ) ? (string) $raw['company'] : 'none';
		$settings->company       = in_array( $company, self::COMPANY_MODES, true ) ? $company : 'none';
		$settings->comment       = ! empty( $raw['comment'] );
		$settings->billing_address = ! empty( $raw['billingAddress'] );
		$settings->anonymous     = ! empty( $raw['anonymous'] );
		$settings->fee_recovery = self::read_fee_recovery( $raw['feeRecovery'] ?? null );
		$settings->recurring    = self::read_recurring( $raw['recurring'] ?? null );
		$settings->campaign_id  = isset( $raw['campaignId'] ) && (int) $raw['campaignId'] > 0 ? (int) $raw['campaignId'] : null;
		if ( isset( $raw['terms'] ) && is_array( $raw['terms'] ) ) {
			$settings->terms = array(
				'enabled' => ! empty( $raw['terms']['enabled'] ),
				'label'   => isset( $raw['terms']['label'] ) ? (string) $raw['terms']['label'] : '',
				'text'    => isset( $raw['terms']['text'] ) ? (string) $raw['terms']['text'] : '',
			);
		}
		foreach ( isset( $raw['customFields'] ) && is_array( $raw['customFields'] ) ? $raw['customFields'] : array() as $field ) {
			if ( is_array( $field ) && isset( $field['name'], $field['label'] ) && preg_match( self::FIELD_NAME, (string) $field['name'] ) ) {
				$settings->custom_fields[] = array(
					'name'      => (string) $field['name'],
					'label'     => (string) $field['label'],
					'type'      => in_array( $field['type'] ?? 'text', self::FIELD_TYPES, true ) ? (string) $field['type'] : 'text',
					'options'   => array_values( array_map( 'strval', (array) ( $field['options'] ?? array() ) ) ),
					'required'  => ! empty( $field['required'] ),
					'condition' => isset( $field['condition'] ) && is_array( $field['condition'] ) ? array(
						'field'    => (string) ( $field['condition']['field'] ?? '' ),
						'operator' => (string) ( $field['condition']['operator'] ?? '=' ),
						'value'    => (string) ( $field['condition']['value'] ?? '' ),
					) : null,
				);
			}
		}
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
							// A level's id is stored with each gift (donations.level_id, field-limits.json).
							'id'     => array(
								'type'      => 'string',
								'minLength' => 1,
								'maxLength' => 20,
							),
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
							// Display only: amounts (levels, limits, gifts) are minor units of the currency's own decimals.
							'type'        => 'integer',
							'minimum'     => 0,
							'maximum'     => Currency::MAX_DECIMALS,
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
				'displayMode'  => array(
					'type' => 'string',
					'enum' => self::DISPLAY_MODES,
				),
				'buttonLabel'  => array( 'type' => 'string' ),
				'company'      => array(
					'type' => 'string',
					'enum' => self::COMPANY_MODES,
				),
				'comment'      => array( 'type' => 'boolean' ),
				'billingAddress' => array( 'type' => 'boolean' ),
				'anonymous'    => array( 'type' => 'boolean' ),
				'campaignId'   => array( 'type' => array( 'integer', 'null' ), 'minimum' => 1 ),
				'recurring'    => array(
					'type'       => 'object',
					'properties' => array(
						'is_recurring'          => array( 'type' => 'boolean' ),
						'give_recurring_option' => array(
							'type' => 'string',
							'enum' => array( 'yes_donor', 'yes_admin' ),
						),
						'period'                => array(
							'type' => 'string',
							'enum' => \OpenGive\Subscriptions\ValueObjects\Period::ALL,
						),
						'periods'               => array(
							'type'  => 'array',
							'items' => array(
								'type' => 'string',
								'enum' => \OpenGive\Subscriptions\ValueObjects\Period::ALL,
							),
						),
						'installments'          => array(
							'type'    => 'integer',
							'minimum' => 0,
						),
						'multi'                 => array(
							'type'                 => 'object',
							'additionalProperties' => array(
								'type'       => 'object',
								'properties' => array(
									'give_recurring_pretty_text' => array( 'type' => 'string' ),
								),
							),
						),
					),
				),
				'feeRecovery'  => array(
					'type'       => 'object',
					'properties' => array(
						'fee_recovery' => array( 'type' => 'boolean' ),
						'fee_data'     => array(
							'type'                 => 'object',
							'additionalProperties' => array(
								'type'       => 'object',
								'properties' => array(
									'percentage'       => array(
										'type'    => 'number',
										'minimum' => 0,
										'maximum' => 99,
									),
									'base_amount'      => array(
										'type'    => 'number',
										'minimum' => 0,
									),
									'is_break_down'    => array( 'type' => 'boolean' ),
									'give_fee_status'  => array(
										'type' => 'string',
										'enum' => array( 'enabled', 'disabled' ),
									),
									'give_fee_disable' => array( 'type' => 'boolean' ),
									'maxAmount'        => array(
										'type'    => 'number',
										'minimum' => 0,
									),
								),
							),
						),
					),
				),
				'terms'        => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array(
						'enabled' => array( 'type' => 'boolean' ),
						'label'   => array( 'type' => 'string' ),
						'text'    => array( 'type' => 'string' ),
					),
				),
				'customFields' => array(
					'type'  => 'array',
					'items' => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'name'      => array(
								'type'    => 'string',
								'pattern' => '^[a-z][A-Za-z0-9_]{0,39}$',
							),
							'label'     => array( 'type' => 'string' ),
							'type'      => array(
								'type' => 'string',
								'enum' => self::FIELD_TYPES,
							),
							'options'   => array(
								'type'  => 'array',
								'items' => array( 'type' => 'string' ),
							),
							'required'  => array( 'type' => 'boolean' ),
							'condition' => array(
								'type'                 => array( 'object', 'null' ),
								'additionalProperties' => false,
								'properties'           => array(
									'field'    => array( 'type' => 'string' ),
									'operator' => array(
										'type' => 'string',
										'enum' => array( '=', '!=', '>', '>=', '<', '<=' ),
									),
									'value'    => array( 'type' => 'string' ),
								),
							),
						),
					),
				),
			),
		);
	}

	/**
	 * Cleans the stored fee recovery settings; null when off or malformed.
	 *
	 * @param mixed $raw Stored value.
	 * @return array<string, mixed>|null
	 */
	private static function read_fee_recovery( $raw ): ?array {
		if ( ! is_array( $raw ) || empty( $raw['fee_recovery'] ) || ! isset( $raw['fee_data'] ) || ! is_array( $raw['fee_data'] ) ) {
			return null;
		}
		$data = array();
		foreach ( $raw['fee_data'] as $gateway => $entry ) {
			if ( ! is_array( $entry ) || ! preg_match( '/^[a-z0-9_-]+$/', (string) $gateway ) ) {
				continue;
			}
			$data[ (string) $gateway ] = array(
				'percentage'       => max( 0.0, min( 99.0, (float) ( $entry['percentage'] ?? 0 ) ) ),
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
	 * Cleans the stored recurring settings; null when off.
	 *
	 * @param mixed $raw Stored value.
	 * @return array<string, mixed>|null
	 */
	private static function read_recurring( $raw ): ?array {
		if ( ! is_array( $raw ) || empty( $raw['is_recurring'] ) ) {
			return null;
		}
		$all     = \OpenGive\Subscriptions\ValueObjects\Period::ALL;
		$periods = array_values( array_intersect( $all, array_map( 'strval', (array) ( $raw['periods'] ?? array( 'month' ) ) ) ) );
		$period  = in_array( $raw['period'] ?? '', $all, true ) ? (string) $raw['period'] : ( $periods[0] ?? 'month' );
		$multi   = array();
		foreach ( (array) ( $raw['multi'] ?? array() ) as $price_id => $entry ) {
			if ( is_array( $entry ) && isset( $entry['give_recurring_pretty_text'] ) ) {
				$multi[ (string) $price_id ] = array( 'give_recurring_pretty_text' => (string) $entry['give_recurring_pretty_text'] );
			}
		}
		return array(
			'is_recurring'          => true,
			'give_recurring_option' => 'yes_admin' === ( $raw['give_recurring_option'] ?? '' ) ? 'yes_admin' : 'yes_donor',
			'period'                => $period,
			'periods'               => array() === $periods ? array( $period ) : $periods,
			'installments'          => max( 0, (int) ( $raw['installments'] ?? 0 ) ),
			'multi'                 => (object) $multi,
		);
	}
}
