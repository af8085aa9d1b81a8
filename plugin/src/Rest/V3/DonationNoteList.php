<?php
/**
 * /givewp/v3/donations/{id}/notes: a donation's notes (read, add) and the note's shape; the single
 * note routes are DonationNotesRoutes.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\Repositories\DonationNoteRepository;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Schemas\Values;

defined( 'ABSPATH' ) || exit;

/**
 * Registered by DonationsController, whose permission checks and donation lookup (a 404 for a
 * donation that does not exist) it uses.
 */
final class DonationNoteList {

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
	 * The donation's lookup: id => Donation, throws NotFoundException.
	 *
	 * @var callable
	 */
	private $found;

	/**
	 * Constructor.
	 *
	 * @param string                 $namespace Namespace.
	 * @param DonationNoteRepository $notes     Notes.
	 * @param callable               $found     Donation lookup (throws a 404 when there is none).
	 */
	public function __construct( string $namespace, DonationNoteRepository $notes, callable $found ) {
		$this->namespace = $namespace;
		$this->notes     = $notes;
		$this->found     = $found;
	}

	/**
	 * The note's content argument (add and edit).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function content_arg(): array {
		return array(
			'content' => array(
				'description'       => __( 'The note.', 'opengive' ),
				'type'              => 'string',
				'required'          => true,
				'minLength'         => 1,
				'maxLength'         => 5000,
				'validate_callback' => 'rest_validate_request_arg',
			),
		);
	}

	/**
	 * Registers the collection route and the single note routes.
	 *
	 * @param callable $can_read Read permission.
	 * @param callable $can_edit Write permission.
	 * @param array    $id_arg   The donation id argument (validated).
	 */
	public function register( callable $can_read, callable $can_edit, array $id_arg ): void {
		( new DonationNotesRoutes( $this->namespace, $this->notes, $can_edit, $can_read, array( $this, 'note' ), array( $this, 'get_note_schema' ) ) )->register();
		register_rest_route(
			$this->namespace,
			'/donations/(?P<id>\d+)/notes',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_notes' ),
					'permission_callback' => $can_read,
					'args'                => $id_arg,
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'add_note' ),
					'permission_callback' => $can_edit,
					// Sanitised as the donation's other validated arguments (V3Params::validated).
					'args'                => array_merge( $id_arg, array( 'content' => self::content_arg()['content'] + array( 'sanitize_callback' => 'rest_sanitize_request_arg' ) ) ),
				),
				'schema' => array( $this, 'get_note_schema' ),
			)
		);
	}

	/**
	 * The donation's notes, newest first.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_notes( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$donation = ( $this->found )( (int) $request['id'] );
				return rest_ensure_response( array_map( array( $this, 'note' ), $this->notes->for_donation( $donation->id ) ) );
			}
		);
	}

	/**
	 * Adds an admin note.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function add_note( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$donation = ( $this->found )( (int) $request['id'] );
				$note     = $this->notes->add( $donation->id, sanitize_textarea_field( (string) $request['content'] ), 'admin', get_current_user_id() );
				$response = rest_ensure_response( $this->note( $note ) );
				$response->set_status( 201 );
				return $response;
			}
		);
	}

	/**
	 * A note as the API shows it.
	 *
	 * @param \OpenGive\Donations\Models\DonationNote $note Note.
	 * @return array<string, mixed>
	 */
	public function note( $note ): array {
		$author = null !== $note->author_id ? get_userdata( $note->author_id ) : false;
		return array(
			'id'         => $note->id,
			'donationId' => $note->donation_id,
			'type'       => $note->type,
			'content'    => $note->content,
			'author'     => $author ? $author->display_name : '',
			'createdAt'  => Values::date( $note->created_at ),
		);
	}

	/**
	 * Schema of a note.
	 *
	 * @return array<string, mixed>
	 */
	public function get_note_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'givewp/donation-note',
			'type'       => 'object',
			'properties' => array(
				'id'         => Values::prop( 'integer', __( 'Note id.', 'opengive' ) ),
				'donationId' => Values::prop( 'integer', __( 'Donation.', 'opengive' ) ),
				'type'       => Values::prop( 'string', __( 'admin or system.', 'opengive' ), array( 'enum' => array( 'admin', 'system' ) ) ),
				'content'    => Values::prop( 'string', __( 'The note.', 'opengive' ), array( 'readonly' => false ) ),
				'author'     => Values::prop( 'string', __( 'Who wrote it.', 'opengive' ) ),
				'createdAt'  => Values::date_schema( __( 'When it was written.', 'opengive' ) ),
			),
		);
	}
}
