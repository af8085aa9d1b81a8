<?php
/**
 * Route arguments the subscription routes share.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * The `id` path argument of /opengive/v1/subscriptions/{id}/…, written once for the cancel and
 * payment-method routes.
 */
final class SubscriptionRouteArgs {

	/**
	 * The subscription id argument.
	 *
	 * @return array<string, mixed>
	 */
	public static function id(): array {
		return array(
			'description' => __( 'Subscription id.', 'opengive' ),
			'type'        => 'integer',
			'required'    => true,
		);
	}
}
