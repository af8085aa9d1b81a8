<?php
/**
 * The /givewp/v3 donor item shape: totals, addresses and anonymity read for a whole page at once,
 * and GiveWP's donor links.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donors\Models\Donor;
use OpenGive\Rest\Schemas\DonorSchema;

defined( 'ABSPATH' ) || exit;

/**
 * Three queries per page in all (totals, addresses with includeSensitiveData, donors with a named
 * gift with anonymousDonors=redact), never one per donor.
 */
final class DonorResponses {

	/**
	 * Donations.
	 *
	 * @var DonationRepository
	 */
	private $donations;

	/**
	 * REST namespace (givewp/v3).
	 *
	 * @var string
	 */
	private $namespace;

	/**
	 * Constructor.
	 *
	 * @param DonationRepository $donations Donations.
	 * @param string             $namespace REST namespace.
	 */
	public function __construct( DonationRepository $donations, string $namespace ) {
		$this->donations = $donations;
		$this->namespace = $namespace;
	}

	/**
	 * Responses for donors, with their totals and who gave only anonymously (two queries in all).
	 *
	 * @param Donor[]          $donors  Donors.
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response[]
	 */
	public function prepare_all( array $donors, \WP_REST_Request $request ): array {
		$ids    = array_map(
			static function ( Donor $donor ) {
				return $donor->id;
			},
			$donors
		);
		$totals    = $this->donations->totals_for_donors( $ids );
		$addresses = ! empty( $request['includeSensitiveData'] ) ? $this->addresses( $ids ) : array();
		$public = 'redact' === $request['anonymousDonors'] ? $this->donors_with_public_gifts( $ids ) : array();
		$out    = array();
		foreach ( $donors as $donor ) {
			$data     = DonorSchema::prepare(
				$donor,
				$totals[ $donor->id ] ?? array(
					'amount'   => 0,
					'count'    => 0,
					'currency' => 'USD',
				),
				! empty( $request['includeSensitiveData'] ),
				'redact' === $request['anonymousDonors'] && ! isset( $public[ $donor->id ] ),
				$addresses[ $donor->id ] ?? array()
			);
			$response = rest_ensure_response( $data );
			$response->add_links( $this->links( $donor->id, $request ) );
			$out[] = $response;
		}
		return $out;
	}

	/**
	 * GiveWP's donor links: its statistics, donations and subscriptions (each embeddable, carrying
	 * the request's mode, campaign, sensitive and anonymous choices, first page of 30), plus the
	 * plain "donations" link OpenGive's earlier responses had.
	 *
	 * @param int              $id      Donor.
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, array<string, mixed>>
	 */
	private function links( int $id, \WP_REST_Request $request ): array {
		$self      = rest_url( "{$this->namespace}/donors/{$id}" );
		$filters   = array(
			'donorId'              => $id,
			'mode'                 => $request['mode'],
			'campaignId'           => $request['campaignId'],
			'includeSensitiveData' => empty( $request['includeSensitiveData'] ) ? '0' : '1',
		);
		$page      = array(
			'page'     => 1,
			'per_page' => 30,
		);
		$anonymous = $request['anonymousDonors'];
		return array(
			'self'                            => array( 'href' => $self ),
			V3Controller::relation_url( 'statistics' )    => array(
				'href'       => add_query_arg( array_filter( array( 'mode' => $request['mode'], 'campaignId' => $request['campaignId'] ) ), $self . '/statistics' ),
				'embeddable' => true,
			),
			V3Controller::relation_url( 'donations' )     => array(
				'href'       => add_query_arg( array_filter( $filters + array( 'anonymousDonations' => $anonymous ) + $page, array( self::class, 'is_set' ) ), rest_url( "{$this->namespace}/donations" ) ),
				'embeddable' => true,
			),
			V3Controller::relation_url( 'subscriptions' ) => array(
				'href'       => add_query_arg( array_filter( $filters + array( 'anonymousDonors' => $anonymous ) + $page, array( self::class, 'is_set' ) ), rest_url( "{$this->namespace}/subscriptions" ) ),
				'embeddable' => true,
			),
			'donations'                       => array( 'href' => add_query_arg( 'donorId', $id, rest_url( "{$this->namespace}/donations" ) ) ),
		);
	}

	/**
	 * Whether a link's query value was given (null and '' are left out; '0' stays).
	 *
	 * @param mixed $value Value.
	 */
	private static function is_set( $value ): bool {
		return null !== $value && '' !== $value;
	}

	/**
	 * The distinct billing addresses of these donors' gifts, newest first, in one query.
	 *
	 * @param int[] $ids Donors.
	 * @return array<int, array<int, array<string, string>>>
	 */
	private function addresses( array $ids ): array {
		global $wpdb;
		if ( array() === $ids ) {
			return array();
		}
		$placeholders = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		$rows         = (array) $wpdb->get_results( $wpdb->prepare( "SELECT donor_id, address1, address2, city, state, country, zip, MAX(id) AS newest FROM {$this->donations->table()} WHERE donor_id IN ({$placeholders}) AND (address1 <> '' OR country <> '') GROUP BY donor_id, address1, address2, city, state, country, zip ORDER BY newest DESC", $ids ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table; ids are placeholders.
		$out          = array();
		foreach ( $rows as $row ) {
			$donor = (int) $row['donor_id'];
			unset( $row['donor_id'], $row['newest'] );
			$out[ $donor ][] = array_map( 'strval', $row );
		}
		return $out;
	}

	/**
	 * Which of these donors made at least one gift that was not anonymous.
	 *
	 * @param int[] $ids Donors.
	 * @return array<int, true>
	 */
	private function donors_with_public_gifts( array $ids ): array {
		global $wpdb;
		if ( array() === $ids ) {
			return array();
		}
		$placeholders = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
		$found        = (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT donor_id FROM {$this->donations->table()} WHERE anonymous = 0 AND donor_id IN ({$placeholders})", $ids ) ); // phpcs:ignore WordPress.DB -- custom table; ids are placeholders; anonymous_donor_id index.
		return array_fill_keys( array_map( 'intval', $found ), true );
	}
}
