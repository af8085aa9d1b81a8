<?php
/**
 * The opengive_form post type.
 *
 * @package OpenGive
 */

namespace OpenGive\Forms;

use OpenGive\Forms\ValueObjects\FormSettings;
use OpenGive\Rest\Permissions\Capabilities;

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
				// One capability for every way to change a form: wp/v2/opengive-forms, the block editor
				// and /givewp/v3/forms all ask for edit_give_forms (an Editor's edit_pages is not enough).
				'capability_type' => array( 'give_form', 'give_forms' ),
				'capabilities'    => self::capabilities(),
				'map_meta_cap'    => true,
			)
		);

		add_action( 'wp_insert_post', array( self::class, 'default_minimum' ), 10, 3 );
		// A form created through REST gets its meta after wp_insert_post: check again once it has it.
		add_action(
			'rest_after_insert_' . self::POST_TYPE,
			static function ( $post, $request, $creating ) {
				self::default_minimum( $post->ID, $post, ! $creating );
			},
			10,
			3
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

	/**
	 * Gives a newly created form the default minimum (one unit of its currency) when its settings do
	 * not name one. Runs once, at creation: an editor's later 0 (no minimum) is left alone.
	 *
	 * @param int      $post_id Post id.
	 * @param \WP_Post $post    Post.
	 * @param bool     $update  Whether an existing post was updated.
	 */
	public static function default_minimum( $post_id, $post, $update ): void {
		if ( $update || ! $post instanceof \WP_Post || self::POST_TYPE !== $post->post_type || 'revision' === $post->post_type ) {
			return;
		}
		$settings = get_post_meta( (int) $post_id, FormSettings::META_KEY, true );
		$settings = is_array( $settings ) ? $settings : array();
		if ( array_key_exists( 'minimum', $settings ) ) {
			return;
		}
		$settings['minimum'] = FormSettings::default_minimum( $settings );
		update_post_meta( (int) $post_id, FormSettings::META_KEY, $settings );
	}

	/**
	 * The post type's primitive capabilities, all mapped to OpenGive's form capability (reading stays
	 * with 'read'; the per-post meta capabilities are mapped onto these by map_meta_cap).
	 *
	 * @return array<string, string>
	 */
	public static function capabilities(): array {
		$primitive = array( 'edit_posts', 'edit_others_posts', 'edit_private_posts', 'edit_published_posts', 'publish_posts', 'read_private_posts', 'delete_posts', 'delete_others_posts', 'delete_private_posts', 'delete_published_posts', 'create_posts' );
		return array_merge( array_fill_keys( $primitive, Capabilities::EDIT_FORMS ), array( 'read' => 'read' ) );
	}
}
