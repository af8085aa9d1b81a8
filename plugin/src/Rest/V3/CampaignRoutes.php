<?php
/**
 * GiveWP's campaign sub-routes: registers merge, duplicate, page, comments, revenue and statistics,
 * and answers merge and duplicate (the page/comments and figure routes have their own classes).
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Campaigns\ValueObjects\CampaignStatus;
use OpenGive\Donations\Repositories\DonationTotals;
use OpenGive\Forms\FormPostType;
use OpenGive\Forms\ValueObjects\FormSettings;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Rest\Permissions\Gate;
use OpenGive\Rest\Schemas\V3RouteSchemas;
use OpenGive\Support\Database\Transaction;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Merge runs in one transaction; forms_of()/set_form_campaign() are shared with FormsController.
 */
final class CampaignRoutes {

	/**
	 * Namespace.
	 *
	 * @var string
	 */
	private $namespace;

	/**
	 * Campaigns.
	 *
	 * @var CampaignRepository
	 */
	private $campaigns;

	/**
	 * The campaigns controller (lookups, responses).
	 *
	 * @var CampaignsController
	 */
	private $controller;

	/**
	 * Constructor.
	 *
	 * @param string              $namespace  Namespace.
	 * @param CampaignRepository  $campaigns  Campaigns.
	 * @param CampaignsController $controller Controller.
	 */
	public function __construct( string $namespace, CampaignRepository $campaigns, CampaignsController $controller ) {
		$this->namespace  = $namespace;
		$this->campaigns  = $campaigns;
		$this->controller = $controller;
	}

	/**
	 * Registers the routes.
	 */
	public function register(): void {
		$id       = PathArgs::id();
		$edit     = static function () {
			return Gate::allow( Capabilities::EDIT_FORMS );
		};
		$staff    = static function () {
			return Gate::when( CampaignsController::can_view_private() || current_user_can( Capabilities::VIEW_FORMS ) );
		};
		$pages    = new CampaignPageRoutes( $this->campaigns, $this->controller );
		$figures  = new CampaignFigureRoutes( $this->controller );
		$routes   = array(
			'merge'      => array( \WP_REST_Server::EDITABLE, array( $this, 'merge' ), $edit, array( 'campaignsToMergeIds' => array( 'type' => 'array', 'items' => array( 'type' => 'integer', 'minimum' => 1 ), 'required' => true, 'minItems' => 1, 'maxItems' => 100 ) ) ),
			'duplicate'  => array( \WP_REST_Server::CREATABLE, array( $this, 'duplicate' ), $edit, array() ),
			'page'       => array( \WP_REST_Server::CREATABLE, array( $pages, 'page' ), $edit, array() ),
			'comments'   => array( \WP_REST_Server::READABLE, array( $pages, 'comments' ), '__return_true', array( 'perPage' => array( 'type' => 'integer', 'default' => 5, 'minimum' => 1, 'maximum' => 100 ), 'anonymous' => array( 'type' => 'boolean', 'default' => true ) ) ),
			'revenue'    => array( \WP_REST_Server::READABLE, array( $figures, 'revenue' ), $staff, array() ),
			'statistics' => array( \WP_REST_Server::READABLE, array( $figures, 'statistics' ), $staff, array( 'rangeInDays' => array( 'type' => 'integer', 'default' => 0, 'minimum' => 0, 'maximum' => 3650 ) ) ),
		);
		// Each answer's schema, for OPTIONS and the contract export (types/rest).
		$item    = array( $this->controller, 'get_public_item_schema' );
		$schemas = array(
			'merge'      => $item,
			'duplicate'  => $item,
			'page'       => array( V3RouteSchemas::class, 'campaign_page' ),
			'comments'   => array( V3RouteSchemas::class, 'campaign_comment' ),
			'revenue'    => array( V3RouteSchemas::class, 'campaign_revenue' ),
			'statistics' => array( V3RouteSchemas::class, 'campaign_statistics' ),
		);
		foreach ( $routes as $path => $route ) {
			$args = $id;
			foreach ( $route[3] as $name => $arg ) {
				$args[ $name ] = array_merge( array( 'validate_callback' => 'rest_validate_request_arg' ), $arg );
			}
			register_rest_route(
				$this->namespace,
				'/campaigns/(?P<id>\d+)/' . $path,
				array(
					array(
						'methods'             => $route[0],
						'callback'            => $route[1],
						'permission_callback' => $route[2],
						'args'                => $args,
					),
					'schema' => $schemas[ $path ],
				)
			);
		}
	}

