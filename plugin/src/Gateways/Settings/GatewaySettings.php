<?php
/**
 * The site's choices for each gateway: on or off, the label donors see, and the order.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Settings;

use OpenGive\Gateways\Contracts\PaymentGateway;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the `gateways` setting: a list of { id, enabled, label } in the site's order. A gateway not
 * listed is on, keeps its own label and comes after the listed ones.
 */
final class GatewaySettings {

	/**
	 * True while own_label() asks a gateway for the label it has without the site's.
	 *
	 * @var bool
	 */
	private static $own = false;

	/**
	 * A gateway's own label, before the site's (the settings screen shows it as the placeholder).
	 *
	 * @param PaymentGateway $gateway Gateway.
	 */
	public static function own_label( PaymentGateway $gateway ): string {
		self::$own = true;
		try {
			return $gateway->label();
		} finally {
			self::$own = false;
		}
	}

	/**
	 * The listed gateways by id, with their position.
	 *
	 * @return array<string, array{enabled: bool, label: string, position: int}>
	 */
	public static function rows(): array {
		$rows = array();
		foreach ( (array) Settings::get( 'gateways' ) as $position => $row ) {
			if ( is_array( $row ) && isset( $row['id'] ) && is_string( $row['id'] ) ) {
				$rows[ $row['id'] ] = array(
					'enabled'  => ! isset( $row['enabled'] ) || (bool) $row['enabled'],
					'label'    => isset( $row['label'] ) ? trim( (string) $row['label'] ) : '',
					'position' => (int) $position,
				);
			}
		}
		return $rows;
	}

	/**
	 * Whether the site offers a gateway.
	 *
	 * @param string $id Gateway id.
	 */
	public static function enabled( string $id ): bool {
		$rows = self::rows();
		return ! isset( $rows[ $id ] ) || $rows[ $id ]['enabled'];
	}

	/**
	 * The label donors see: the site's, else the gateway's own.
	 *
	 * @param string $id            Gateway id.
	 * @param string $default_label The gateway's own label.
	 */
	public static function label( string $id, string $default_label ): string {
		$rows = self::$own ? array() : self::rows();
		return isset( $rows[ $id ] ) && '' !== $rows[ $id ]['label'] ? $rows[ $id ]['label'] : $default_label;
	}

	/**
	 * Gateways in the site's order; those not listed keep their order, after the listed ones.
	 *
	 * @param PaymentGateway[] $gateways Gateways.
	 * @return PaymentGateway[]
	 */
	public static function sort( array $gateways ): array {
		$rows  = self::rows();
		$keyed = array();
		foreach ( array_values( $gateways ) as $index => $gateway ) {
			$id      = $gateway->id();
			$keyed[] = array( isset( $rows[ $id ] ) ? $rows[ $id ]['position'] : PHP_INT_MAX, $index, $gateway );
		}
		usort(
			$keyed,
			static function ( array $a, array $b ): int {
				return array( $a[0], $a[1] ) <=> array( $b[0], $b[1] );
			}
		);
		return array_column( $keyed, 2 );
	}
}
