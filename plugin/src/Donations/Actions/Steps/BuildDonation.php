<?php
/**
 * Step of CreateDonation: the donation row a checked request makes.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Actions\Steps;

use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\ValueObjects\CheckedDonation;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Subscriptions\ValueObjects\Period;

defined( 'ABSPATH' ) || exit;

/**
 * Step 3 of CreateDonation (build donation): a pending, not yet saved donation from what ValidateRequest
 * found valid. A typed custom amount is stored with level "custom".
 */
final class BuildDonation {

	/**
	 * The donation to write.
	 *
	 * @param CheckedDonation $checked What ValidateRequest found valid.
	 * @param string|null     $key     Stored idempotency key (null when the client sent none).
	 * @param string          $ip      Client IP.
	 */
	public function __invoke( CheckedDonation $checked, ?string $key, string $ip ): Donation {
		$form                           = $checked->form;
		$extras                         = $checked->extras;
		$donation                       = new Donation();
		$donation->form_id              = $form->id;
		$donation->campaign_id          = $form->settings->campaign_id;
		$donation->status               = DonationStatus::PENDING;
		$donation->mode                 = $checked->gateway->mode();
		$donation->amount               = $checked->amount;
		$donation->fee_amount_recovered = $checked->fee;
		$donation->type                 = Period::ONCE === $checked->period ? 'single' : 'subscription';
		$donation->currency             = $form->settings->currency->code;
		$donation->gateway_id           = $checked->gateway->id();
		$donation->purchase_key         = bin2hex( random_bytes( 16 ) );
		$donation->idempotency_key      = $key;
		$donation->donor_ip             = $ip;
		$donation->first_name           = $checked->first_name;
		$donation->last_name            = $checked->last_name;
		$donation->email                = $checked->email;
		$donation->level_id             = null !== $form->settings->level( $checked->level_id ) ? $checked->level_id : 'custom';
		$donation->company              = $extras['company'];
		$donation->comment              = $extras['comment'];
		$donation->anonymous            = $extras['anonymous'];
		$donation->custom_fields        = $extras['custom_fields'];
		if ( null !== $checked->address ) {
			$donation->billing_address = $checked->address;
		}
		return $donation;
	}
}
