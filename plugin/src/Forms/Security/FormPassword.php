<?php
/**
 * A donation form protected by a password (the form post's post_password, set in the editor).
 *
 * @package OpenGive
 */

namespace OpenGive\Forms\Security;

use OpenGive\Forms\FormPostType;
use OpenGive\Forms\ValueObjects\FormSettings;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's own rule: a visitor sees a protected post once the postpass cookie that
 * wp-login.php?action=postpass sets matches its password. Every public way to show a form (the block,
 * hence the form view, GiveWP's route, the embeds and the grid's frames), to read its data (REST) or
 * to give through it (REST, admin-ajax, the no-JavaScript post) asks locked() first. People who may
 * edit the form pass: they can read the password in the editor anyway, and the editor's canvas and
 * previews show the form.
 */
final class FormPassword {

	/**
	 * Whether the current visitor must enter the form's password first.
	 *
	 * @param int $form_id Form.
	 */
	public static function locked( int $form_id ): bool {
		$post = $form_id > 0 ? get_post( $form_id ) : null;
		if ( ! $post instanceof \WP_Post || '' === (string) $post->post_password ) {
			return false;
		}
		return post_password_required( $post ) && ! current_user_can( 'edit_post', $post->ID );
	}

	/**
	 * Whether the form has a password at all (its pages then differ per visitor and are not cached).
	 *
	 * @param int $form_id Form.
	 */
	public static function is_protected( int $form_id ): bool {
		return '' !== (string) get_post_field( 'post_password', $form_id );
	}

	/**
	 * WordPress's password form for the form (posts to wp-login.php?action=postpass, which sets the
	 * cookie and sends the visitor back to this page).
	 *
	 * @param int $form_id Form.
	 */
	public static function password_form( int $form_id ): string {
		return get_the_password_form( get_post( $form_id ) );
	}

	/**
	 * The answer to a gift, or a request for a form's payment fields, without the password.
	 */
	public static function refusal(): OpenGiveException {
		return new OpenGiveException(
			'opengive_form_password_required',
			__( 'This donation form is protected by a password. Please enter the password on the form first, then give.', 'opengive' ),
			403,
			array( 'field' => 'formId' )
		);
	}

	/**
	 * WordPress's own route for forms (wp/v2/opengive-forms) hides a protected post's content but not
	 * its meta, where the form's settings are: they are left out too, unless the request carries the
	 * password as WordPress's `password` parameter (rest_prepare_opengive_form).
	 *
	 * @param \WP_REST_Response $response Response.
	 * @param \WP_Post          $post     Form post.
	 * @param \WP_REST_Request  $request  Request.
	 */
	public static function withhold_rest_meta( $response, $post, $request ) {
		if ( ! $response instanceof \WP_REST_Response || ! $post instanceof \WP_Post || FormPostType::POST_TYPE !== $post->post_type || ! self::locked( $post->ID ) ) {
			return $response;
		}
		$password = $request instanceof \WP_REST_Request ? $request->get_param( 'password' ) : null;
		if ( is_string( $password ) && '' !== $password && hash_equals( (string) $post->post_password, $password ) ) {
			return $response;
		}
		$data = $response->get_data();
		if ( isset( $data['meta'][ FormSettings::META_KEY ] ) ) {
			$data['meta'][ FormSettings::META_KEY ] = (object) array();
			$response->set_data( $data );
		}
		return $response;
	}
}
