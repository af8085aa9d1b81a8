<?php
/**
 * /givewp/v3/donors/{id}/statistics: GiveWP's donor statistics (amounts, first and last gift,
 * donor type, preferred payment method).
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Plugin;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Schemas\Values;
use OpenGive\Support\Exceptions\NotFoundException;
use OpenGive\Support\Money\Currency;

defined( 'ABSPATH' ) || exit;

/**
 * Counted from completed gifts of one mode, net of the recovered fee (as GiveWP counts them), in
 * two queries. Amounts are numbers in major units as GiveWP sends them, plus the currency.
 */
final class DonorStatisticsRoute {

	/**
	 * Namespace.
	 *
	 * @var string
	 */
	private $namespace;

	/**
	 * Donors.
	 *
	 * @var DonorRepository
	 */
	private $donors;

	/**
	 * Donations.
	 *
	 * @var DonationRepository
	 */
	private $donations;

	/**
	 * Read permission.
	 *
	 * @var callable
	 */
	private $can_read;

	/**
	 * Constructor.
	 *
	 * @param string             $namespace Namespace.
	 * @param DonorRepository    $donors    Donors.
	 * @param DonationRepository $donations Donations.
	 * @param callable           $can_read  Read permission.
	 */
	public function __construct( string $namespace, DonorRepository $donors, DonationRepository $donations, callable $can_read ) {
		$this->namespace = $namespace;
		$this->donors    = $donors;
		$this->donations = $donations;
		$this->can_read  = $can_read;
	}

	/**
	 * Registers the route.
	 */
	public function register(): void {
		register_rest_route(
			$this->namespace,
			'/donors/(?P<id>\d+)/statistics',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get' ),
					'permission_callback' => $this->can_read,
					'args'                => array(
						'id'         => array(
							'type'              => 'integer',
							'minimum'           => 1,
							'validate_callback' => 'rest_validate_request_arg',
						),
						'mode'       => array(
							'description'       => __( 'live (default) or test.', 'opengive' ),
							'type'              => 'string',
							'default'           => 'live',
							'enum'              => array( 'live', 'test' ),
							'validate_callback' => 'rest_validate_request_arg',
						),
						'campaignId' => array(
							'description'       => __( 'Only gifts to this campaign; 0 (the default) for all.', 'opengive' ),
							'type'              => 'integer',
							'default'           => 0,
							'minimum'           => 0,
							'validate_callback' => 'rest_validate_request_arg',
						),
					),
				),
				'schema' => array( $this, 'schema' ),
			)
		);
	}

	/**
	 * The statistics.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get( \WP_REST_Request $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				global $wpdb;
				$donor = $this->donors->find( (int) $request['id'] );
				if ( null === $donor ) {
					throw new NotFoundException( 'opengive_donor_not_found', __( 'That donor does not exist.', 'opengive' ) );
				}
				$table  = $this->donations->table();
				$where  = 'donor_id = %d AND status = %s AND mode = %s';
				$values = array( $donor->id, DonationStatus::COMPLETE, (string) $request['mode'] );
				if ( (int) $request['campaignId'] > 0 ) {
					$where   .= ' AND campaign_id = %d';
					$values[] = (int) $request['campaignId'];
				}
				// phpcs:disable WordPress.DB -- custom table; every value is a placeholder.
				$rows    = (array) $wpdb->get_results( $wpdb->prepare( "SELECT amount - fee_amount_recovered AS net, currency, created_at, gateway_id, type FROM {$table} WHERE {$where} ORDER BY created_at ASC, id ASC", $values ), ARRAY_A );
				// phpcs:enable
				return rest_ensure_response( self::summary( $rows ) );
			}
		);
	}

	/**
	 * The figures from the donor's completed gifts, oldest first.
	 *
	 * @param array<int, array<string, string>> $rows Gifts.
	 * @return array<string, mixed>
	 */
	private static function summary( array $rows ): array {
		$currency = array() === $rows ? 'USD' : (string) $rows[0]['currency'];
		$major    = static function ( int $minor ) use ( $currency ) {
			return Values::money( $minor, $currency )['value'];
		};
		$amounts  = array_map( 'intval', wp_list_pluck( $rows, 'net' ) );
		$count    = count( $amounts );
		$gift     = static function ( ?array $row ) use ( $major ) {
			return null === $row ? null : array(
				'amount' => $major( (int) $row['net'] ),
				'date'   => Values::date( $row['created_at'] ),
			);
		};
		$gateways = array_count_values( wp_list_pluck( $rows, 'gateway_id' ) );
		arsort( $gateways );
		$preferred = (string) key( $gateways );
		$gateway   = '' !== $preferred ? Plugin::container()->get( GatewayRegistry::class )->get( $preferred ) : null;
		$types     = wp_list_pluck( $rows, 'type' );
		return array(
			'donations'              => array(
				'lifetimeAmount' => $major( array_sum( $amounts ) ),
				'highestAmount'  => $count > 0 ? $major( max( $amounts ) ) : 0,
				'averageAmount'  => $count > 0 ? round( $major( array_sum( $amounts ) ) / $count, Currency::default_decimals( $currency ) ) : 0,
				'count'          => $count,
				'first'          => $gift( $count > 0 ? $rows[0] : null ),
				'last'           => $gift( $count > 0 ? $rows[ $count - 1 ] : null ),
			),
			'currency'               => $currency,
			'donorType'              => self::donor_type( $count, $types ),
			'preferredPaymentMethod' => null !== $gateway ? $gateway->label() : $preferred,
		);
	}

	/**
	 * GiveWP's donor types: Subscriber (has a recurring gift), Repeat, Single, or null without gifts.
	 *
	 * @param int      $count Completed gifts.
	 * @param string[] $types Their types.
	 */
	private static function donor_type( int $count, array $types ): ?string {
		if ( 0 === $count ) {
			return null;
		}
		if ( in_array( 'subscription', $types, true ) || in_array( 'renewal', $types, true ) ) {
			return __( 'Subscriber', 'opengive' );
		}
		return $count > 1 ? __( 'Repeat', 'opengive' ) : __( 'Single', 'opengive' );
	}

	/**
	 * Schema.
	 *
	 * @return array<string, mixed>
	 */
	public function schema(): array {
		$gift = array(
			'type'       => array( 'object', 'null' ),
			'properties' => array(
				'amount' => array( 'type' => 'number' ),
				'date'   => array(
					'type'   => 'string',
					'format' => 'date-time',
				),
			),
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'givewp/donor-statistics',
			'type'       => 'object',
			'properties' => array(
				'donations'              => array(
					'type'       => 'object',
					'properties' => array(
						'lifetimeAmount' => array( 'type' => 'number' ),
						'highestAmount'  => array( 'type' => 'number' ),
						'averageAmount'  => array( 'type' => 'number' ),
						'count'          => array( 'type' => 'integer' ),
						'first'          => $gift,
						'last'           => $gift,
					),
				),
				'currency'               => array( 'type' => 'string' ),
				'donorType'              => array( 'type' => array( 'string', 'null' ) ),
				'preferredPaymentMethod' => array( 'type' => 'string' ),
			),
		);
	}
}
