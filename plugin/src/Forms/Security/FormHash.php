<?php
/**
 * The donation form's nonce (GiveWP's give-form-hash) and its lifetime.
 *
 * @package OpenGive
 */

namespace OpenGive\Forms\Security;

defined( 'ABSPATH' ) || exit;

/**
 * A WordPress nonce per form, printed with its creation time and lifetime so the browser can fetch
 * a fresh one before it expires (and at once on a page a full-page cache served stale).
 */
final class FormHash {

	const FIELD = 'give-form-hash';

	/**
	 * The nonce action of a form.
	 *
	 * @param int $form_id Form.
	 */
	public static function action( int $form_id ): string {
		return 'give_donation_form_nonce_' . $form_id;
	}

	/**
	 * A new hash with its creation time and lifetime (seconds).
	 *
	 * A WordPress nonce is accepted for one to two "ticks" of half the nonce life, depending on when
	 * in the tick it was made; half the life is the span it is guaranteed to work.
	 *
	 * @param int $form_id Form.
	 * @return array{hash: string, time: int, life: int}
	 */
	public static function create( int $form_id ): array {
		$action = self::action( $form_id );
		return array(
			'hash' => wp_create_nonce( $action ),
			'time' => time(),
			'life' => max( 1, intdiv( (int) apply_filters( 'nonce_life', DAY_IN_SECONDS, $action ), 2 ) ),
		);
	}

	/**
	 * Whether a hash is valid for the form and the current visitor.
	 *
	 * @param int    $form_id Form.
	 * @param string $hash    Hash.
	 */
	public static function verify( int $form_id, string $hash ): bool {
		return '' !== $hash && false !== wp_verify_nonce( $hash, self::action( $form_id ) );
	}

	/**
	 * The nonce of the register-in-the-form panel (give_form_user_register_hash).
	 */
	public static function register_hash(): string {
		return wp_create_nonce( 'give_form_user_register_nonce' );
	}
}
