<?php
/**
 * Everything the donation form block prints.
 *
 * @package OpenGive
 */

namespace OpenGive\Blocks\ViewModels;

use OpenGive\Donations\Actions\HandleDonationFormPost;
use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Forms\Models\DonationForm;
use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Forms\Security\FormHash;
use OpenGive\Forms\ValueObjects\DonationLevel;
use OpenGive\Forms\ValueObjects\FormSettings;
use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Plugin;
use OpenGive\Support\Data\DataFile;
use OpenGive\Support\Money\AmountFormatter;

defined( 'ABSPATH' ) || exit;

/**
 * Turns block attributes and the request into plain data, so render.php only prints.
 */
final class DonationFormViewModel {

	/**
	 * The form, or null when the block points at nothing usable.
	 *
	 * @var DonationForm|null
	 */
	public $form;

	/**
	 * The receipt to show instead of the form, when the address carries this form's donation key.
	 *
	 * @var array<string, mixed>|null
	 */
	public $receipt = null;

	/**
	 * A failed no-JavaScript submission: code, message, field and the donor's values.
	 *
	 * @var array<string, mixed>|null
	 */
	public $error = null;

	/**
	 * Choices preselected by the page address (form-id, level-id, custom-amount, payment-mode), as
	 * levelId, amountRaw and gatewayId; mirrors src/donation-form/preselect.ts.
	 *
	 * @var array<string, string>
	 */
	public $preselected = array();

	/**
	 * Chosen on this block: display mode ('' = the form's own) and the period the form starts on
	 * (recurringPeriod; DonationFormConfig keeps it only where the donor may choose it).
	 *
	 * @var string
	 */
	public $display_mode = '', $recurring_period = '';

	/**
	 * Unique HTML id of this block instance (a page may show the same form twice).
	 *
	 * @var string
	 */
	public $anchor = '';

	/**
	 * Which instance of its form this block is on the page (1 for the first).
	 *
	 * @var int
	 */
	public $instance = 1;

	/**
	 * Instances rendered so far in this request.
	 *
	 * @var array<int, int>
	 */
	private static $instances = array();

	/**
	 * The form hash of this render.
	 *
	 * @var array{hash: string, time: int, life: int}|null
	 */
	private $form_hash = null;

	/**
	 * Enabled gateways.
	 *
	 * @var PaymentGateway[]
	 */
	public $gateways = array();

	/**
	 * Builds the view model for a block instance.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public static function for_block( array $attributes ): self {
		$container = Plugin::container();
		$view      = new self();
		$view->form = $container->get( FormRepository::class )->find( isset( $attributes['formId'] ) ? (int) $attributes['formId'] : 0 );
		if ( null === $view->form || ! $view->form->is_open() ) {
			$view->form = null;
			return $view;
		}
		$view->gateways = $container->get( GatewayRegistry::class )->only( $view->form->settings->gateways );
		$mode           = isset( $attributes['displayMode'] ) ? (string) $attributes['displayMode'] : '';
		$view->display_mode = in_array( $mode, FormSettings::display_modes(), true ) ? $mode : '';
		$view->recurring_period = isset( $attributes['recurringPeriod'] ) ? (string) $attributes['recurringPeriod'] : '';
		$count              = ( self::$instances[ $view->form->id ] ?? 0 ) + 1;
		self::$instances[ $view->form->id ] = $count;
		$view->anchor       = 'opengive-form-' . $view->form->id . ( $count > 1 ? '-' . $count : '' );
		$view->instance     = $count;

		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only: the key itself is the secret.
		$key = isset( $_GET[ ReceiptBuilder::QUERY_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ ReceiptBuilder::QUERY_ARG ] ) ) : '';
		$err = isset( $_GET[ HandleDonationFormPost::ERROR_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ HandleDonationFormPost::ERROR_ARG ] ) ) : '';
		// phpcs:enable
		if ( '' !== $key ) {
			$donation = $container->get( DonationRepository::class )->find_by_purchase_key( $key );
			if ( null !== $donation && $donation->form_id === $view->form->id ) {
				$view->receipt = $container->get( ReceiptBuilder::class )->build( $donation, self::current_url() );
			}
		}
		if ( '' !== $err ) {
			$error = HandleDonationFormPost::take_error( $err );
			if ( null !== $error && (int) ( $error['values']['formId'] ?? 0 ) === $view->form->id ) {
				$view->error = $error;
			}
		}
		$view->preselected = $view->preselection();
		return $view;
	}

	/**
	 * Reads the preselection from the query string (parameter names in plugin/data/url-preselection.json),
	 * keeping only values that fit this form.
	 *
	 * @return array<string, string>
	 */
	private function preselection(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only display defaults.
		$param = static function ( string $name ): string {
			return isset( $_GET[ $name ] ) ? sanitize_text_field( wp_unslash( $_GET[ $name ] ) ) : '';
		};
		// phpcs:enable
		$names    = DataFile::read( 'url-preselection' )['params'];
		$settings = $this->form->settings;
		$form_id  = $param( $names['formId'] );
		if ( '' !== $form_id && (int) $form_id !== $this->form->id ) {
			return array();
		}
		$chosen = array();
		$level  = $param( $names['levelId'] );
		if ( '' !== $level && null !== $settings->level( $level ) ) {
			$chosen['levelId'] = $level;
		}
		$custom = $param( $names['customAmount'] );
		if ( '' !== $custom && $settings->custom_amount && ! isset( $chosen['levelId'] ) ) {
			$chosen['levelId']   = 'custom';
			$chosen['amountRaw'] = $custom;
		}
		$gateway = $param( $names['gatewayId'] );
		if ( '' !== $gateway && in_array( $gateway, $settings->gateways, true ) ) {
			$chosen['gatewayId'] = $gateway;
		}
		return $chosen;
	}

