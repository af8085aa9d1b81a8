<?php
/**
 * The contact form post type: a form an editor builds once and places on several pages.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms;

use OpenGive\ContactForms\Models\ContactForm;
use OpenGive\ContactForms\Validation\FieldRules;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Like a reusable block: the post's content is the form's field blocks (opengive/contact-field),
 * edited in the block editor; its settings (recipients, mail, messages) are one meta object. The
 * opengive/contact-form block on a page references the post by id.
 */
final class ContactFormPostType {

	const POST_TYPE = 'opengive_contact';
	const META_KEY  = 'opengive_contact_settings';

	/**
	 * Registers the post type and its meta (on init).
	 */
	public static function register(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'        => array(
					'name'          => __( 'Contact Forms', 'opengive' ),
					'singular_name' => __( 'Contact Form', 'opengive' ),
					'add_new_item'  => __( 'Add New Contact Form', 'opengive' ),
					'edit_item'     => __( 'Edit Contact Form', 'opengive' ),
					'all_items'     => __( 'Contact Forms', 'opengive' ),
				),
				'public'        => false,
				'show_ui'       => true,
				'show_in_menu'  => 'edit.php?post_type=opengive_form',
				'show_in_rest'  => true,
				'rest_base'     => 'opengive-contact-forms',
				'supports'      => array( 'title', 'editor', 'custom-fields', 'revisions' ),
				// Forms mail their submissions to the recipient they name: only people who may change
				// site options decide where visitors' messages go.
				'capability_type' => array( 'opengive_contact', 'opengive_contacts' ),
				'capabilities'  => array(
					'edit_post'              => 'manage_options',
					'read_post'              => 'manage_options',
					'delete_post'            => 'manage_options',
					'edit_posts'             => 'manage_options',
					'edit_others_posts'      => 'manage_options',
					'delete_posts'           => 'manage_options',
					'publish_posts'          => 'manage_options',
					'read_private_posts'     => 'manage_options',
					'create_posts'           => 'manage_options',
					'delete_others_posts'    => 'manage_options',
					'delete_published_posts' => 'manage_options',
					'edit_published_posts'   => 'manage_options',
				),
				'map_meta_cap'  => false,
				// A new form starts with a name, an email and a message field.
				'template'      => array(
					array( 'opengive/contact-field', array( 'type' => 'text', 'name' => 'your-name', 'label' => __( 'Your name', 'opengive' ), 'required' => true ) ),
					array( 'opengive/contact-field', array( 'type' => 'email', 'name' => 'your-email', 'label' => __( 'Your email', 'opengive' ), 'required' => true ) ),
					array( 'opengive/contact-field', array( 'type' => 'textarea', 'name' => 'your-message', 'label' => __( 'Your message', 'opengive' ), 'required' => true ) ),
				),
			)
		);

		register_post_meta(
			self::POST_TYPE,
			self::META_KEY,
			array(
				'type'          => 'object',
				'single'        => true,
				'description'   => __( 'Contact form settings: recipients, mail, auto-reply and messages.', 'opengive' ),
				'show_in_rest'  => array( 'schema' => self::settings_schema() ),
				'auth_callback' => static function () {
					return current_user_can( 'manage_options' );
				},
			)
		);
	}

	/**
	 * Every key the messages object may hold: the status messages, then the rule names.
	 *
	 * @return string[]
	 */
	public static function message_keys(): array {
		return array_merge( array_keys( ContactForm::default_messages() ), FieldRules::NAMES, array( 'all', 'any' ) );
	}

	/**
	 * Refuses a save whose recipient list holds something that is not an email address (on
	 * rest_pre_insert_opengive_contact, before the post or its meta is written). JSON schema cannot
	 * check each item of a comma list, and a bad address would silently lose visitors' messages.
	 *
	 * @param \stdClass|\WP_Error $prepared The post about to be saved.
	 * @param \WP_REST_Request    $request  The request.
	 * @return \stdClass|\WP_Error
	 */
	public static function check_recipients( $prepared, $request ) {
		if ( is_wp_error( $prepared ) ) {
			return $prepared;
		}
		$meta = $request->get_param( 'meta' );
		if ( ! is_array( $meta ) || ! isset( $meta[ self::META_KEY ]['recipient'] ) || ! is_string( $meta[ self::META_KEY ]['recipient'] ) ) {
			return $prepared;
		}
		$recipient = $meta[ self::META_KEY ]['recipient'];
		return ErrorResponder::run(
			static function () use ( $prepared, $recipient ) {
				self::assert_recipients( $recipient );
				return $prepared;
			}
		);
	}

	/**
	 * Throws when a recipient list holds something that is not an email address. Both ways of
	 * saving a form (/wp/v2 from the editor panel and the opengive/v1/contact-forms admin route)
	 * call it before writing anything.
	 *
	 * @param string $recipient Comma-separated addresses.
	 * @throws ValidationException When an item is not an email address.
	 */
	public static function assert_recipients( string $recipient ): void {
		$bad = self::bad_recipients( $recipient );
		if ( array() !== $bad ) {
			throw new ValidationException(
				'opengive_invalid_recipient',
				/* translators: %s: the addresses that are not valid, comma-separated. */
				sprintf( __( 'These recipients are not valid email addresses: %s', 'opengive' ), implode( ', ', $bad ) ),
				'recipient'
			);
		}
	}

	/**
	 * The items of a comma-separated recipient list that are not email addresses (empty list: fine,
	 * the site admin gets the mail). The same check as src/contact-form/settings/recipients.ts.
	 *
	 * @param string $recipient Comma-separated addresses.
	 * @return string[]
	 */
	public static function bad_recipients( string $recipient ): array {
		$bad = array();
		foreach ( explode( ',', $recipient ) as $item ) {
			$item = trim( $item );
			if ( '' !== $item && ! is_email( $item ) ) {
				$bad[] = $item;
			}
		}
		return $bad;
	}

	/**
	 * JSON schema of the settings object (REST checks every save against it).
	 *
	 * @return array<string, mixed>
	 */
	public static function settings_schema(): array {
		$messages = array();
		foreach ( self::message_keys() as $key ) {
			$messages[ $key ] = array( 'type' => 'string' );
		}
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'recipient'         => array(
					'type'        => 'string',
					'description' => __( 'Comma-separated addresses that receive each message (empty: the site admin).', 'opengive' ),
				),
				'subject'           => array( 'type' => 'string' ),
				'body'              => array( 'type' => 'string' ),
				'reply_to_field'    => array( 'type' => 'string' ),
				'autoreply'         => array( 'type' => 'boolean' ),
				'autoreply_subject' => array( 'type' => 'string' ),
				'autoreply_body'    => array( 'type' => 'string' ),
				'keep_uploads'      => array( 'type' => 'boolean' ),
				'messages'          => array(
					'type'                 => 'object',
					// The status messages and one per rule name (required, email, maxlength…): exactly
					// the keys ContactForm::message() looks up, so a typo is refused, not ignored.
					'properties'           => $messages,
					'additionalProperties' => false,
				),
			),
		);
	}
}
