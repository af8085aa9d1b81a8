<?php
/**
 * OpenGive's public PHP functions for site developers (issue 19). Hooks are listed in the README's
 * "Extension points" section.
 *
 * @package OpenGive
 */

use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Plugin;

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'opengive_register_gateway' ) ) {
	/**
	 * Registers a payment gateway: an object implementing OpenGive\Gateways\Contracts\PaymentGateway
	 * (optionally SupportsRenewals, SupportsRefunds, UpdatesPaymentMethod). Call it any time from a
	 * plugin's load onwards; a form offers the gateway once its id is among the form's gateways and
	 * is_configured() says yes. A later gateway with the same id replaces the earlier one.
	 *
	 * @param PaymentGateway $gateway The gateway.
	 */
	function opengive_register_gateway( PaymentGateway $gateway ): void {
		if ( did_action( 'opengive_register_gateways' ) ) {
			Plugin::container()->get( GatewayRegistry::class )->add( $gateway );
			return;
		}
		add_action(
			'opengive_register_gateways',
			static function ( GatewayRegistry $registry ) use ( $gateway ) {
				$registry->add( $gateway );
			}
		);
	}
}
