<?php
/**
 * The legacy admin-ajax actions give_donation_form_nonce and give_donation_form_reset_all_nonce.
 *
 * @package OpenGive
 */

namespace OpenGive\Forms\Ajax;

use OpenGive\Forms\Security\FormHash;

defined( 'ABSPATH' ) || exit;

/**
 * Fresh nonces for a form on a page that may be old (a full-page cache, a back-forward restore, a
 * long-open tab, a login inside the form). Never cached.
 */
final class FormNonceActions {

	const NONCE     = 'give_donation_form_nonce';
	const RESET_ALL = 'give_donation_form_reset_all_nonce';

	/**
	 * give_donation_form_nonce: data holds the new form hash.
	 */
	public static function nonce(): void {
		nocache_headers();
		$form_id = self::form_id();
		if ( $form_id <= 0 ) {
			wp_send_json_error( __( 'This donation form is not available.', 'opengive' ), 400 );
		}
		wp_send_json_success( FormHash::create( $form_id )['hash'] );
	}

	/**
	 * give_donation_form_reset_all_nonce: data.give_form_hash and data.give_form_user_register_hash,
	 * plus the hash's time and lifetime and a fresh REST nonce for the page's API calls.
	 */
	public static function reset_all(): void {
		nocache_headers();
		$form_id = self::form_id();
		if ( $form_id <= 0 ) {
			wp_send_json_error( __( 'This donation form is not available.', 'opengive' ), 400 );
		}
		$hash = FormHash::create( $form_id );
		wp_send_json_success(
			array(
				'give_form_hash'               => $hash['hash'],
				'give_form_user_register_hash' => FormHash::register_hash(),
				'time'                         => $hash['time'],
				'life'                         => $hash['life'],
				'rest_nonce'                   => wp_create_nonce( 'wp_rest' ),
			)
		);
	}

	/**
	 * The posted give_form_id of a published form, or 0.
	 */
	private static function form_id(): int {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- this call hands out nonces.
		$form_id = isset( $_POST['give_form_id'] ) ? absint( wp_unslash( $_POST['give_form_id'] ) ) : 0;
		return 'opengive_form' === get_post_type( $form_id ) && 'publish' === get_post_status( $form_id ) ? $form_id : 0;
	}
}
