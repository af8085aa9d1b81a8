<?php
/**
 * Admin routes for stored submissions: opengive/v1/contact-submissions[/{id}].
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Rest;

use OpenGive\Rest\Schemas\PageArgs;
use OpenGive\ContactForms\Repositories\ContactFormRepository;
use OpenGive\ContactForms\Repositories\SubmissionRepository;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Support\Exceptions\NotFoundException;

defined( 'ABSPATH' ) || exit;

/**
 * Lists (search, form, status, pages with X-WP-Total), reads, marks spam / not spam, deletes.
 * Read by the admin's core-data entity `opengive/contactSubmission`.
 */
final class SubmissionsController extends \WP_REST_Controller {

	/**
	 * Submissions.
	 *
	 * @var SubmissionRepository
	 */
	private $submissions;

	/**
	 * Forms.
	 *
	 * @var ContactFormRepository
	 */
	private $forms;

	/**
	 * Builds the controller.
	 *
	 * @param SubmissionRepository  $submissions Submissions.
	 * @param ContactFormRepository $forms       Forms.
	 */
	public function __construct( SubmissionRepository $submissions, ContactFormRepository $forms ) {
		$this->namespace   = 'opengive/v1';
		$this->rest_base   = 'contact-submissions';
		$this->submissions = $submissions;
		$this->forms       = $forms;
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
					'args'                => array_merge(
						PageArgs::args(),
						array(
						'search'   => array(
							'type'    => 'string',
							'default' => '',
						),
						'formId'   => array(
							'type'    => 'integer',
							'minimum' => 0,
							'default' => 0,
						),
						'status'   => array(
							'type'    => 'string',
							'enum'    => array_merge( array( '' ), SubmissionRepository::STATUSES ),
							'default' => '',
						),
						'direction' => array(
							'type'    => 'string',
							'enum'    => array( 'asc', 'desc' ),
							'default' => 'desc',
						),
						)
					),
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
					'args'                => array(
						'status' => array(
							'description' => __( 'spam to mark as spam, received to take it back.', 'opengive' ),
							'type'        => 'string',
							'enum'        => array( 'spam', 'received' ),
							'required'    => true,
						),
					),
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
		return new \WP_Error( 'opengive_forbidden', __( 'You are not allowed to read contact form submissions.', 'opengive' ), array( 'status' => is_user_logged_in() ? 403 : 401 ) );
	}

	/**
	 * A page of submissions.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				list( $rows, $total ) = $this->submissions->page(
					array(
						'form_id'  => (int) $request['formId'],
						'status'   => '' !== (string) $request['status'] ? array( (string) $request['status'] ) : array(),
						'search'   => (string) $request['search'],
						'page'     => (int) $request['page'],
						'per_page' => (int) $request['per_page'],
						'order'    => (string) $request['direction'],
					)
				);
				$response = rest_ensure_response( array_map( array( $this, 'prepare' ), $rows ) );
				$response->header( 'X-WP-Total', (string) $total );
				$response->header( 'X-WP-TotalPages', (string) max( 1, (int) ceil( $total / max( 1, (int) $request['per_page'] ) ) ) );
				return $response;
			}
		);
	}

	/**
	 * One submission.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				return rest_ensure_response( $this->prepare( $this->existing( (int) $request['id'] ) ) );
			}
		);
	}

	/**
	 * Marks spam or not spam.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function update_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$row = $this->existing( (int) $request['id'] );
				$this->submissions->set_status( $row['id'], (string) $request['status'] );
				return rest_ensure_response( $this->prepare( $this->existing( $row['id'] ) ) );
			}
		);
	}

	/**
	 * Deletes a submission.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function delete_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$row = $this->existing( (int) $request['id'] );
				$this->submissions->delete( $row['id'] );
				return rest_ensure_response(
					array(
						'deleted'  => true,
						'previous' => $this->prepare( $row ),
					)
				);
			}
		);
	}

	/**
	 * The item shape.
	 *
	 * @param array<string, mixed> $row Stored row.
	 * @return array<string, mixed>
	 */
	public function prepare( array $row ): array {
		$form = $this->forms->find( $row['form_id'] );
		$date = date_create_immutable( $row['created_at'], new \DateTimeZone( 'UTC' ) );
		return array(
			'id'        => $row['id'],
			'formId'    => $row['form_id'],
			'formTitle' => null !== $form ? $form->title : '',
			'status'    => $row['status'],
			'email'     => $row['email'],
			'consent'   => $row['consent'],
			'fields'    => (object) $row['fields'],
			'userAgent' => $row['user_agent'],
			'pageId'    => $row['page_id'],
			'pageUrl'   => $row['page_url'],
			'createdAt' => false !== $date ? $date->setTimezone( wp_timezone() )->format( DATE_ATOM ) : '',
		);
	}

	/**
	 * The item schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		$field = static function ( $type, string $description ) {
			return array(
				'type'        => $type,
				'description' => $description,
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			);
		};
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'opengive/contact-submission',
			'type'       => 'object',
			'properties' => array(
				'id'        => $field( 'integer', __( 'Submission id.', 'opengive' ) ),
				'formId'    => $field( 'integer', __( 'Contact form id.', 'opengive' ) ),
				'formTitle' => $field( 'string', __( 'Contact form title.', 'opengive' ) ),
				'status'    => array(
					'type'        => 'string',
					'enum'        => SubmissionRepository::STATUSES,
					'description' => __( 'received, mail_sent, mail_failed, spam or aborted.', 'opengive' ),
					'context'     => array( 'view', 'edit' ),
				),
				'email'     => $field( 'string', __( 'Sender email.', 'opengive' ) ),
				'consent'   => $field( 'boolean', __( 'Whether the sender consented to storage.', 'opengive' ) ),
				'fields'    => $field( 'object', __( 'Posted values by field name.', 'opengive' ) ),
				'userAgent' => $field( 'string', __( 'Browser.', 'opengive' ) ),
				'pageId'    => $field( 'integer', __( 'Page the form was on.', 'opengive' ) ),
				'pageUrl'   => $field( 'string', __( 'Address of that page.', 'opengive' ) ),
				'createdAt' => $field( 'string', __( 'When it arrived (ISO 8601, site time zone).', 'opengive' ) ),
			),
		);
	}

	/**
	 * A row or a 404.
	 *
	 * @param int $id Submission id.
	 * @return array<string, mixed>
	 * @throws NotFoundException When there is none.
	 */
	private function existing( int $id ): array {
		$row = $this->submissions->find( $id );
		if ( null === $row ) {
			throw new NotFoundException( 'opengive_contact_submission_not_found', __( 'That submission does not exist.', 'opengive' ) );
		}
		return $row;
	}
}
