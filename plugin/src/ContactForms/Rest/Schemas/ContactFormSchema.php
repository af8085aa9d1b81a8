<?php
/**
 * The opengive/contact-form resource: CF7's admin item shape and its JSON schema.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Rest\Schemas;

use OpenGive\ContactForms\ContactFormPostType;
use OpenGive\ContactForms\Models\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * CF7's item shape (id, slug, title, locale, properties, config_errors); properties are
 * { fields, settings }.
 */
final class ContactFormSchema {

	/**
	 * The item shape.
	 *
	 * @param ContactForm $form The form.
	 * @return array<string, mixed>
	 */
	public static function prepare( ContactForm $form ): array {
		$errors = array();
		foreach ( $form->fields as $index => $field ) {
			if ( ! $field->has_valid_name() ) {
				/* translators: %d: field position, from 1 */
				$errors[] = array( 'field' => $index, 'message' => sprintf( __( 'Field %d has no valid name and is ignored.', 'opengive' ), $index + 1 ) );
			}
		}
		return array(
			'id'            => $form->id,
			'slug'          => (string) get_post_field( 'post_name', $form->id ),
			'title'         => $form->title,
			'locale'        => get_locale(),
			'properties'    => array(
				'fields'   => array_map(
					static function ( $field ) {
						return $field->attrs;
					},
					$form->fields
				),
				'settings' => $form->settings,
			),
			'config_errors' => $errors,
		);
	}

	/**
	 * The item schema.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'opengive/contact-form',
			'type'       => 'object',
			'properties' => array(
				'id'            => array(
					'type'        => 'integer',
					'description' => __( 'Form id.', 'opengive' ),
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'slug'          => array(
					'type'        => 'string',
					'description' => __( 'Slug.', 'opengive' ),
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'title'         => array(
					'type'        => 'string',
					'description' => __( 'Title.', 'opengive' ),
					'context'     => array( 'view', 'edit' ),
					'required'    => false,
				),
				'locale'        => array(
					'type'        => 'string',
					'description' => __( 'Locale.', 'opengive' ),
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'properties'    => array(
					'type'        => 'object',
					'description' => __( 'Fields (block attributes, in order) and settings.', 'opengive' ),
					'context'     => array( 'view', 'edit' ),
					'properties'  => array(
						'fields'   => array(
							'type'  => 'array',
							'items' => array( 'type' => 'object' ),
						),
						'settings' => ContactFormPostType::settings_schema(),
					),
				),
				'config_errors' => array(
					'type'        => 'array',
					'description' => __( 'Problems in the form\'s configuration.', 'opengive' ),
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
			),
		);
	}
}
