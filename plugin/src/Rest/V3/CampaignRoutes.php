<?php
/**
 * GiveWP's campaign sub-routes: merge, duplicate, page, comments, revenue and statistics.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Campaigns\Models\Campaign;
use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Campaigns\ValueObjects\CampaignStatus;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Forms\FormPostType;
use OpenGive\Forms\ValueObjects\FormSettings;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Rest\Permissions\Gate;
use OpenGive\Rest\Schemas\V3RouteSchemas;
use OpenGive\Rest\Schemas\Values;
use OpenGive\Support\Database\Transaction;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Figures count completed live gifts (as the campaign's progress does), net of recovered fees
 * (GiveWP's "intended amount"), in major units of the campaign's currency.
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
		$id       = array(
			'id' => array(
				'type'              => 'integer',
				'minimum'           => 1,
				'validate_callback' => 'rest_validate_request_arg',
			),
		);
		$edit     = static function () {
			return Gate::allow( Capabilities::EDIT_FORMS );
		};
		$staff    = static function () {
			return Gate::when( CampaignsController::can_view_private() || current_user_can( Capabilities::VIEW_FORMS ) );
		};
		$routes   = array(
			'merge'      => array( \WP_REST_Server::EDITABLE, 'merge', $edit, array( 'campaignsToMergeIds' => array( 'type' => 'array', 'items' => array( 'type' => 'integer', 'minimum' => 1 ), 'required' => true, 'minItems' => 1, 'maxItems' => 100 ) ) ),
			'duplicate'  => array( \WP_REST_Server::CREATABLE, 'duplicate', $edit, array() ),
			'page'       => array( \WP_REST_Server::CREATABLE, 'page', $edit, array() ),
			'comments'   => array( \WP_REST_Server::READABLE, 'comments', '__return_true', array( 'perPage' => array( 'type' => 'integer', 'default' => 5, 'minimum' => 1, 'maximum' => 100 ), 'anonymous' => array( 'type' => 'boolean', 'default' => true ) ) ),
			'revenue'    => array( \WP_REST_Server::READABLE, 'revenue', $staff, array() ),
			'statistics' => array( \WP_REST_Server::READABLE, 'statistics', $staff, array( 'rangeInDays' => array( 'type' => 'integer', 'default' => 0, 'minimum' => 0, 'maximum' => 3650 ) ) ),
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
						'callback'            => array( $this, $route[1] ),
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
	 * Creates the campaign's page (a draft holding the campaign block) unless it has one.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function page( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$campaign = $this->controller->found( (int) $request['id'] );
				if ( null !== $campaign->page_id && 'page' === get_post_type( $campaign->page_id ) && 'trash' !== get_post_status( $campaign->page_id ) ) {
					throw new OpenGiveException( 'opengive_campaign_page_exists', __( 'This campaign already has a page.', 'opengive' ), 409, array( 'pageId' => $campaign->page_id ) );
				}
				$page = wp_insert_post(
					array(
						'post_type'    => 'page',
						'post_status'  => 'draft',
						'post_title'   => $campaign->title,
						'post_content' => '<!-- wp:opengive/campaign {"campaignId":' . (int) $campaign->id . '} /-->',
					),
					true
				);
				if ( is_wp_error( $page ) ) {
					throw new OpenGiveException( 'opengive_campaign_page_failed', $page->get_error_message(), 500 );
				}
				$campaign->page_id = (int) $page;
				$this->campaigns->save( $campaign );
				$post     = get_post( (int) $page );
				$response = rest_ensure_response(
					array(
						'id'         => (int) $page,
						'campaignId' => $campaign->id,
						'createdAt'  => Values::date( $post->post_date_gmt ),
						'updatedAt'  => Values::date( $post->post_modified_gmt ),
						'status'     => $post->post_status,
						'content'    => $post->post_content,
					)
				);
				$response->set_status( 201 );
				return $response;
			}
		);
	}

	/**
	 * Donors' comments on an active campaign's completed live gifts, newest first (public, as
	 * GiveWP's comments block reads them): name (or "Anonymous"), comment, date, avatar.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function comments( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				global $wpdb;
				$campaign = $this->controller->found( (int) $request['id'] );
				if ( CampaignStatus::ACTIVE !== $campaign->status ) {
					$allowed = Gate::when( CampaignsController::can_view_private() );
					if ( true !== $allowed ) {
						return $allowed;
					}
				}
				$anonymous = empty( $request['anonymous'] ) ? ' AND anonymous = 0' : '';
				$rows      = (array) $wpdb->get_results( $wpdb->prepare( "SELECT first_name, last_name, email, comment, anonymous, created_at FROM {$wpdb->prefix}opengive_donations WHERE campaign_id = %d AND status = %s AND mode = 'live' AND comment <> ''{$anonymous} ORDER BY created_at DESC, id DESC LIMIT %d", $campaign->id, DonationStatus::COMPLETE, (int) $request['perPage'] ), ARRAY_A ); // phpcs:ignore WordPress.DB -- our table; values are placeholders.
				$out       = array();
				foreach ( $rows as $row ) {
					$hidden = ! empty( $row['anonymous'] );
					$out[]  = array(
						'donorName' => $hidden ? __( 'Anonymous', 'opengive' ) : trim( $row['first_name'] . ' ' . mb_substr( (string) $row['last_name'], 0, 1 ) ),
						'comment'   => (string) $row['comment'],
						'anonymous' => $hidden,
						'date'      => human_time_diff( (int) strtotime( $row['created_at'] . ' UTC' ) ),
						'avatar'    => (string) get_avatar_url( $hidden ? '' : (string) $row['email'] ),
					);
				}
				return rest_ensure_response( $out );
			}
		);
	}

	/**
	 * Raised per day (site time zone) from the first gift to today, every day listed.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function revenue( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				global $wpdb;
				$campaign = $this->controller->found( (int) $request['id'] );
				$rows     = (array) $wpdb->get_results( $wpdb->prepare( "SELECT created_at, amount - fee_amount_recovered AS net FROM {$wpdb->prefix}opengive_donations WHERE campaign_id = %d AND status = %s AND mode = 'live' ORDER BY created_at ASC", $campaign->id, DonationStatus::COMPLETE ), ARRAY_A ); // phpcs:ignore WordPress.DB -- our table; values are placeholders.
				$by_day   = array();
				foreach ( $rows as $row ) {
					$day            = wp_date( 'Y-m-d', (int) strtotime( $row['created_at'] . ' UTC' ) );
					$by_day[ $day ] = ( $by_day[ $day ] ?? 0 ) + (int) $row['net'];
				}
				$out = array();
				if ( array() !== $by_day ) {
					$day   = new \DateTimeImmutable( (string) array_key_first( $by_day ), wp_timezone() );
					$today = wp_date( 'Y-m-d' );
					$key   = $day->format( 'Y-m-d' );
					while ( $key <= $today && count( $out ) < 3660 ) {
						$out[] = array(
							'date'   => $key,
							'amount' => Values::money( $by_day[ $key ] ?? 0, $campaign->currency )['value'],
						);
						$day   = $day->modify( '+1 day' );
						$key   = $day->format( 'Y-m-d' );
					}
				}
				return rest_ensure_response( $out );
			}
		);
	}

	/**
	 * amountRaised, donationCount and donorCount: all time, or with rangeInDays the last that many
	 * days and the same span before it (GiveWP's two-item answer).
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function statistics( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$campaign = $this->controller->found( (int) $request['id'] );
				$days     = (int) $request['rangeInDays'];
				if ( 0 === $days ) {
					return rest_ensure_response( array( self::figures( $campaign, null, null ) ) );
				}
				$now    = time();
				$span   = $days * DAY_IN_SECONDS;
				$format = static function ( int $time ): string {
					return gmdate( 'Y-m-d H:i:s', $time );
				};
				return rest_ensure_response(
					array(
						// Up to and including this second.
						self::figures( $campaign, $format( $now - $span ), $format( $now + 1 ) ),
						self::figures( $campaign, $format( $now - 2 * $span ), $format( $now - $span ) ),
					)
				);
			}
		);
	}

	/**
	 * The three figures between two UTC times (null: unbounded).
	 *
	 * @param Campaign    $campaign Campaign.
	 * @param string|null $from     From (inclusive).
	 * @param string|null $to       To (exclusive).
	 * @return array{amountRaised: float, donationCount: int, donorCount: int}
	 */
	private static function figures( Campaign $campaign, ?string $from, ?string $to ): array {
		global $wpdb;
		$sql    = "SELECT COALESCE(SUM(amount - fee_amount_recovered), 0) AS raised, COUNT(*) AS gifts, COUNT(DISTINCT donor_id) AS donors FROM {$wpdb->prefix}opengive_donations WHERE campaign_id = %d AND status = %s AND mode = 'live'";
		$values = array( $campaign->id, DonationStatus::COMPLETE );
		if ( null !== $from && null !== $to ) {
			$sql     .= ' AND created_at >= %s AND created_at < %s';
			$values[] = $from;
			$values[] = $to;
		}
		$row = (array) $wpdb->get_row( $wpdb->prepare( $sql, $values ), ARRAY_A ); // phpcs:ignore WordPress.DB -- our table; values are placeholders.
		return array(
			'amountRaised'  => Values::money( (int) ( $row['raised'] ?? 0 ), $campaign->currency )['value'],
			'donationCount' => (int) ( $row['gifts'] ?? 0 ),
			'donorCount'    => (int) ( $row['donors'] ?? 0 ),
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
