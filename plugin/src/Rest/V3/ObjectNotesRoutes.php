<?php
/**
 * GiveWP's donor and subscription notes: /givewp/v3/{donors|subscriptions}/{id}/notes[/{noteId}].
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Schemas\V3RouteSchemas;
use OpenGive\Rest\Schemas\Values;
use OpenGive\Support\Exceptions\NotFoundException;
use OpenGive\Support\Notes\NoteRepository;

defined( 'ABSPATH' ) || exit;

/**
 * A note is {id, donorId|subscriptionId, type (admin or donor), content, author, createdAt}.
 */
final class ObjectNotesRoutes {

	/**
	 * Namespace.
	 *
	 * @var string
	 */
	private $namespace;

	/**
	 * donors or subscriptions.
	 *
	 * @var string
	 */
	private $base;

	/**
	 * donor or subscription.
	 *
	 * @var string
	 */
	private $object_type;

	/**
	 * Throws NotFoundException unless the object exists.
	 *
	 * @var callable
	 */
	private $exists;

	/**
	 * Read permission.
	 *
	 * @var callable
	 */
	private $can_read;

	/**
	 * Write permission.
	 *
	 * @var callable
	 */
	private $can_edit;

	/**
	 * Notes.
	 *
	 * @var NoteRepository
	 */
	private $notes;

	/**
	 * Constructor.
	 *
	 * @param string   $namespace   Namespace.
	 * @param string   $base        donors or subscriptions.
	 * @param string   $object_type donor or subscription.
	 * @param callable $exists      Id => void, throws NotFoundException.
	 * @param callable $can_read    Read permission.
	 * @param callable $can_edit    Write permission.
	 */
	public function __construct( string $namespace, string $base, string $object_type, callable $exists, callable $can_read, callable $can_edit ) {
		$this->namespace   = $namespace;
		$this->base        = $base;
		$this->object_type = $object_type;
		$this->exists      = $exists;
		$this->can_read    = $can_read;
		$this->can_edit    = $can_edit;
		$this->notes       = new NoteRepository();
	}

	/**
	 * Registers the collection and item routes.
	 */
	public function register(): void {
		$id      = PathArgs::id();
		$note_id = PathArgs::id( 'noteId' );
		$body    = array(
			'content' => array(
				'description'       => __( 'The note.', 'opengive' ),
				'type'              => 'string',
				'minLength'         => 1,
				'maxLength'         => 5000,
				'validate_callback' => 'rest_validate_request_arg',
			),
			'type'    => array(
				'description'       => __( 'admin (staff only) or donor (GiveWP shows these to the donor).', 'opengive' ),
				'type'              => 'string',
				'enum'              => array( 'admin', 'donor' ),
				'validate_callback' => 'rest_validate_request_arg',
			),
		);
		$schema                        = function () {
			return V3RouteSchemas::object_note( $this->object_type );
		};
		$create                        = $body;
		$create['content']['required'] = true;
		$create['type']['default']     = 'admin';
		register_rest_route(
			$this->namespace,
			"/{$this->base}/(?P<id>\\d+)/notes",
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list' ),
					'permission_callback' => $this->can_read,
					'args'                => $id,
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create' ),
					'permission_callback' => $this->can_edit,
					'args'                => array_merge( $id, $create ),
				),
				'schema' => $schema,
			)
		);
		register_rest_route(
			$this->namespace,
			"/{$this->base}/(?P<id>\\d+)/notes/(?P<noteId>\\d+)",
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get' ),
					'permission_callback' => $this->can_read,
					'args'                => array_merge( $id, $note_id ),
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update' ),
					'permission_callback' => $this->can_edit,
					'args'                => array_merge( $id, $note_id, $body ),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete' ),
					'permission_callback' => $this->can_edit,
					'args'                => array_merge( $id, $note_id ),
				),
				'schema' => $schema,
			)
		);
	}

	/**
	 * The object's notes, newest first.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function list( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				( $this->exists )( (int) $request['id'] );
				return rest_ensure_response( array_map( array( $this, 'shape' ), $this->notes->for_object( $this->object_type, (int) $request['id'] ) ) );
			}
		);
	}

	/**
	 * Adds a note.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function create( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				( $this->exists )( (int) $request['id'] );
				$note     = $this->notes->add( $this->object_type, (int) $request['id'], sanitize_textarea_field( (string) $request['content'] ), (string) $request['type'], get_current_user_id() );
				$response = rest_ensure_response( $this->shape( $note ) );
				$response->set_status( 201 );
				return $response;
			}
		);
	}

	/**
	 * One note.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				return rest_ensure_response( $this->shape( $this->found( $request ) ) );
			}
		);
	}

	/**
	 * Changes a note's text or type.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function update( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$note   = $this->found( $request );
				$fields = array();
				if ( isset( $request['content'] ) ) {
					$fields['content'] = sanitize_textarea_field( (string) $request['content'] );
				}
				if ( isset( $request['type'] ) ) {
					$fields['type'] = (string) $request['type'];
				}
				if ( array() !== $fields ) {
					$this->notes->update( $note['id'], $fields );
				}
				return rest_ensure_response( $this->shape( array_merge( $note, $fields ) ) );
			}
		);
	}

	/**
	 * Deletes a note.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function delete( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$note = $this->found( $request );
				$this->notes->delete( $note['id'] );
				return rest_ensure_response(
					array(
						'deleted'  => true,
						'previous' => $this->shape( $note ),
					)
				);
			}
		);
	}

	/**
	 * The note or a 404.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws NotFoundException When there is none.
	 */
	private function found( \WP_REST_Request $request ): array {
		$note = $this->notes->find( $this->object_type, (int) $request['id'], (int) $request['noteId'] );
		if ( null === $note ) {
			throw new NotFoundException( 'opengive_note_not_found', __( 'That note does not exist here.', 'opengive' ) );
		}
		return $note;
	}

	/**
	 * A note as the API shows it.
	 *
	 * @param array<string, mixed> $note Row.
	 * @return array<string, mixed>
	 */
	public function shape( array $note ): array {
		$author = null !== $note['author_id'] ? get_userdata( (int) $note['author_id'] ) : false;
		return array(
			'id'                       => $note['id'],
			$this->object_type . 'Id' => $note['object_id'],
			'type'                     => $note['type'],
			'content'                  => $note['content'],
			'author'                   => $author ? $author->display_name : '',
			'createdAt'                => Values::date( $note['created_at'] ),
		);
	}
}
