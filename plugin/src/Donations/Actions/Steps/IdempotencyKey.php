<?php
/**
 * Step of CreateDonation: the attempt's idempotency key.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions\Steps;

use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Step of CreateDonation: the stored idempotency key of an attempt.
 */
final class IdempotencyKey {

	/**
	 * The stored idempotency key: a hash of the client's attempt key with what makes the gift itself, so
	 * two donors who share a key (e.g. from a cached page) never share a donation.
	 *
	 * @param string $client_key Client attempt key ('' when none).
	 * @param string $email      Donor email.
	 * @param int    $form_id    Form.
	 * @param int    $amount     Minor units.
	 * @param string $gateway_id Gateway.
	 * @throws ValidationException When the key is malformed.
	 */
	public static function derive( string $client_key, string $email, int $form_id, int $amount, string $gateway_id ): ?string {
		if ( '' === $client_key ) {
			return null;
		}
		if ( ! preg_match( '/^[A-Za-z0-9-]{16,64}$/', $client_key ) ) {
			throw new ValidationException( 'opengive_invalid_idempotency_key', __( 'The request could not be matched to your donation attempt. Please reload the page and try again.', 'opengive' ), 'idempotencyKey' );
		}
		return hash( 'sha256', implode( '|', array( $client_key, $email, $form_id, $amount, $gateway_id ) ) );
	}
}
