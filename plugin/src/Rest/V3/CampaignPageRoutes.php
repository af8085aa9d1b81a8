<?php
/**
 * GiveWP's campaign page and comments routes: POST /campaigns/{id}/page, GET /campaigns/{id}/comments.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Campaigns\ValueObjects\CampaignStatus;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Schemas\Values;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * Registered by CampaignRoutes; the comments are public for active campaigns (GiveWP's block reads them).
 */
final class CampaignPageRoutes {

	/**
	 * The campaigns controller (found(): the campaign or a 404).
	 *
	 * @var CampaignsController
	 */
	private $controller;

	/**
	 * Campaigns.
	 *
	 * @var CampaignRepository
	 */
	private $campaigns;

	/**
	 * Constructor.
	 *
	 * @param CampaignRepository  $campaigns  Campaigns.
	 * @param CampaignsController $controller Controller.
	 */
	public function __construct( CampaignRepository $campaigns, CampaignsController $controller ) {
		$this->campaigns  = $campaigns;
		$this->controller = $controller;
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
}