	/**
	 * Moves the other campaigns' gifts, subscriptions and forms to this one and deletes them.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function merge( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				global $wpdb;
				$target = $this->controller->found( (int) $request['id'] );
				$others = array_values( array_diff( array_unique( array_map( 'intval', (array) $request['campaignsToMergeIds'] ) ), array( $target->id ) ) );
				foreach ( $others as $other ) {
					if ( null === $this->campaigns->find( $other ) ) {
						throw new ValidationException( 'opengive_invalid_campaign', __( 'A campaign to merge does not exist.', 'opengive' ), 'campaignsToMergeIds' );
					}
				}
				if ( array() === $others ) {
					throw new ValidationException( 'opengive_invalid_campaign', __( 'Name at least one other campaign to merge.', 'opengive' ), 'campaignsToMergeIds' );
				}
				$placeholders = implode( ', ', array_fill( 0, count( $others ), '%d' ) );
				$forms        = self::forms_of( $others );
				try {
					// One transaction: a failure half-way (a form's meta, a delete) leaves every campaign,
					// gift, subscription and form where it was instead of a half-merged pair.
					Transaction::run(
						function () use ( $wpdb, $target, $others, $placeholders, $forms ) {
							foreach ( array( 'opengive_donations', 'opengive_subscriptions' ) as $table ) {
								$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}{$table} SET campaign_id = %d WHERE campaign_id IN ({$placeholders})", array_merge( array( $target->id ), $others ) ) ); // phpcs:ignore WordPress.DB -- our tables; values are placeholders.
							}
							foreach ( $forms as $form_id ) {
								self::set_form_campaign( $form_id, $target->id );
							}
							foreach ( $others as $other ) {
								$this->campaigns->delete( $other );
							}
							// The gifts moved behind the repository's back: recount the maintained totals
							// (goals, list counts, report sums) in the same transaction, so the kept
							// campaign shows what it now holds at once, not after the daily reconcile.
							( new DonationTotals() )->rebuild();
						}
					);
				} catch ( \Throwable $error ) {
					// The rollback restored the rows; drop the meta WordPress cached while writing them.
					foreach ( $forms as $form_id ) {
						wp_cache_delete( $form_id, 'post_meta' );
					}
					throw $error;
				}
				return $this->controller->response_for( $target );
			}
		);
	}

	/**
	 * A copy of the campaign, as a draft titled "… (copy)", with no gifts.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function duplicate( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$copy             = clone $this->controller->found( (int) $request['id'] );
				$copy->id         = 0;
				$copy->created_at = '';
				$copy->page_id    = null;
				$copy->status     = CampaignStatus::DRAFT;
				/* translators: %s: campaign title */
				$copy->title = mb_substr( sprintf( __( '%s (copy)', 'opengive' ), $copy->title ), 0, 191 );
				$this->campaigns->save( $copy );
				$response = $this->controller->response_for( $copy );
				$response->set_status( 201 );
				return $response;
			}
		);
	}

	/**
	 * The forms that point at any of these campaigns.
	 *
	 * @param int[] $campaign_ids Campaigns.
	 * @return int[]
	 */
	public static function forms_of( array $campaign_ids ): array {
		$out = array();
		foreach ( get_posts(
			array(
				'post_type'      => FormPostType::POST_TYPE,
				'post_status'    => 'any',
				'posts_per_page' => -1,
				'fields'         => 'ids',
			)
		) as $form_id ) {
			$settings = FormSettings::from_meta( get_post_meta( (int) $form_id, FormSettings::META_KEY, true ) );
			if ( null !== $settings->campaign_id && in_array( $settings->campaign_id, $campaign_ids, true ) ) {
				$out[] = (int) $form_id;
			}
		}
		return $out;
	}

	/**
	 * Points a form at a campaign (its settings' campaignId), keeping the other settings.
	 *
	 * @param int      $form_id     Form.
	 * @param int|null $campaign_id Campaign, or null for none.
	 */
	public static function set_form_campaign( int $form_id, ?int $campaign_id ): void {
		$raw               = get_post_meta( $form_id, FormSettings::META_KEY, true );
		$raw               = is_array( $raw ) ? $raw : array();
		$raw['campaignId'] = $campaign_id;
		update_post_meta( $form_id, FormSettings::META_KEY, $raw );
	}
}
