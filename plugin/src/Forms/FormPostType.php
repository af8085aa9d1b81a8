<?php
/**
 * The opengive_form post type.
 *
 * @package OpenGive
 */

namespace OpenGive\Forms;

use OpenGive\Forms\ValueObjects\FormSettings;

defined( 'ABSPATH' ) || exit;

/**
 * Registers donation forms as a REST-enabled post type with schema-typed settings meta.
 */
final class FormPostType {

	const POST_TYPE = 'opengive_form';

	/**
	 * Registers the post type and its meta (on init).
	 */
	public static function register(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'          => array(
					'name'          => __( 'Donation Forms', 'opengive' ),
					'singular_name' => __( 'Donation Form', 'opengive' ),
					'add_new_item'  => __( 'Add New Donation Form', 'opengive' ),
					'edit_item'     => __( 'Edit Donation Form', 'opengive' ),
					'menu_name'     => __( 'OpenGive', 'opengive' ),
					'all_items'     => __( 'Donation Forms', 'opengive' ),
					'add_new'       => __( 'Add New Form', 'opengive' ),
				),
				'public'          => false,
				'show_ui'         => true,
				'show_in_menu'    => true,
				'menu_icon'       => 'dashicons-heart',
				'show_in_rest'    => true,
				'rest_base'       => 'opengive-forms',
				'supports'        => array( 'title', 'editor', 'custom-fields', 'revisions' ),
				'capability_type' => 'page',
				'map_meta_cap'    => true,
			)
		);

		register_post_meta(
			self::POST_TYPE,
			FormSettings::META_KEY,
			array(
				'type'          => 'object',
				'single'        => true,
				'description'   => __( 'Donation form settings: levels, limits, currency and gateways.', 'opengive' ),
				'show_in_rest'  => array( 'schema' => FormSettings::schema() ),
				'auth_callback' => static function ( $allowed, $meta_key, $post_id ) {
					return current_user_can( 'edit_post', (int) $post_id );
				},
			)
		);
	}
}
