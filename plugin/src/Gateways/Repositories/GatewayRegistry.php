<?php
/**
 * The registered gateways.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Repositories;

use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Gateways\Settings\GatewaySettings;

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
	 * A registered gateway by id (receipts name the gateway of old donations too).
	 *
	 * @param string $id Gateway id.
	 */
	public function get( string $id ): ?PaymentGateway {
		return isset( $this->gateways[ $id ] ) ? $this->gateways[ $id ] : null;
	}

	/**
	 * Every registered gateway, configured or not.
	 *
	 * @return PaymentGateway[]
	 */
	public function all(): array {
		return array_values( $this->gateways );
	}

	/**
	 * A gateway that can take payments now: registered and configured.
	 *
	 * @param string $id Gateway id.
	 */
	public function available( string $id ): ?PaymentGateway {
		$gateway = $this->get( $id );
		return null !== $gateway && $gateway->is_configured() ? $gateway : null;
	}

	/**
	 * A gateway a donation may use now: configured, and not turned off on the settings screen.
	 * (Existing subscriptions keep theirs: see available().)
	 *
	 * @param string $id Gateway id.
	 */
	public function offered( string $id ): ?PaymentGateway {
		return GatewaySettings::enabled( $id ) ? $this->available( $id ) : null;
	}

	/**
	 * The gateways among $ids that exist, are configured and are on, in the site's order (those the
	 * site has not ordered keep $ids' order, after the others).
	 *
	 * @param string[] $ids Gateway ids.
	 * @return PaymentGateway[]
	 */
	public function only( array $ids ): array {
		$found = array();
		foreach ( $ids as $id ) {
			$gateway = $this->offered( (string) $id );
			if ( null !== $gateway ) {
				$found[] = $gateway;
			}
		}
		return GatewaySettings::sort( $found );
	}
}
