<?php
/**
 * What the form needs to take payment with one gateway.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Actions;

use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Forms\Security\FormPassword;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * One answer for the REST route and the legacy give_load_gateway call: the gateway's id, label,
 * field kind, public client settings and a line for the donor.
 */
final class LoadGatewayFields {

	/**
	 * Forms.
	 *
	 * @var FormRepository
	 */
	private $forms;

	/**
	 * Gateways.
	 *
	 * @var GatewayRegistry
	 */
	private $gateways;

	/**
	 * Constructor.
	 *
	 * @param FormRepository  $forms    Forms.
	 * @param GatewayRegistry $gateways Gateways.
	 */
	public function __construct( FormRepository $forms, GatewayRegistry $gateways ) {
		$this->forms    = $forms;
		$this->gateways = $gateways;
	}

	/**
	 * The gateway's fields for the form.
	 *
	 * @param int    $form_id    Form.
	 * @param string $gateway_id Gateway.
	 * @return array{id: string, label: string, fields: string, client: array<string, mixed>, description: string}
	 * @throws ValidationException When the form is not open or does not offer the gateway.
	 * @throws OpenGiveException When the form asks for its password (403).
	 */
	public function __invoke( int $form_id, string $gateway_id ): array {
		$form = $this->forms->find( $form_id );
		if ( null === $form || ! $form->is_open() ) {
			throw new ValidationException( 'opengive_invalid_form', __( 'This donation form is not available.', 'opengive' ), 'formId' );
		}
		if ( FormPassword::locked( $form->id ) ) {
			throw FormPassword::refusal();
		}
		$gateway = in_array( $gateway_id, $form->settings->gateways, true ) ? $this->gateways->offered( $gateway_id ) : null;
		if ( null === $gateway ) {
			throw new ValidationException( 'opengive_invalid_gateway', __( 'Please choose an available payment method.', 'opengive' ), 'gatewayId' );
		}
		$client = $gateway->client_config();
		return array(
			'id'          => $gateway->id(),
			'label'       => $gateway->label(),
			'fields'      => (string) $client['fields'],
			'client'      => $client,
			'description' => self::description( $gateway->id(), (string) $client['fields'] ),
		);
	}

	/**
	 * A line telling the donor what happens with this method.
	 *
	 * @param string $gateway_id Gateway.
	 * @param string $fields     Field kind.
	 */
	private static function description( string $gateway_id, string $fields ): string {
		if ( 'test' === $gateway_id ) {
			return __( 'Test donation: the gift is recorded, no money moves.', 'opengive' );
		}
		if ( 'offline' === $gateway_id ) {
			return __( 'Your receipt will tell you how to send your gift by cheque or bank transfer.', 'opengive' );
		}
		if ( 'card' === $fields || 'payment-element' === $fields ) {
			return __( 'Your card details go straight to our payment provider; this site never sees or stores them.', 'opengive' );
		}
		return '';
	}
}
