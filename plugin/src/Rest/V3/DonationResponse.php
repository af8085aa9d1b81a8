<?php
/**
 * A donation as /givewp/v3/donations answers it: DonationSchema's shape with the custom fields and
 * gateway, and GiveWP's links to the donor, form, campaign and subscription.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\Models\Donation;
use OpenGive\Rest\Schemas\DonationSchema;

defined( 'ABSPATH' ) || exit;

/**
 * Used by DonationsController; form titles come in one query per page (form_titles).
 */
trait DonationResponse {

	/**
	 * The response for one donation, with links to its donor, form, campaign and subscription.
	 *
	 * @param Donation             $donation Donation.
	 * @param array<int, string>   $titles   Form titles by id.
	 * @param \WP_REST_Request     $request  Request.
	 */
	private function respond( Donation $donation, array $titles, \WP_REST_Request $request ): \WP_REST_Response {
		$sensitive = ! empty( $request['includeSensitiveData'] );
		$data      = DonationSchema::prepare(
			$donation,
			$titles[ $donation->form_id ] ?? '',
			$sensitive,
			'redact' === $request['anonymousDonations'],
			array(
				'customFields' => DonationExtras::custom_fields( $donation ),
				'gateway'      => DonationExtras::gateway( $donation ),
			)
		);
		$response  = rest_ensure_response( $data );
		// GiveWP's relations ("givewp:donor", ...): each embeddable, so _embed=givewp:donor picks one.
		$links = array(
			'self'                       => array( 'href' => rest_url( "{$this->namespace}/donations/{$donation->id}" ) ),
			'collection'                 => array( 'href' => rest_url( "{$this->namespace}/donations" ) ),
			self::relation( 'form' )     => array(
				'href'       => rest_url( "{$this->namespace}/forms/{$donation->form_id}" ),
				'embeddable' => true,
			),
		);
		if ( ! empty( $data['donorId'] ) ) {
			$links[ self::relation( 'donor' ) ] = array(
				// A plain link: the embedded donor is the public view, read from memory (no query per row).
				'href'       => rest_url( "{$this->namespace}/donors/{$donation->donor_id}" ),
				'embeddable' => true,
			);
		}
		if ( null !== $donation->campaign_id ) {
			$links[ self::relation( 'campaign' ) ] = array(
				'href'       => rest_url( "{$this->namespace}/campaigns/{$donation->campaign_id}" ),
				'embeddable' => true,
			);
		}
		if ( null !== $donation->subscription_id ) {
			$links[ self::relation( 'subscription' ) ] = array(
				'href'       => rest_url( "{$this->namespace}/subscriptions/{$donation->subscription_id}" ),
				'embeddable' => true,
			);
		}
		$response->add_links( $links );
		return $response;
	}

	/**
	 * Titles of the forms of a page of donations, in one query (no N+1).
	 *
	 * @param Donation[] $donations Donations.
	 * @return array<int, string>
	 */
	public static function form_titles( array $donations ): array {
		$ids = array_values(
			array_unique(
				array_map(
					static function ( Donation $donation ) {
						return $donation->form_id;
					},
					$donations
				)
			)
		);
		if ( array() === $ids ) {
			return array();
		}
		_prime_post_caches( $ids, false, false );
		$titles = array();
		foreach ( $ids as $id ) {
			$post           = get_post( $id );
			$titles[ $id ] = $post ? html_entity_decode( get_the_title( $post ), ENT_QUOTES ) : '';
		}
		return $titles;
	}
}
