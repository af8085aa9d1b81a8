<?php
/**
 * POST opengive/v1/stripe/webhook: Stripe's events about OpenGive's PaymentIntents.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Controllers;

use OpenGive\Gateways\Settings\StripeAccount;
use OpenGive\Gateways\Webhooks\StripeSignature;
use OpenGive\Gateways\Webhooks\StripeWebhook;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * Public by design (Stripe's servers call it): the Stripe-Signature header, checked against the
 * live and test webhook signing secrets, is the authentication. Answers 200 for every well-signed
 * event, also ones it ignores, so Stripe stops retrying them; 400 with a stable code for a bad signature.
 */
final class StripeWebhookController {

	/**
	 * The events' effect.
	 *
	 * @var StripeWebhook
	 */
	private $webhook;

	/**
	 * Constructor.
	 *
	 * @param StripeWebhook $webhook The events' effect.
	 */
	public function __construct( StripeWebhook $webhook ) {
		$this->webhook = $webhook;
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			'opengive/v1',
			'/stripe/webhook',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'handle' ),
				'permission_callback' => '__return_true', // The signature is checked in handle().
			)
		);
	}

	/**
	 * Checks the signature, applies the event.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function handle( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$payload = (string) $request->get_body();
				StripeSignature::verify_any( $payload, (string) $request->get_header( 'stripe_signature' ), StripeAccount::webhook_secrets(), time() );
				$event = json_decode( $payload, true );
				if ( ! is_array( $event ) || '' === (string) ( $event['id'] ?? '' ) ) {
					throw new OpenGiveException( 'opengive_webhook_invalid_event', __( 'The webhook body is not a Stripe event.', 'opengive' ), 400 );
				}
				return new \WP_REST_Response(
					array(
						'received' => true,
						'result'   => $this->webhook->handle( $event ),
					),
					200
				);
			}
		);
	}
}
