<?php
/**
 * GET /opengive/v1/stripe/return: where the bank's 3-D Secure page sends the donor back.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Controllers;

use OpenGive\Donations\Actions\HandleDonationFormPost;
use OpenGive\Donations\Actions\Steps\ChargeGateway;
use OpenGive\Donations\Emails\DonationEmails;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Donations\Repositories\DonationNoteRepository;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Gateways\Gateways\StripeGateway;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Settles a pending Stripe donation after 3-D Secure and sends the donor on: to the receipt when
 * the payment succeeded, to the form with the usual refusal when it failed. What happened is read
 * from Stripe (the PaymentIntent stored on the donation); the query's payment_intent is ignored, so
 * a forged or replayed address changes nothing. A second visit finds the donation settled and only
 * redirects. An abandoned challenge leaves the donation pending: a Stripe webhook or the admin
 * settles it later.
 */
final class StripeReturnController {

	/**
	 * Donations.
	 *
	 * @var DonationRepository
	 */
	private $donations;

	/**
	 * Gateways.
	 *
	 * @var GatewayRegistry
	 */
	private $gateways;

	/**
	 * Constructor.
	 *
	 * @param DonationRepository $donations Donations.
	 * @param GatewayRegistry    $gateways  Gateways.
	 */
	public function __construct( DonationRepository $donations, GatewayRegistry $gateways ) {
		$this->donations = $donations;
		$this->gateways  = $gateways;
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			'opengive/v1',
			'/stripe/return',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'handle' ),
				// Public by design: the donor's browser comes back from the bank. The donation's secret
				// key selects it; the outcome comes from Stripe only.
				'permission_callback' => '__return_true',
				'args'                => array(
					'key' => array(
						'type'     => 'string',
						'required' => true,
						'pattern'  => '^[A-Za-z0-9]{8,64}$',
					),
					'to'  => array(
						'type'    => 'string',
						'default' => '',
					),
				),
			)
		);
	}

	/**
	 * Settles the donation (when still pending) and redirects.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function handle( \WP_REST_Request $request ): \WP_REST_Response {
		$return   = ReceiptBuilder::safe_return_url( (string) $request['to'] );
		$donation = $this->donations->find_by_purchase_key( (string) $request['key'] );
		$gateway  = $this->gateways->get( 'stripe' );
		if ( null === $donation || 'stripe' !== $donation->gateway_id || ! $gateway instanceof StripeGateway ) {
			return $this->redirect( $this->error_url( $return, 'opengive_donation_not_found', __( 'This donation could not be found. No money was taken by this page.', 'opengive' ), array() ) );
		}
		if ( DonationStatus::PENDING === $donation->status ) {
			$this->settle( $donation, $gateway, $return );
		}
		if ( DonationStatus::FAILED === $donation->status ) {
			// The form shows the refusal with the gift filled in again, ready for another card.
			$values = array(
				'formId'    => $donation->form_id,
				'amount'    => $donation->amount,
				'firstName' => $donation->first_name,
				'lastName'  => $donation->last_name,
				'email'     => $donation->email,
				'gatewayId' => $donation->gateway_id,
				'levelId'   => '' !== $donation->level_id ? $donation->level_id : 'custom',
			);
			return $this->redirect( $this->error_url( $return, 'opengive_payment_failed', ChargeGateway::declined_message(), $values ) );
		}
		// Complete, or still pending (the challenge was left unfinished): the receipt says which.
		return $this->redirect( add_query_arg( ReceiptBuilder::QUERY_ARG, $donation->purchase_key, $return ) );
	}

	/**
	 * Reads the PaymentIntent from Stripe and records the outcome, once.
	 *
	 * @param Donation      $donation Pending donation.
	 * @param StripeGateway $gateway  Stripe.
	 * @param string        $return   Page the donor gave on (the receipt email links there).
	 */
	private function settle( Donation $donation, StripeGateway $gateway, string $return ): void {
		$result = $gateway->resume( $donation );
		if ( DonationStatus::PENDING === $result->status ) {
			return;
		}
		// Re-read just before writing: a second return that ran meanwhile has already settled it.
		$fresh = $this->donations->find( $donation->id );
		if ( null === $fresh || DonationStatus::PENDING !== $fresh->status ) {
			$donation->status = null === $fresh ? $donation->status : $fresh->status;
			return;
		}
		$donation->status = $result->status;
		if ( DonationStatus::COMPLETE === $result->status ) {
			$donation->payment_brand = $result->card_brand;
			$donation->payment_last4 = $result->card_last4;
			$note                    = __( '3-D Secure completed: payment received.', 'opengive' );
		} else {
			// Free the attempt's key: the donor's next try with another card must charge anew.
			$donation->idempotency_key = null;
			/* translators: %s: Stripe's reason */
			$note = sprintf( __( '3-D Secure failed: %s', 'opengive' ), '' !== $result->message ? $result->message : __( '(no reason given)', 'opengive' ) );
		}
		$this->donations->update( $donation );
		( new DonationNoteRepository() )->add( $donation->id, $note, 'system' );
		if ( DonationStatus::COMPLETE === $donation->status ) {
			// The receipt and the admin notice were held back while the bank had not confirmed.
			Plugin::container()->get( DonationEmails::class )->on_donation_created( $donation, $return );
		}
	}

	/**
	 * The form page with an error to show, the same way a refused no-JavaScript post shows one.
	 *
	 * @param string               $return  Same-site page.
	 * @param string               $code    Error code.
	 * @param string               $message Sentence for the donor.
	 * @param array<string, mixed> $values  The gift's fields the form shows again (formId picks the form).
	 */
	private function error_url( string $return, string $code, string $message, array $values ): string {
		$form_id = (int) ( $values['formId'] ?? 0 );
		$token = bin2hex( random_bytes( 12 ) );
		set_transient(
			'opengive_form_error_' . $token,
			array(
				'code'    => $code,
				'message' => $message,
				'field'   => 'gatewayId',
				'values'  => $values,
			),
			HandleDonationFormPost::ERROR_LIFETIME
		);
		return add_query_arg( HandleDonationFormPost::ERROR_ARG, $token, $return ) . ( $form_id > 0 ? '#opengive-form-' . $form_id : '' );
	}

	/**
	 * A 303 to a same-site address.
	 *
	 * @param string $url Target.
	 */
	private function redirect( string $url ): \WP_REST_Response {
		$response = new \WP_REST_Response( null, 303 );
		$response->header( 'Location', wp_validate_redirect( $url, home_url( '/' ) ) );
		$response->header( 'Cache-Control', 'private, no-store' );
		return $response;
	}
}
