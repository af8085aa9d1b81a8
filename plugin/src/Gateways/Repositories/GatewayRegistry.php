<?php
/**
 * The registered gateways.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Repositories;

use OpenGive\Gateways\Contracts\PaymentGateway;

defined( 'ABSPATH' ) || exit;

/**
 * Gateways by id. Other plugins add theirs on the opengive_register_gateways action.
 */
final class GatewayRegistry {

	/**
	 * Gateways by id.
	 *
	 * @var array<string, PaymentGateway>
	 */
	private $gateways = array();

	/**
	 * Adds a gateway.
	 *
	 * @param PaymentGateway $gateway Gateway.
	 */
	public function add( PaymentGateway $gateway ): void {
		$this->gateways[ $gateway->id() ] = $gateway;
	}

	/**
	 * A gateway by id.
	 *
	 * @param string $id Gateway id.
	 */
	public function get( string $id ): ?PaymentGateway {
		return isset( $this->gateways[ $id ] ) ? $this->gateways[ $id ] : null;
	}

	/**
	 * The gateways among $ids that exist, in $ids' order.
	 *
	 * @param string[] $ids Gateway ids.
	 * @return PaymentGateway[]
	 */
	public function only( array $ids ): array {
		$found = array();
		foreach ( $ids as $id ) {
			if ( isset( $this->gateways[ $id ] ) ) {
				$found[] = $this->gateways[ $id ];
			}
		}
		return $found;
	}
}
