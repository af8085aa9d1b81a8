<?php
/**
 * What every payment gateway does.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Contracts;

use OpenGive\Donations\Models\Donation;
use OpenGive\Gateways\ValueObjects\ChargeResult;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * A way to take money. Card data never reaches a gateway class: only provider tokens do.
 */
interface PaymentGateway {

	/**
	 * Stable id stored on donations, e.g. 'test'.
	 */
	public function id(): string;

	/**
	 * Name shown to donors.
	 */
	public function label(): string;

	/**
	 * live|test: the mode of donations made through it.
	 */
	public function mode(): string;

	/**
	 * Whether the site has given it what it needs (keys); forms offer only configured gateways.
	 */
	public function is_configured(): bool;

	/**
	 * What the browser needs to take payment details: 'fields' ('none', 'card' or
	 * 'payment-element') plus public settings such as publishable keys. Never a secret.
	 *
	 * @return array<string, mixed>
	 */
	public function client_config(): array;

	/**
	 * Checks the gateway's own part of a donation request before anything is written, and returns it.
	 *
	 * @param array<string, mixed> $input The donation request.
	 * @return array<string, mixed> What charge() receives.
	 * @throws ValidationException When a token or other gateway field is missing or malformed.
	 */
	public function payment_data( array $input ): array;

	/**
	 * Charges a saved, pending donation.
	 *
	 * @param Donation             $donation     The donation.
	 * @param array<string, mixed> $payment_data What payment_data() returned.
	 */
	public function charge( Donation $donation, array $payment_data ): ChargeResult;
}