	/**
	 * The form's configuration for view.tsx (the same shape as src/types/form-config.ts).
	 *
	 * @return array<string, mixed>
	 */
	public function config(): array {
		return DonationFormConfig::build( $this );
	}

	/**
	 * GiveWP's give-form-id-prefix: the form id and which instance of it this block is on the page
	 * ("4-1", "4-2"), so two copies of one form stay apart.
	 */
	public function id_prefix(): string {
		return $this->form->id . '-' . $this->instance;
	}

	/**
	 * A level's amount with currency, for the server-rendered buttons.
	 *
	 * @param DonationLevel $level Level.
	 */
	public function level_label( DonationLevel $level ): string {
		return AmountFormatter::format( $level->amount, $this->form->settings->currency );
	}

	/**
	 * The level checked when the form first renders: the donor's earlier choice, else the default.
	 */
	public function selected_level(): string {
		if ( $this->error && isset( $this->error['values']['levelId'] ) ) {
			// A refusal that came back without a level (the 3-D Secure return) keeps the default.
			return (string) $this->error['values']['levelId'];
		}
		return $this->preselected['levelId'] ?? $this->form->settings->default_level;
	}

	/**
	 * A value the donor entered before a failed submission (or the address preselected), for the field.
	 *
	 * @param string $name Value name (firstName, lastName, email, amountRaw, gatewayId).
	 */
	public function old( string $name ): string {
		if ( $this->error ) {
			return (string) ( $this->error['values'][ $name ] ?? '' );
		}
		return $this->preselected[ $name ] ?? '';
	}

	/**
	 * An earlier answer to a custom field (after a failed no-JavaScript submission).
	 *
	 * @param string $name Field name.
	 */
	public function old_field( string $name ): string {
		$answers = $this->error['values']['customFields'] ?? array();
		return is_array( $answers ) && isset( $answers[ $name ] ) ? (string) $answers[ $name ] : '';
	}

	/**
	 * An earlier billing address part (after a failed no-JavaScript submission).
	 *
	 * @param string $part address1, address2, city, state, country or zip.
	 */
	public function old_address( string $part ): string {
		$address = $this->error['values']['billingAddress'] ?? array();
		return is_array( $address ) && isset( $address[ $part ] ) ? (string) $address[ $part ] : '';
	}

	/**
	 * Whether an earlier submission ticked a checkbox (anonymous, termsAccepted).
	 *
	 * @param string $name Value name.
	 */
	public function old_flag( string $name ): bool {
		return ! empty( $this->error['values'][ $name ] );
	}

	/**
	 * The page's address without our query arguments.
	 */
	public static function current_url(): string {
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		return ReceiptBuilder::safe_return_url( home_url( $uri ) );
	}

	/**
	 * The gateways a browser without JavaScript can use: those with no fields of their own (card
	 * gateways need the script to hand the card to the provider).
	 *
	 * @return PaymentGateway[]
	 */
	public function plain_gateways(): array {
		return array_filter(
			$this->gateways,
			static function ( PaymentGateway $gateway ) {
				return 'none' === $gateway->client_config()['fields'];
			}
		);
	}

	/**
	 * The no_gateway alert: a form offering no payment method cannot take gifts.
	 */
	public static function no_gateway_message(): string {
		return __( 'This form cannot take donations right now: no payment method is enabled. Please contact us.', 'opengive' );
	}

	/**
	 * The form's hash with its creation time and lifetime, made once per render.
	 *
	 * @return array{hash: string, time: int, life: int}
	 */
	public function form_hash(): array {
		if ( null === $this->form_hash ) {
			$this->form_hash = FormHash::create( $this->form->id );
		}
		return $this->form_hash;
	}
}
