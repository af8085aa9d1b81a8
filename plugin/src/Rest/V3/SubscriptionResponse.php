<?php
/**
 * A subscription as /givewp/v3/subscriptions answers it: SubscriptionSchema's shape with the donor's
 * fields, and GiveWP's links to the donor, form, campaign and the gifts.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Rest\Schemas\SubscriptionSchema;
use OpenGive\Subscriptions\Models\Subscription;

defined( 'ABSPATH' ) || exit;

/**
 * Used by SubscriptionsController (its donor repository, for SubscriptionExtras).
 */
trait SubscriptionResponse {

	/**
	 * The response, linking the donor (embeddable), form, campaign and the gifts.
	 *
	 * @param Subscription     $subscription Subscription.
	 * @param \WP_REST_Request $request      Request.
	 */
	private function respond( Subscription $subscription, \WP_REST_Request $request, ?SubscriptionExtras $extras = null ): \WP_REST_Response {
		$extras    = $extras ?? new SubscriptionExtras( array( $subscription ), $this->donors );
		$sensitive = ! empty( $request['includeSensitiveData'] );
		$response  = rest_ensure_response( SubscriptionSchema::prepare( $subscription, $sensitive, $extras->fields_for( $subscription ) ) );
		// GiveWP's relations ("givewp:donor", ...), each embeddable.
		$links = array(
			'self'                   => array( 'href' => rest_url( "{$this->namespace}/subscriptions/{$subscription->id}" ) ),
			self::relation( 'donor' ) => array(
				// A plain link: the embedded donor is the public view, read from memory (no query per row).
				'href'       => rest_url( "{$this->namespace}/donors/{$subscription->donor_id}" ),
				'embeddable' => true,
			),
			self::relation( 'form' ) => array(
				'href'       => rest_url( "{$this->namespace}/forms/{$subscription->form_id}" ),
				'embeddable' => true,
			),
			'donations'              => array( 'href' => add_query_arg( 'subscriptionId', $subscription->id, rest_url( "{$this->namespace}/donations" ) ) ),
		);
		if ( null !== $subscription->campaign_id ) {
			$links[ self::relation( 'campaign' ) ] = array(
				'href'       => rest_url( "{$this->namespace}/campaigns/{$subscription->campaign_id}" ),
				'embeddable' => true,
			);
		}
		$response->add_links( $links );
		return $response;
	}
}
