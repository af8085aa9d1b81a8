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
 * Typed view of the opengive_form_settings post meta, with defaults for anything missing. Which keys
 * exist, their defaults, how each is read and the JSON schema all live in one table,
 * plugin/data/form-settings.json (FormSettingsSchema, FormSettingsReader); build one with from_meta().
 */
final class FormSettings {

	const META_KEY = 'opengive_form_settings';

	/**
	 * Levels, in display order.
	 *
	 * @var DonationLevel[]
	 */
	public $levels;

	/**
	 * Id of the preselected level.
	 *
	 * @var string
	 */
	public $default_level;

	/**
	 * Whether donors may type their own amount.
	 *
	 * @var bool
	 */
	public $custom_amount;

	/**
	 * Minimum custom amount, minor units; null for none.
	 *
	 * @var int|null
	 */
	public $minimum;

	/**
	 * Maximum custom amount, minor units; null for none.
	 *
	 * @var int|null
	 */
	public $maximum;

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
	public $gateways;

	/**
	 * buttons|radios|select.
	 *
	 * @var string
	 */
	public $level_display;

	/**
	 * inline | modal (amounts inline, the rest in a dialog) | reveal (a button reveals the rest) |
	 * button (only a button; the form opens in a dialog).
	 *
	 * @var string
	 */
	public $display_mode;

	/**
	 * Label of the reveal/open button.
	 *
	 * @var string
	 */
	public $button_label;

	/**
	 * Company name: 'none' (not asked), 'optional' (a yes/no choice reveals it), 'required', or
	 * 'accountType' (a bank account type choice; Business, value 1, reveals and requires it).
	 *
	 * @var string
	 */
	public $company;

	/**
	 * Whether the form asks for a billing address.
	 *
	 * @var bool
	 */
	public $billing_address;

	/**
	 * Whether donors may leave a comment.
	 *
	 * @var bool
	 */
	public $comment;

	/**
	 * Whether donors may give anonymously.
	 *
	 * @var bool
	 */
	public $anonymous;

	/**
	 * Terms the donor must accept: enabled, label, text.
	 *
	 * @var array{enabled: bool, label: string, text: string}
	 */
	public $terms;

	/**
	 * Extra fields: name, label, type (text|number|select|checkbox), options, required, condition.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	public $custom_fields;

	/**
	 * Fee recovery (GiveWP's JSON): fee_recovery flag and fee_data (all_gateways or one entry per
	 * gateway: base_amount, percentage, is_break_down, give_fee_status, give_fee_disable, maxAmount);
	 * null when the form recovers no fees.
	 *
	 * @var array<string, mixed>|null
	 */
	public $fee_recovery;

	/**
	 * Recurring gifts (GiveWP's JSON): is_recurring, give_recurring_option ('yes_donor': the donor
	 * chooses once or a period; 'yes_admin': every gift recurs with `period`), period, periods (the
	 * donor's choices), installments (0: until cancelled), multi[price id].give_recurring_pretty_text;
	 * null when the form takes one-time gifts only.
	 *
	 * @var array<string, mixed>|null
	 */
	public $recurring;

	/**
	 * The campaign this form raises money for (its gifts count toward the campaign's goal), or null.
	 *
	 * @var int|null
	 */
	public $campaign_id;

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
	 * Reads settings from the stored meta array: each key through the sanitiser its schema entry
	 * names, missing keys as the schema's defaults (plugin/data/form-settings.json).
	 *
	 * @param mixed $raw Stored meta value.
	 */
	public static function from_meta( $raw ): self {
		$settings = new self();
		$schema   = FormSettingsSchema::settings();
		foreach ( FormSettingsReader::read( is_array( $raw ) ? $raw : array() ) as $key => $value ) {
			$property            = (string) $schema[ $key ]['property'];
			$settings->$property = $value;
		}
		return $settings;
	}

	/**
	 * The display modes a form may use (the schema's choices).
	 *
	 * @return string[]
	 */
	public static function display_modes(): array {
		return FormSettingsSchema::choices( 'displayMode' );
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
		return FormSettingsSchema::json_schema();
	}
}
