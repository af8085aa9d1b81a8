<?php
/**
 * POST /opengive/v1/donations: a donor gives.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Controllers;

use OpenGive\Donations\Actions\CreateDonation;
use OpenGive\Donations\Actions\HandleDonationFormPost;
use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Schemas\DonationReceiptSchema;

defined( 'ABSPATH' ) || exit;

/**
 * The donor-facing donate route. Admin reads of donations live under givewp/v3.
 */
final class DonateController extends \WP_REST_Controller {

	/**
	 * Creates donations.
	 *
	 * @var CreateDonation
	 */
	private $create;

	/**
	 * Builds receipts.
	 *
	 * @var ReceiptBuilder
	 */
	private $receipts;

	/**
	 * Constructor.
	 *
	 * @param CreateDonation $create   Creates donations.
	 * @param ReceiptBuilder $receipts Builds receipts.
	 */
	public function __construct( CreateDonation $create, ReceiptBuilder $receipts ) {
		$this->namespace = 'opengive/v1';
		$this->rest_base = 'donations';
		$this->create    = $create;
		$this->receipts  = $receipts;
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes() {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					// Public by design: anyone may donate. Every field is validated by CreateDonation.
					'permission_callback' => '__return_true',
					'args'                => $this->get_endpoint_args_for_item_schema( \WP_REST_Server::CREATABLE ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Records and charges a donation; answers 201 with the receipt.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$donation = ( $this->create )( $request->get_params(), HandleDonationFormPost::client_ip() );
				$receipt  = $this->receipts->build( $donation, ReceiptBuilder::safe_return_url( (string) $request->get_param( 'returnUrl' ) ) );
				// The same answer whether or not the email already had an account (no enumeration): the
				// request was taken and a confirmation link mailed (DonorAccount).
				$receipt['accountCreated'] = in_array( $request->get_param( 'createAccount' ), array( true, 1, '1', 'true' ), true );
				if ( '' !== $donation->next_action_url ) {
					// 3-D Secure: the form sends the donor to the bank's page; the gift stays pending until
					// the return route (StripeReturnController) reads the outcome from Stripe.
					$receipt['redirectUrl'] = $donation->next_action_url;
				}
				if ( array() !== $donation->client_action ) {
					// Stripe.js finishes it in the donor's browser (handleNextAction), then goes to returnUrl.
					$receipt['nextAction'] = $donation->client_action;
				}
				$response = rest_ensure_response( $receipt );
				$response->set_status( 201 );
				return $response;
			}
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = DonationReceiptSchema::schema();
		return $this->add_additional_fields_schema( $this->schema );
	}
}
