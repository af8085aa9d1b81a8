<?php
/**
 * For gateways that collect nothing in the form.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Gateways;

defined( 'ABSPATH' ) || exit;

/**
 * Always configured, no fields, nothing to check: the test and offline gateways.
 */
trait NoPaymentDetails {

	/**
	 * Needs no keys.
	 */
	public function is_configured(): bool {
		return true;
	}

	/**
	 * No fields in the form.
	 *
	 * @return array<string, mixed>
	 */
	public function client_config(): array {
		return array( 'fields' => 'none' );
	}

	/**
	 * Nothing to collect.
	 *
	 * @param array<string, mixed> $input Unused.
	 * @return array<string, mixed>
	 */
	public function payment_data( array $input ): array {
		return array();
	}
}
