<?php
/**
 * The markup give_load_gateway answers with.
 *
 * @package OpenGive
 */

namespace OpenGive\Gateways\Views;

defined( 'ABSPATH' ) || exit;

/**
 * The gateway's section of the form. Card inputs carry no name attribute, so a card number can never
 * be posted to this site: the script sends it to the provider and posts only the token.
 */
final class GatewayFieldsHtml {

	/**
	 * Renders a LoadGatewayFields answer.
	 *
	 * @param array<string, mixed> $gateway LoadGatewayFields answer.
	 * @param int                  $form_id Form (keeps element ids unique per form).
	 */
	public static function render( array $gateway, int $form_id ): string {
		$id   = 'opengive-' . $form_id . '-' . sanitize_key( (string) $gateway['id'] );
		$html = sprintf(
			'<fieldset id="give_cc_fields-%1$s" class="give-gateway-fields" data-gateway="%2$s" data-client="%3$s"><legend>%4$s</legend>',
			esc_attr( (string) $form_id ),
			esc_attr( (string) $gateway['id'] ),
			esc_attr( (string) wp_json_encode( $gateway['client'] ) ),
			esc_html( (string) $gateway['label'] )
		);
		if ( '' !== $gateway['description'] ) {
			$html .= '<p class="give-gateway-description">' . esc_html( (string) $gateway['description'] ) . '</p>';
		}
		if ( 'card' === $gateway['fields'] ) {
			$inputs = array(
				'card-number' => array( __( 'Card number', 'opengive' ), 'cc-number', '' ),
				'card-expiry' => array( __( 'Expiry (MM / YY)', 'opengive' ), 'cc-exp', '' ),
				'card-cvc'    => array( __( 'CVC', 'opengive' ), 'cc-csc', ' maxlength="4"' ),
			);
			foreach ( $inputs as $suffix => list( $label, $autocomplete, $extra ) ) {
				$html .= sprintf(
					'<p><label for="%1$s-%2$s">%3$s</label><input id="%1$s-%2$s" class="%2$s" type="text" inputmode="numeric" autocomplete="%4$s" required%5$s></p>',
					esc_attr( $id ),
					esc_attr( $suffix ),
					esc_html( $label ),
					esc_attr( $autocomplete ),
					$extra // Fixed markup above.
				);
			}
			$html .= '<input type="hidden" name="card-token" value="">';
		}
		if ( 'payment-element' === $gateway['fields'] ) {
			// Stripe's Payment Element mounts here; without JavaScript there is nothing to pay with.
			$html .= sprintf(
				'<div class="opengive-payment-element" id="%1$s-payment-element"></div><noscript><p>%2$s</p></noscript>',
				esc_attr( $id ),
				esc_html__( 'This payment method needs JavaScript. Please turn it on, or choose another method.', 'opengive' )
			);
		}
		return $html . '</fieldset>';
	}
}
