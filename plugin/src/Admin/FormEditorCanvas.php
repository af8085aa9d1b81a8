<?php
/**
 * What the block editor's canvas shows for a donation form: the form itself.
 *
 * @package OpenGive
 */

namespace OpenGive\Admin;

use OpenGive\Forms\FormPostType;

defined( 'ABSPATH' ) || exit;

/**
 * A donation form's settings live in its post meta, not in its content, so its edit screen used to
 * open on an empty canvas ("Type / to choose a block"). The canvas now holds one locked
 * opengive/donation-form block bound to the form being edited: the block's server-side preview
 * shows the live form, and the settings stay in the sidebar panel (opened on load).
 */
final class FormEditorCanvas {

	/**
	 * The block markup that shows form $form_id.
	 *
	 * @param int $form_id Form.
	 */
	public static function block_markup( int $form_id ): string {
		return '<!-- wp:opengive/donation-form ' . wp_json_encode( self::attributes( $form_id ) ) . ' /-->';
	}

	/**
	 * The block's attributes: this form, inline, and locked in place.
	 *
	 * @param int $form_id Form.
	 * @return array<string, mixed>
	 */
	private static function attributes( int $form_id ): array {
		return array(
			'formId'      => $form_id,
			'displayMode' => 'inline',
			'lock'        => array(
				'move'   => true,
				'remove' => true,
			),
		);
	}

	/**
	 * block_editor_settings_all: a new form starts with its own block (the editor applies the
	 * template to new posts) and nothing else can be added.
	 *
	 * @param array                   $settings Editor settings.
	 * @param \WP_Block_Editor_Context $context  Where the editor is.
	 * @return array
	 */
	public static function editor_settings( $settings, $context ) {
		$post = isset( $context->post ) ? $context->post : null;
		if ( ! $post instanceof \WP_Post || FormPostType::POST_TYPE !== $post->post_type ) {
			return $settings;
		}
		$settings['template']     = array( array( 'opengive/donation-form', self::attributes( (int) $post->ID ) ) );
		$settings['templateLock'] = 'all';
		return $settings;
	}

	/**
	 * rest_prepare_opengive_form: a form saved before the canvas had its block (its content is
	 * empty) is given the block in the editor's copy (context=edit), so the template matches and the
	 * canvas shows the form. Nothing is written until the editor saves.
	 *
	 * @param \WP_REST_Response $response Response.
	 * @param \WP_Post          $post     The form post.
	 * @param \WP_REST_Request  $request  Request.
	 * @return \WP_REST_Response
	 */
	public static function rest_prepare( $response, $post, $request ) {
		if ( 'edit' !== $request['context'] || ! $response instanceof \WP_REST_Response ) {
			return $response;
		}
		$data = $response->get_data();
		if ( isset( $data['content']['raw'] ) && '' === trim( (string) $data['content']['raw'] ) ) {
			$data['content']['raw'] = self::block_markup( (int) $post->ID );
			$response->set_data( $data );
		}
		return $response;
	}
}
