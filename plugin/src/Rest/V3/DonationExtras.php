<?php
/**
 * The donation fields GiveWP computes rather than stores: customFields and the gateway object.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\Models\Donation;
use OpenGive\Forms\ValueObjects\FormSettings;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Labels come from the form's settings (read from the post-meta cache the form titles already primed).
 */
final class DonationExtras {

	/**
	 * The donation's custom-field answers as GiveWP lists them: [{label, value}], empty answers left out.
	 *
	 * @param Donation $donation Donation.
	 * @return array<int, array{label: string, value: string}>
	 */
	public static function custom_fields( Donation $donation ): array {
		if ( array() === $donation->custom_fields ) {
			return array();
		}
		$labels   = array();
		$settings = FormSettings::from_meta( get_post_meta( $donation->form_id, FormSettings::META_KEY, true ) );
		foreach ( $settings->custom_fields as $field ) {
			$labels[ $field['name'] ] = $field['label'];
		}
		$out = array();
		foreach ( $donation->custom_fields as $name => $value ) {
			if ( '' === (string) $value ) {
				continue;
			}
			// A field removed from the form since keeps its answer, labelled by its name.
			$out[] = array(
				'label' => $labels[ $name ] ?? (string) $name,
				'value' => (string) $value,
			);
		}
		return $out;
	}

	/**
	 * The gateway as GiveWP describes it: id, name, label (the payment method) and, for providers
	 * with a dashboard, transactionUrl (shown only with sensitive data).
	 *
	 * @param Donation $donation Donation.
	 * @return array{id: string, name: string, label: string, transactionUrl?: string}
	 */
	public static function gateway( Donation $donation ): array {
		$gateway = Plugin::container()->get( GatewayRegistry::class )->get( $donation->gateway_id );
		$name    = null !== $gateway ? $gateway->label() : $donation->gateway_id;
		$label   = $name;
		if ( '' !== $donation->payment_last4 ) {
			/* translators: 1: card brand, 2: last four digits */
			$label = sprintf( __( '%1$s ending in %2$s', 'opengive' ), ucfirst( '' !== $donation->payment_brand ? $donation->payment_brand : __( 'Card', 'opengive' ) ), $donation->payment_last4 );
		}
		$out = array(
			'id'    => $donation->gateway_id,
			'name'  => $name,
			'label' => $label,
		);
		$url = self::transaction_url( $donation );
		if ( '' !== $url ) {
			$out['transactionUrl'] = $url;
		}
		return $out;
	}

	/**
	 * Where the provider shows the payment ('' when it has no page for it).
	 *
	 * @param Donation $donation Donation.
	 */
	private static function transaction_url( Donation $donation ): string {
		$id = $donation->gateway_transaction_id;
		if ( 'stripe' === $donation->gateway_id && 0 === strpos( $id, 'pi_' ) ) {
			return 'https://dashboard.stripe.com/' . ( 'test' === $donation->mode ? 'test/' : '' ) . 'payments/' . rawurlencode( $id );
		}
		return '';
	}
}
