<?php
/**
 * The donation form block's client configuration (data-opengive-form).
 *
 * @package OpenGive
 */

namespace OpenGive\Blocks\ViewModels;

use OpenGive\Donors\Session\DonorSession;
use OpenGive\Forms\ValueObjects\DonationLevel;
use OpenGive\Gateways\Contracts\PaymentGateway;

defined( 'ABSPATH' ) || exit;

/**
 * What view.tsx receives: the form's settings, gateways, error, nonce and account options in the
 * shape of src/types/form-config.ts (tests/fixtures/rendered-forms records it).
 */
final class DonationFormConfig {

	/**
	 * The form's configuration for view.tsx (the same shape as src/types/form-config.ts).
	 *
	 * @param DonationFormViewModel $view The block's view model.
	 * @return array<string, mixed>
	 */
	public static function build( DonationFormViewModel $view ): array {
		$config = self::settings( $view );
		// Only when the block presets a period (the "Monthly giving form" variation), so forms without
		// one keep the recorded shape.
		$period = self::donor_period( $view->form->settings->recurring, $view->recurring_period );
		if ( '' !== $period ) {
			$config['initialPeriod'] = $period;
		}
		return $config;
	}

	/**
	 * The block's preset period when the form lets the donor choose it; '' otherwise (a one-time
	 * form, a form whose period is set by the admin, or a period the form does not offer).
	 *
	 * @param array<string, mixed>|null $recurring The form's recurring settings.
	 * @param string                    $period    The block's recurringPeriod attribute.
	 */
	private static function donor_period( $recurring, string $period ): string {
		if ( null === $recurring || 'yes_donor' !== ( $recurring['give_recurring_option'] ?? '' ) ) {
			return '';
		}
		return in_array( $period, (array) ( $recurring['periods'] ?? array() ), true ) ? $period : '';
	}

	/**
	 * The form's own settings, errors, nonce and account options.
	 *
	 * @param DonationFormViewModel $view The block's view model.
	 * @return array<string, mixed>
	 */
	private static function settings( DonationFormViewModel $view ): array {
		$settings = $view->form->settings;
		return array(
			'formId'       => $view->form->id,
			'idPrefix'     => $view->id_prefix(),
			'title'        => $view->form->title,
			'levels'       => array_map(
				static function ( DonationLevel $level ) {
					return array(
						'id'     => $level->id,
						'amount' => $level->amount,
						'label'  => $level->label,
					);
				},
				$settings->levels
			),
			'defaultLevel' => $settings->default_level,
			'customAmount' => $settings->custom_amount,
			'minimum'      => $settings->minimum,
			'maximum'      => $settings->maximum,
			'currency'     => $settings->currency->to_array(),
			'levelDisplay' => $settings->level_display,
			'gateways'     => array_map(
				static function ( PaymentGateway $gateway ) {
					// Client settings (keys) come from the gateway-fields route when the donor picks it.
					return array(
						'id'     => $gateway->id(),
						'label'  => $gateway->label(),
						'fields' => (string) $gateway->client_config()['fields'],
					);
				},
				$view->gateways
			),
			'displayMode'  => '' !== $view->display_mode ? $view->display_mode : $settings->display_mode,
			'buttonLabel'  => '' !== $settings->button_label ? $settings->button_label : __( 'Donate now', 'opengive' ),
			'company'      => $settings->company,
			'comment'      => $settings->comment,
			'billingAddress' => $settings->billing_address,
			'countries'    => $settings->billing_address ? \OpenGive\Support\Address\AddressRules::countries() : (object) array(),
			'anonymous'    => $settings->anonymous,
			'terms'        => $settings->terms,
			'customFields' => $settings->custom_fields,
			'error'        => $view->error,
			'noGatewayMessage' => DonationFormViewModel::no_gateway_message(),
			'nonce'        => $view->form_hash(),
			'ajaxUrl'      => admin_url( 'admin-ajax.php' ),
			'donorSession' => DonorSession::exists(),
			// The login panel shows to visitors only; the page may be cached, so the script also checks.
			'loginEnabled' => ! is_user_logged_in(),
			'feeRecovery'  => $settings->fee_recovery,
			'recurring'    => self::recurring( $view ),
			'emailAccess'  => (bool) \OpenGive\Support\Settings::get( 'email_access' ),
			// "Create an account" is offered only where the site lets visitors register.
			'registrationOpen' => \OpenGive\Donors\Actions\DonorAccount::registration_open(),
		);
	}

	/**
	 * The recurring details as GiveWP's JSON names them (spec section 3): every level carries
	 * multi[price id]._give_recurring ('yes': the level may recur, as every level of a recurring form
	 * can here) and give_recurring_pretty_text (the editor's text, or '' for the period's own label).
	 *
	 * @param DonationFormViewModel $view The block's view model.
	 * @return array<string, mixed>|null
	 */
	private static function recurring( DonationFormViewModel $view ): ?array {
		$recurring = $view->form->settings->recurring;
		if ( null === $recurring ) {
			return null;
		}
		$texts = (array) $recurring['multi'];
		$multi = array();
		foreach ( $view->form->settings->levels as $level ) {
			$multi[ $level->id ] = array(
				'_give_recurring'            => 'yes',
				'give_recurring_pretty_text' => isset( $texts[ $level->id ]['give_recurring_pretty_text'] ) ? (string) $texts[ $level->id ]['give_recurring_pretty_text'] : '',
			);
		}
		$recurring['multi'] = (object) $multi;
		return $recurring;
	}
}
