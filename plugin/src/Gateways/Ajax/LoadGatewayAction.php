<?php
/**
 * The legacy admin-ajax action give_load_gateway (spec section 7).
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Ajax;

use OpenGive\Gateways\Actions\LoadGatewayFields;
use OpenGive\Gateways\Views\GatewayFieldsHtml;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Validation\FieldLimits;

defined( 'ABSPATH' ) || exit;

/**
 * POST give_form_id and give_payment_mode (payment-mode also in the query string, which wins as in
 * GiveWP); answers the gateway's HTML. Public and read-only: the answer holds no secret.
 */
final class LoadGatewayAction {

	const ACTION = 'give_load_gateway';

	/**
	 * Loads gateway fields.
	 *
	 * @var LoadGatewayFields
	 */
	private $load;

	/**
	 * Constructor.
	 *
	 * @param LoadGatewayFields $load Loads gateway fields.
	 */
	public function __construct( LoadGatewayFields $load ) {
		$this->load = $load;
	}

	/**
	 * Handles the request and exits.
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- read-only and public: the same for every visitor.
		$form_id = isset( $_POST['give_form_id'] ) ? FieldLimits::id( wp_unslash( $_POST['give_form_id'] ) ) : 0;
		$mode    = isset( $_GET['payment-mode'] ) && is_string( $_GET['payment-mode'] ) ? sanitize_key( wp_unslash( $_GET['payment-mode'] ) ) : '';
		if ( '' === $mode && isset( $_POST['give_payment_mode'] ) && is_string( $_POST['give_payment_mode'] ) ) {
			$mode = sanitize_key( wp_unslash( $_POST['give_payment_mode'] ) );
		}
		// phpcs:enable
		try {
			$gateway = ( $this->load )( $form_id, $mode );
		} catch ( OpenGiveException $error ) {
			status_header( $error->status() );
			echo '<div class="give_errors"><p class="give_error" data-code="' . esc_attr( $error->error_code() ) . '">' . esc_html( $error->getMessage() ) . '</p></div>';
			wp_die( '', '', array( 'response' => $error->status() ) );
		}
		echo GatewayFieldsHtml::render( $gateway, $form_id ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in render().
		wp_die();
	}
}
