<?php
/**
 * Admin CRUD on contact forms: opengive/v1/contact-forms[/{id}].
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Rest;

use OpenGive\ContactForms\ContactFormPostType;
use OpenGive\ContactForms\Models\ContactForm;
use OpenGive\ContactForms\Repositories\ContactFormRepository;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Support\Exceptions\NotFoundException;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * CF7's admin routes with its item shape (id, slug, title, locale, properties, config_errors);
 * properties are { fields, settings }. Only users who may change site options manage forms (they
 * decide where visitors' messages are mailed).
 */
final class ContactFormsController extends \WP_REST_Controller {

	/**
	 * Forms.
	 *
	 * @var ContactFormRepository
	 */
	private $forms;

	/**
	 * Builds the controller.
	 *
	 * @param ContactFormRepository $forms Forms.
	 */
	public function __construct( ContactFormRepository $forms ) {
		$this->namespace = 'opengive/v1';
		$this->rest_base = 'contact-forms';
		$this->forms     = $forms;
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes() {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'can_manage' ),
					'args'                => array(
						'per_page' => array(
							'type'    => 'integer',
							'minimum' => 1,
							'maximum' => 100,
							'default' => 20,
						),
						'offset'   => array(
							'type'    => 'integer',
							'minimum' => 0,
							'default' => 0,
						),
						'search'   => array(
							'type'    => 'string',
							'default' => '',
						),
					),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'can_manage' ),
					'args'                => $this->get_endpoint_args_for_item_schema( \WP_REST_Server::CREATABLE ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'can_manage' ),
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'can_manage' ),
					'args'                => $this->get_endpoint_args_for_item_schema( \WP_REST_Server::EDITABLE ),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'can_manage' ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * 401 logged out, 403 without manage_options.
	 *
	 * @return true|\WP_Error
	 */
	public function can_manage() {
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		return new \WP_Error( 'opengive_forbidden', __( 'You are not allowed to manage contact forms.', 'opengive' ), array( 'status' => is_user_logged_in() ? 403 : 401 ) );
	}

	/**
	 * Lists forms.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$forms = $this->forms->all(
					array(
						'per_page' => (int) $request['per_page'],
						'offset'   => (int) $request['offset'],
						'search'   => (string) $request['search'],
					)
				);
				return rest_ensure_response(
					array_map(
						static function ( ContactForm $form ) {
							$item = self::prepare( $form );
							unset( $item['properties'], $item['config_errors'] );
							return $item;
						},
						$forms
					)
				);
			}
		);
	}

	/**
	 * One form.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				return rest_ensure_response( self::prepare( $this->existing( (int) $request['id'] ) ) );
			}
		);
	}

	/**
	 * Creates a form.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function create_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$properties = (array) ( $request['properties'] ?? array() );
				$form       = $this->forms->save( null, (string) ( $request['title'] ?? '' ), (array) ( $properties['fields'] ?? array() ), (array) ( $properties['settings'] ?? array() ) );
				$response   = rest_ensure_response( self::prepare( $form ) );
				$response->set_status( 201 );
				return $response;
			}
		);
	}

	/**
	 * Updates a form (only what is given).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function update_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$form       = $this->existing( (int) $request['id'] );
				$properties = isset( $request['properties'] ) ? (array) $request['properties'] : array();
				$form       = $this->forms->save(
					$form->id,
					isset( $request['title'] ) ? (string) $request['title'] : $form->title,
					isset( $properties['fields'] ) ? (array) $properties['fields'] : null,
					isset( $properties['settings'] ) ? (array) $properties['settings'] : null
				);
				return rest_ensure_response( self::prepare( $form ) );
			}
		);
	}

	/**
	 * Deletes a form (its stored submissions stay).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function delete_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$form = $this->existing( (int) $request['id'] );
				if ( ! wp_delete_post( $form->id, true ) ) {
					throw new OpenGiveException( 'opengive_cannot_delete', __( 'The contact form could not be deleted.', 'opengive' ), 500 );
				}
				return rest_ensure_response( array( 'deleted' => true ) );
			}
		);
	}

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
	public function get_item_schema() {
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

	/**
	 * A form or a 404.
	 *
	 * @param int $id Form id.
	 * @throws NotFoundException When there is none.
	 */
	private function existing( int $id ): ContactForm {
		$form = $this->forms->find( $id );
		if ( null === $form ) {
			throw new NotFoundException( 'opengive_contact_form_not_found', __( 'The requested contact form was not found.', 'opengive' ) );
		}
		return $form;
	}
}
