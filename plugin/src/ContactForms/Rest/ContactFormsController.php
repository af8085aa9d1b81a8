<?php
/**
 * Admin CRUD on contact forms: opengive/v1/contact-forms[/{id}].
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Rest;

use OpenGive\ContactForms\ContactFormPostType;
use OpenGive\ContactForms\Models\ContactForm;
use OpenGive\ContactForms\Rest\Schemas\ContactFormSchema;
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
							$item = ContactFormSchema::prepare( $form );
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
				return rest_ensure_response( ContactFormSchema::prepare( $this->existing( (int) $request['id'] ) ) );
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
				$settings   = (array) ( $properties['settings'] ?? array() );
				self::check_recipients( $settings );
				$form     = $this->forms->save( null, (string) ( $request['title'] ?? '' ), (array) ( $properties['fields'] ?? array() ), $settings );
				$response = rest_ensure_response( ContactFormSchema::prepare( $form ) );
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
				self::check_recipients( isset( $properties['settings'] ) ? (array) $properties['settings'] : null );
				$form = $this->forms->save(
					$form->id,
					isset( $request['title'] ) ? (string) $request['title'] : $form->title,
					isset( $properties['fields'] ) ? (array) $properties['fields'] : null,
					isset( $properties['settings'] ) ? (array) $properties['settings'] : null
				);
				return rest_ensure_response( ContactFormSchema::prepare( $form ) );
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
	 * The item schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return ContactFormSchema::schema();
	}

	/**
	 * Refuses a recipient list with an item that is not an email address, before anything is
	 * saved: the same rule as the editor panel's /wp/v2 save.
	 *
	 * @param array<string, mixed>|null $settings The settings being saved, if any.
	 */
	private static function check_recipients( ?array $settings ): void {
		if ( null !== $settings && isset( $settings['recipient'] ) && is_string( $settings['recipient'] ) ) {
			ContactFormPostType::assert_recipients( $settings['recipient'] );
		}
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
