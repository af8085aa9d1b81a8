<?php
/**
 * The suggested privacy-policy text (Settings → Privacy → policy guide).
 *
 * @package OpenGive
 */

namespace OpenGive\Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * Describes what OpenGive stores, why, for how long, and who else sees it.
 */
final class PolicyText {

	/**
	 * Adds the text (on admin_init, where core collects suggestions).
	 */
	public static function register(): void {
		if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
			wp_add_privacy_policy_content( __( 'OpenGive', 'opengive' ), wp_kses_post( self::text() ) );
		}
	}

	/**
	 * The suggested text, translatable, as HTML.
	 */
	public static function text(): string {
		$paragraphs = array(
			__( 'When you donate, we store your name, email address and the details you enter on the donation form (such as phone, company, postal address, a comment and answers to extra questions), the amount, date and status of your gift, how you paid (the last four digits and brand of a card, never the full number) and the IP address the gift came from.', 'opengive' ),
			__( 'We use this to take your gift, send your receipt, prevent fraud and abuse, manage recurring gifts and keep the financial records a charity must keep.', 'opengive' ),
			__( 'Card payments are processed by our payment provider (for example Stripe or 2Checkout), which receives your card details and the data needed to take the payment under its own privacy policy.', 'opengive' ),
			__( 'You can ask for an export of the personal data we hold about your gifts, or for its erasure. Erasure removes your name, contact details, address, comment, card details and IP address; the amount, date and status of each gift are kept, anonymised, for as long as financial and tax law requires. While a recurring gift is active, it must be cancelled before its data can be erased.', 'opengive' ),
		);
		return '<p class="privacy-policy-tutorial">' . esc_html__( 'Suggested text:', 'opengive' ) . '</p><p>' . implode( '</p><p>', array_map( 'esc_html', $paragraphs ) ) . '</p>';
	}
}
