<?php
/**
 * GET /opengive/v1/reports/overview: the admin overview's numbers.
 *
 * @package OpenGive
 */

namespace OpenGive\Reports\Rest;

use OpenGive\Reports\OverviewReport;
use OpenGive\Reports\ReportRange;
use OpenGive\Rest\ErrorResponder;
use OpenGive\Rest\Permissions\Capabilities;

defined( 'ABSPATH' ) || exit;

/**
 * Read-only, for users who may view reports (GiveWP's view_give_reports). Every measure is an
 * aggregate of completed gifts: see OverviewQuery.
 */
final class OverviewController extends \WP_REST_Controller {

	/**
	 * The report.
	 *
	 * @var OverviewReport
	 */
	private $report;

	/**
	 * Constructor.
	 *
	 * @param OverviewReport $report The report.
	 */
	public function __construct( OverviewReport $report ) {
		$this->namespace = 'opengive/v1';
		$this->rest_base = 'reports/overview';
		$this->report    = $report;
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes() {
		$day = array(
			'type'    => 'string',
			'pattern' => '^(\d{4}-\d{2}-\d{2})?$',
			'default' => '',
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => array(
						'interval' => array(
							'description' => __( 'How the periods are grouped.', 'opengive' ),
							'type'        => 'string',
							'enum'        => ReportRange::INTERVALS,
							'default'     => 'day',
						),
						'after'    => array_merge( $day, array( 'description' => __( 'First day (YYYY-MM-DD, site time zone); by default 30 days, 13 weeks or 12 months before the last.', 'opengive' ) ) ),
						'before'   => array_merge( $day, array( 'description' => __( 'Last day, included (YYYY-MM-DD, site time zone); by default today.', 'opengive' ) ) ),
						'mode'     => array(
							'description' => __( 'Live or test gifts.', 'opengive' ),
							'type'        => 'string',
							'enum'        => array( 'live', 'test' ),
							'default'     => 'live',
						),
						'campaign' => array(
							'description' => __( 'One campaign\'s gifts (its progress over time); 0 for every gift. New donors and the top lists are then left empty.', 'opengive' ),
							'type'        => 'integer',
							'minimum'     => 0,
							'default'     => 0,
						),
						'currency' => array(
							'description' => __( 'Currency code; by default the one with most gifts in the range.', 'opengive' ),
							'type'        => 'string',
							'pattern'     => '^([A-Z]{3})?$',
							'default'     => '',
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Reports are for users who may view them.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		if ( current_user_can( Capabilities::VIEW_REPORTS ) ) {
			return true;
		}
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to view reports.', 'opengive' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * The report for the request's range.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$range = new ReportRange( (string) $request['interval'], (string) $request['after'], (string) $request['before'] );
				return rest_ensure_response( $this->report->build( $range, (string) $request['mode'], (string) $request['currency'], (int) $request['campaign'] ) );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema() {
		$count   = array(
			'type'    => 'integer',
			'minimum' => 0,
		);
		$money   = array(
			'type'        => 'integer',
			'description' => __( 'Minor units of the report\'s currency.', 'opengive' ),
		);
		$measure = array(
			'revenue'          => $money,
			'donations'        => $count,
			'newDonors'        => $count,
			'recurringRevenue' => $money,
			'feesRecovered'    => $money,
		);
		$top     = array(
			'type'  => 'array',
			'items' => array(
				'type'       => 'object',
				'properties' => array(
					'id'        => array( 'type' => 'integer' ),
					'title'     => array( 'type' => 'string' ),
					'revenue'   => $money,
					'donations' => $count,
				),
				'required'   => array( 'id', 'title', 'revenue', 'donations' ),
			),
		);
		return $this->add_additional_fields_schema(
			array(
				'$schema'    => 'http://json-schema.org/draft-04/schema#',
				'title'      => 'opengive/report-overview',
				'type'       => 'object',
				'properties' => array(
					'interval'     => array(
						'type' => 'string',
						'enum' => ReportRange::INTERVALS,
					),
					'after'        => array( 'type' => 'string' ),
					'before'       => array( 'type' => 'string' ),
					'timezone'     => array( 'type' => 'string' ),
					'mode'         => array(
						'type' => 'string',
						'enum' => array( 'live', 'test' ),
					),
					'campaign'     => array(
						'description' => __( 'The campaign the report is limited to (0: none).', 'opengive' ),
						'type'        => 'integer',
					),
					'currency'     => array( 'type' => 'string' ),
					'currencies'   => array(
						'description' => __( 'The currencies of the range\'s completed gifts, most gifts first.', 'opengive' ),
						'type'        => 'array',
						'items'       => array(
							'type'       => 'object',
							'properties' => array(
								'currency'  => array( 'type' => 'string' ),
								'donations' => $count,
							),
							'required'   => array( 'currency', 'donations' ),
						),
					),
					'periods'      => array(
						'description' => __( 'Every day, week or month of the range, in order; empty ones as zeros.', 'opengive' ),
						'type'        => 'array',
						'items'       => array(
							'type'       => 'object',
							'properties' => array( 'start' => array( 'type' => 'string' ) ) + $measure,
							'required'   => array_merge( array( 'start' ), array_keys( $measure ) ),
						),
					),
					'totals'       => array(
						'type'       => 'object',
						'properties' => $measure + array( 'averageGift' => $money ),
						'required'   => array_merge( array_keys( $measure ), array( 'averageGift' ) ),
					),
					'beforeRange'  => array(
						'description' => __( 'A campaign report\'s completed gifts before the range, in its currency (where a progress chart\'s running total starts); zeros without a campaign.', 'opengive' ),
						'type'        => 'object',
						'properties'  => $measure,
						'required'    => array_keys( $measure ),
					),
					'topForms'     => $top,
					'topCampaigns' => $top,
				),
				'required'   => array( 'interval', 'after', 'before', 'timezone', 'mode', 'campaign', 'currency', 'currencies', 'periods', 'totals', 'beforeRange', 'topForms', 'topCampaigns' ),
			)
		);
	}
}
