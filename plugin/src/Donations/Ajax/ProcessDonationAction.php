<?php
/**
 * The legacy admin-ajax action give_process_donation (spec section 7).
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Ajax;

use OpenGive\Donations\Actions\CreateDonation;
use OpenGive\Donations\Actions\ReadGiveWpForm;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * The serialised form plus give_ajax=true: every donation rule is checked, nothing is written. The
 * answer is plain text, 'success' (the form then posts for real), or the errors as HTML paragraphs
 * in a give_errors block.
 */
final class ProcessDonationAction {

	const ACTION = 'give_process_donation';

	/**
	 * Checks donations.
	 *
	 * @var CreateDonation
	 */
	private $create;

	/**
	 * Reads the posted form.
	 *
	 * @var ReadGiveWpForm
	 */
	private $read;

	/**
	 * Constructor.
	 *
	 * @param CreateDonation $create Checks donations.
	 * @param ReadGiveWpForm $read   Reads the posted form.
	 */
	public function __construct( CreateDonation $create, ReadGiveWpForm $read ) {
		$this->create = $create;
		$this->read   = $read;
	}

	/**
	 * Handles the request and exits.
	 */
	public function handle(): void {
		nocache_headers();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the form hash is verified by CreateDonation.
		$input = ( $this->read )( wp_unslash( $_POST ) );
		try {
			$this->create->validate( $input );
			echo 'success';
		} catch ( OpenGiveException $error ) {
			echo self::errors_html( array( $error->getMessage() ), array( $error->error_code() ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in errors_html().
		}
		wp_die();
	}

	/**
	 * GiveWP's error block: a localised label and each message.
	 *
	 * @param string[] $messages Messages.
	 * @param string[] $codes    Their stable error codes (same order), as data-code for scripts and tests.
	 */
	public static function errors_html( array $messages, array $codes = array() ): string {
		$html = '<div class="give_errors" role="alert">';
		foreach ( $messages as $i => $message ) {
			$code  = isset( $codes[ $i ] ) ? ' data-code="' . esc_attr( $codes[ $i ] ) . '"' : '';
			$html .= '<p class="give_error"' . $code . '><strong>' . esc_html__( 'Error', 'opengive' ) . '</strong>: ' . esc_html( $message ) . '</p>';
		}
		return $html . '</div>';
	}
}
