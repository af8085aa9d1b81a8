<?php
/**
 * /givewp/v3/donations/{id}/notes/{noteId}: read, edit and delete one note (GiveWP's note item routes).
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\Models\DonationNote;
use OpenGive\Donations\Repositories\DonationNoteRepository;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Support\Exceptions\NotFoundException;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * System notes (status changes, refunds) are the donation's history: they can be read but not
 * edited or deleted (409).
 */
final class DonationNotesRoutes {

	/**
	 * Namespace.
	 *
	 * @var string
	 */
	private $namespace;

	/**
	 * Notes.
	 *
	 * @var DonationNoteRepository
	 */
	private $notes;

	/**
	 * Permission check for writes.
	 *
	 * @var callable
	 */
	private $can_edit;

	/**
	 * Permission check for reads.
	 *
	 * @var callable
	 */
	private $can_read;

	/**
	 * Formats a note (DonationNoteList::note).
	 *
	 * @var callable
	 */
	private $format;

	/**
	 * The note schema.
	 *
	 * @var callable|null
	 */
	private $schema;

	/**
	 * Constructor.
	 *
	 * @param string                 $namespace Namespace.
	 * @param DonationNoteRepository $notes     Notes.
	 * @param callable               $can_edit  Write permission.
	 * @param callable               $can_read  Read permission.
	 * @param callable               $format    Note => array.
	 * @param callable|null          $schema    The note schema (for OPTIONS and the contract export).
	 */
	public function __construct( string $namespace, DonationNoteRepository $notes, callable $can_edit, callable $can_read, callable $format, ?callable $schema = null ) {
		$this->schema    = $schema;
		$this->namespace = $namespace;
		$this->notes     = $notes;
		$this->can_edit  = $can_edit;
		$this->can_read  = $can_read;
		$this->format    = $format;
	}

	/**
	 * Registers the item route.
	 */
	public function register(): void {
		$ids = array_merge( PathArgs::id(), PathArgs::id( 'noteId' ) );
		register_rest_route(
			$this->namespace,
			'/donations/(?P<id>\d+)/notes/(?P<noteId>\d+)',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get' ),
					'permission_callback' => $this->can_read,
					'args'                => $ids,
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update' ),
					'permission_callback' => $this->can_edit,
					'args'                => array_merge( $ids, DonationNoteList::content_arg() ),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete' ),
					'permission_callback' => $this->can_edit,
					'args'                => $ids,
				),
				'schema' => $this->schema,
			)
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
				return rest_ensure_response( ( $this->format )( $this->found( $request ) ) );
			}
		);
	}

	/**
	 * Edits an admin note.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function update( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$note = $this->editable( $this->found( $request ) );
				$this->notes->update_content( $note, sanitize_textarea_field( (string) $request['content'] ) );
				return rest_ensure_response( ( $this->format )( $note ) );
			}
		);
	}

	/**
	 * Deletes an admin note.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function delete( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$note     = $this->editable( $this->found( $request ) );
				$previous = ( $this->format )( $note );
				$this->notes->delete( $note->id );
				return rest_ensure_response(
					array(
						'deleted'  => true,
						'previous' => $previous,
					)
				);
			}
		);
	}

	/**
	 * The note of that donation, or a 404.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @throws NotFoundException When there is none.
	 */
	private function found( \WP_REST_Request $request ): DonationNote {
		$note = $this->notes->find( (int) $request['id'], (int) $request['noteId'] );
		if ( null === $note ) {
			throw new NotFoundException( 'opengive_note_not_found', __( 'That note does not exist on this donation.', 'opengive' ) );
		}
		return $note;
	}

	/**
	 * The note if people wrote it; system notes are history.
	 *
	 * @param DonationNote $note Note.
	 * @throws OpenGiveException When it is a system note.
	 */
	private function editable( DonationNote $note ): DonationNote {
		if ( 'admin' !== $note->type ) {
			throw new OpenGiveException( 'opengive_note_not_editable', __( 'System notes record what happened and cannot be changed or deleted.', 'opengive' ), 409 );
		}
		return $note;
	}
}
