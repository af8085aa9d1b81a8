<?php
/**
 * Reads and writes contact forms.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Repositories;

use OpenGive\ContactForms\ContactFormPostType;
use OpenGive\ContactForms\Models\ContactField;
use OpenGive\ContactForms\Models\ContactForm;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Fields live in the post content as opengive/contact-field blocks (so the block editor edits
 * them), settings in one meta object.
 */
final class ContactFormRepository {

	/**
	 * Most characters in a form title.
	 */
	const TITLE_MAX = 200;

	const FIELD_BLOCK = 'opengive/contact-field';

	/**
	 * A form by id (any status), or null.
	 *
	 * @param int $id Post id.
	 */
	public function find( int $id ): ?ContactForm {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || ContactFormPostType::POST_TYPE !== $post->post_type ) {
			return null;
		}
		$settings = get_post_meta( $post->ID, ContactFormPostType::META_KEY, true );
		return new ContactForm( (int) $post->ID, (string) $post->post_title, self::fields_of( (string) $post->post_content ), is_array( $settings ) ? $settings : array(), (string) $post->post_status );
	}

	/**
	 * A published form by id, or null (what visitors may submit to).
	 *
	 * @param int $id Post id.
	 */
	public function find_published( int $id ): ?ContactForm {
		$form = $this->find( $id );
		return null !== $form && 'publish' === $form->status ? $form : null;
	}

	/**
	 * Forms, newest first.
	 *
	 * @param array<string, mixed> $args per_page, offset, search.
	 * @return ContactForm[]
	 */
	public function all( array $args = array() ): array {
		$ids = get_posts(
			array(
				'post_type'   => ContactFormPostType::POST_TYPE,
				'post_status' => array( 'publish', 'draft', 'private' ),
				'numberposts' => isset( $args['per_page'] ) ? (int) $args['per_page'] : 100,
				'offset'      => isset( $args['offset'] ) ? (int) $args['offset'] : 0,
				's'           => isset( $args['search'] ) ? (string) $args['search'] : '',
				'fields'      => 'ids',
			)
		);
		return array_values( array_filter( array_map( array( $this, 'find' ), array_map( 'intval', $ids ) ) ) );
	}

	/**
	 * Creates or updates a form. Every field needs a unique valid name.
	 *
	 * @param int|null                    $id       Post id, or null to create.
	 * @param string                      $title    Title.
	 * @param array<int, array>|null      $fields   Field attributes in order (null: keep).
	 * @param array<string, mixed>|null   $settings Settings (null: keep).
	 * @throws ValidationException When a field has no usable name or two share one, or the title is
	 *                             not storable text.
	 */
	public function save( ?int $id, string $title, ?array $fields, ?array $settings ): ContactForm {
		// The database refuses invalid UTF-8 and a title over its column (a 500 before; found by
		// fuzzing as an administrator): say which field instead.
		if ( wp_check_invalid_utf8( $title ) !== $title || mb_strlen( $title ) > self::TITLE_MAX ) {
			/* translators: %d: most characters */
			throw new ValidationException( 'opengive_invalid_title', sprintf( __( 'The form title must be text of at most %d characters.', 'opengive' ), self::TITLE_MAX ), 'title' );
		}
		$post = array(
			'post_type'   => ContactFormPostType::POST_TYPE,
			'post_status' => 'publish',
			'post_title'  => $title,
		);
		if ( null !== $fields ) {
			$post['post_content'] = self::content_of( $fields );
		}
		if ( null !== $id ) {
			$post['ID'] = $id;
			unset( $post['post_status'] );
		}
		$saved = null === $id ? wp_insert_post( wp_slash( $post ), true ) : wp_update_post( wp_slash( $post ), true );
		if ( is_wp_error( $saved ) ) {
			throw new \RuntimeException( esc_html( $saved->get_error_message() ) );
		}
		if ( null !== $settings ) {
			update_post_meta( (int) $saved, ContactFormPostType::META_KEY, array_intersect_key( $settings, ContactForm::default_settings() ) );
		}
		return $this->find( (int) $saved );
	}

	/**
	 * The fields of a form post's content, in document order (inside groups and columns too).
	 *
	 * @param string $content Post content.
	 * @return ContactField[]
	 */
	public static function fields_of( string $content ): array {
		$fields = array();
		$walk   = static function ( array $blocks ) use ( &$walk, &$fields ) {
			foreach ( $blocks as $block ) {
				if ( self::FIELD_BLOCK === $block['blockName'] ) {
					$fields[] = new ContactField( (array) $block['attrs'] );
				}
				if ( ! empty( $block['innerBlocks'] ) ) {
					$walk( $block['innerBlocks'] );
				}
			}
		};
		$walk( parse_blocks( $content ) );
		return $fields;
	}

	/**
	 * Field attributes as block markup.
	 *
	 * @param array<int, mixed> $fields Field attributes.
	 * @throws ValidationException When a field has no usable name or two share one.
	 */
	private static function content_of( array $fields ): string {
		$blocks = array();
		$names  = array();
		foreach ( $fields as $index => $attributes ) {
			$field = new ContactField( is_array( $attributes ) ? $attributes : array() );
			if ( ! $field->has_valid_name() || isset( $names[ $field->name() ] ) ) {
				throw new ValidationException(
					'opengive_contact_field_name',
					/* translators: %d: field position, from 1 */
					sprintf( __( 'Field %d needs a unique name of letters, digits, hyphens or underscores, starting with a letter.', 'opengive' ), $index + 1 ),
					'fields'
				);
			}
			$names[ $field->name() ] = true;
			$attrs                   = array_filter(
				$field->attrs,
				static function ( $value, $key ) {
					return ContactField::DEFAULTS[ $key ] !== $value;
				},
				ARRAY_FILTER_USE_BOTH
			);
			$attrs['type']           = $field->type();
			$blocks[]                = serialize_block(
				array(
					'blockName'    => self::FIELD_BLOCK,
					'attrs'        => $attrs,
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			);
		}
		return implode( "\n\n", $blocks );
	}
}
