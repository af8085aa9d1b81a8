<?php
/**
 * /givewp/v3/forms: list, read, create and update donation forms and their settings.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Forms\FormPostType;
use OpenGive\Forms\ValueObjects\FormSettings;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Rest\Permissions\Gate;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Forms are posts (their content is edited in the block editor); their settings are one schema-typed
 * meta object, validated here against the same schema the editor uses.
 */
final class FormsController extends V3Controller {

	const STATUSES = array( 'publish', 'draft', 'private', 'trash' );

	/**
	 * Constructor.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'forms';
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes() {
		$this->register_collection_route( array( $this->create_endpoint() ) );
		$this->register_item_route( array(), array( $this->update_endpoint( 'create_item_permissions_check' ) ) );
		FormCampaignRoute::register( $this->namespace, array( $this, 'create_item_permissions_check' ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_endpoint_args_for_item_schema( $method = \WP_REST_Server::CREATABLE ) {
		$args = parent::get_endpoint_args_for_item_schema( $method );
		if ( \WP_REST_Server::CREATABLE === $method ) {
			$args['title']['required'] = true;
		}
		return $args;
	}

	/**
	 * WP_Query orderby values.
	 */
	protected function sortable(): array {
		return array(
			'id'        => 'ID',
			'createdAt' => 'date',
			'title'     => 'title',
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function filter_params(): array {
		return array_merge(
			array(
				'status' => self::list_param(
					__( 'Only forms with these statuses: publish (the default, as GiveWP; public), any (all but trashed), or orphaned (forms in no campaign).', 'opengive' ),
					array_merge( self::STATUSES, array( 'pending', 'future', 'orphaned' ) ),
					array( 'publish' )
				),
			),
			self::ids_param()
		);
	}

	/**
	 * Published forms are public (GiveWP's blocks read them without a login); other statuses need
	 * the right to see unpublished forms.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		$statuses = self::listed( $request, 'status' );
		if ( null !== $statuses && array( 'publish' ) === $statuses ) {
			return true;
		}
		return Gate::when( self::can_view_private() );
	}

	/**
	 * Anyone may ask; get_item() answers 401/403 for a form that is not published.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true
	 */
	public function get_item_permissions_check( $request ) {
		return true;
	}

	/**
	 * Who sees unpublished forms and the forms' settings: form editors and GiveWP's view_give_forms.
	 */
	private static function can_view_private(): bool {
		return current_user_can( Capabilities::EDIT_FORMS ) || current_user_can( Capabilities::VIEW_FORMS );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function view_capability(): string {
		return Capabilities::EDIT_FORMS;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return Gate::allow( Capabilities::EDIT_FORMS );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items( $request ) {
		$statuses = self::listed( $request, 'status' );
		$args     = array();
		if ( null !== $statuses && in_array( 'orphaned', $statuses, true ) ) {
			// GiveWP's "orphaned": forms that belong to no campaign.
			$statuses           = null;
			$args['meta_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery -- an admin filter over forms.
				'relation' => 'OR',
				array(
					'key'     => FormSettings::META_KEY,
					'compare' => 'NOT EXISTS',
				),
				array(
					'key'     => FormSettings::META_KEY,
					'value'   => '"campaignId";i:',
					'compare' => 'NOT LIKE',
				),
			);
		}
		$ids = array_map( 'intval', (array) $request['ids'] );
		if ( array() !== $ids ) {
			$args['post__in'] = $ids;
		}
		$args += array(
			'post_type'   => FormPostType::POST_TYPE,
			'post_status' => null !== $statuses ? $statuses : array( 'publish', 'draft', 'private', 'pending', 'future' ),
			's'           => (string) $request['search'],
		);
		// No SQL_CALC_FOUND_ROWS (deprecated in MySQL 8, and it makes the page query count every
		// match): the total is a separate ids-only count over the same filters, read from the index.
		$query = new \WP_Query(
			$args + array(
				'orderby'        => $this->sortable()[ (string) $request['sort'] ] ?? 'ID',
				'order'          => strtoupper( (string) $request['direction'] ),
				'paged'          => (int) $request['page'],
				'posts_per_page' => (int) $request['per_page'],
				'no_found_rows'  => true,
			)
		);
		$total = count(
			( new \WP_Query(
				$args + array(
					'fields'                 => 'ids',
					'nopaging'               => true,
					'no_found_rows'          => true,
					'orderby'                => 'none',
					'update_post_meta_cache' => false,
					'update_post_term_cache' => false,
				)
			) )->posts
		);
		$posts = $query->posts;
		$stats = FormShape::stats( wp_list_pluck( $posts, 'ID' ) );
		$items = array();
		$public = ! self::can_view_private();
		foreach ( $posts as $post ) {
			$items[] = $this->prepare_response_for_collection( FormShape::respond( $this->namespace, $post, $stats, $public ) );
		}
		return $this->paginated( $items, $total, $request );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$post = FormShape::found( (int) $request['id'] );
				if ( 'publish' !== $post->post_status ) {
					$allowed = Gate::when( self::can_view_private() );
					if ( true !== $allowed ) {
						return $allowed;
					}
				}
				return FormShape::respond( $this->namespace, $post, FormShape::stats( array( $post->ID ) ), ! self::can_view_private() );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function create_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$id       = $this->save( 0, $request );
				$post     = FormShape::found( $id );
				$response = FormShape::respond( $this->namespace, $post, FormShape::stats( array( $id ) ) );
				$response->set_status( 201 );
				return $response;
			}
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function update_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$id = $this->save( FormShape::found( (int) $request['id'] )->ID, $request );
				return FormShape::respond( $this->namespace, FormShape::found( $id ), FormShape::stats( array( $id ) ) );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = FormShape::schema();
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * Creates or updates the post and its settings.
	 *
	 * @param int              $id      Post id (0: new).
	 * @param \WP_REST_Request $request Request.
	 * @throws ValidationException When WordPress refuses.
	 */
	private function save( int $id, \WP_REST_Request $request ): int {
		$post = array(
			'ID'        => $id,
			'post_type' => FormPostType::POST_TYPE,
		);
		if ( isset( $request['title'] ) ) {
			$post['post_title'] = sanitize_text_field( (string) $request['title'] );
		}
		if ( isset( $request['status'] ) ) {
			$post['post_status'] = (string) $request['status'];
		} elseif ( 0 === $id ) {
			$post['post_status'] = 'draft';
		}
		$saved = 0 === $id ? wp_insert_post( $post, true ) : wp_update_post( $post, true );
		if ( is_wp_error( $saved ) ) {
			throw new ValidationException( 'opengive_form_not_saved', $saved->get_error_message(), 'title' );
		}
		if ( isset( $request['settings'] ) ) {
			update_post_meta( (int) $saved, FormSettings::META_KEY, (array) $request['settings'] );
		}
		return (int) $saved;
	}

}
