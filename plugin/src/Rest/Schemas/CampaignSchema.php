<?php
/**
 * The givewp/campaign resource.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Schemas;

use OpenGive\Campaigns\Models\Campaign;
use OpenGive\Campaigns\ValueObjects\CampaignStatus;
use OpenGive\Campaigns\ValueObjects\GoalType;
use OpenGive\Support\Exceptions\ValidationException;
use OpenGive\Support\Money\AmountFormatter;
use OpenGive\Support\Money\Currency;
use OpenGive\Support\Validation\FieldLimits;

defined( 'ABSPATH' ) || exit;

/**
 * GiveWP's field names. Money goals travel in major units (as GiveWP's `goal`), counts as counts.
 */
final class CampaignSchema {

	/**
	 * JSON schema.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$editable = static function ( $type, string $description, array $extra = array() ) {
			return Values::prop( $type, $description, array_merge( array( 'readonly' => false ), $extra ) );
		};
		$color    = array(
			'pattern'   => '^(#[0-9a-fA-F]{6})?$',
			'maxLength' => 7,
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'givewp/campaign',
			'type'       => 'object',
			'properties' => array(
				'id'               => Values::prop( 'integer', __( 'Campaign id.', 'opengive' ) ),
				'title'            => $editable(
					'string',
					__( 'Title.', 'opengive' ),
					array(
						'minLength' => 1,
						'maxLength' => FieldLimits::max( 'campaigns', 'title' ),
					)
				),
				'shortDescription' => $editable( 'string', __( 'One-line description.', 'opengive' ), array( 'maxLength' => 1000 ) ),
				'longDescription'  => $editable( 'string', __( 'Full description.', 'opengive' ), array( 'maxLength' => 20000 ) ),
				'image'            => $editable( 'string', __( 'Image URL.', 'opengive' ), array( 'maxLength' => 2048 ) ),
				'primaryColor'     => $editable( 'string', __( 'Primary colour (#rrggbb).', 'opengive' ), $color ),
				'secondaryColor'   => $editable( 'string', __( 'Secondary colour (#rrggbb).', 'opengive' ), $color ),
				'goal'             => $editable(
					'number',
					__( 'Goal: an amount in major units for amount goals, else a count.', 'opengive' ),
					array(
						'minimum'          => 0,
						'exclusiveMinimum' => true,
					)
				),
				'goalType'         => $editable( 'string', __( 'What the goal counts.', 'opengive' ), array( 'enum' => GoalType::all() ) ),
				'goalStats'        => Values::prop(
					'object',
					__( 'Progress: actual (same unit as goal), percentage (0-100), goal.', 'opengive' ),
					array(
						'properties' => array(
							'actual'          => array( 'type' => 'number' ),
							'actualFormatted' => array( 'type' => 'string' ),
							'percentage'      => array( 'type' => 'number' ),
							'goal'            => array( 'type' => 'number' ),
							'goalFormatted'   => array( 'type' => 'string' ),
						),
					)
				),
				'currency'         => $editable( 'string', __( 'Currency of amount goals.', 'opengive' ), array( 'pattern' => '^[A-Z]{3}$' ) ),
				'status'           => $editable( 'string', __( 'Status; only active campaigns show on the site.', 'opengive' ), array( 'enum' => CampaignStatus::all() ) ),
				'startDate'        => Values::date_schema( __( 'Start.', 'opengive' ), false ),
				'endDate'          => Values::date_schema( __( 'End.', 'opengive' ), false ),
				'defaultFormId'    => $editable( array( 'integer', 'null' ), __( 'Form the donate button opens.', 'opengive' ), array( 'minimum' => 1 ) ),
				'createdAt'        => Values::date_schema( __( 'Created.', 'opengive' ) ),
				'type'             => Values::prop( 'string', __( 'core (GiveWP\'s peer-to-peer campaigns are not provided).', 'opengive' ), array( 'enum' => array( 'core' ) ) ),
				'logo'             => $editable( 'string', __( 'Logo URL.', 'opengive' ), array( 'maxLength' => 2048 ) ),
				'pageId'           => $editable( array( 'integer', 'null' ), __( 'The page that shows the campaign.', 'opengive' ), array( 'minimum' => 1 ) ),
				'pagePermalink'    => Values::prop( array( 'string', 'null' ), __( 'Address of that page (null without a published one).', 'opengive' ) ),
				'defaultFormTitle' => Values::prop( 'string', __( 'Title of the default form (\'\' without one).', 'opengive' ) ),
			),
		);
	}

	/**
	 * A campaign as the API shows it.
	 *
	 * @param Campaign                                         $c        Campaign.
	 * @param array{actual: int, percentage: float, goal: int} $progress Progress (minor units for money).
	 * @return array<string, mixed>
	 */
	public static function prepare( Campaign $c, array $progress ): array {
		$money    = GoalType::is_money( $c->goal_type );
		$currency = Currency::from_array( array( 'code' => $c->currency ) );
		$unit     = $money ? 10 ** $currency->minor_decimals : 1;
		$format   = static function ( int $value ) use ( $money, $currency ): string {
			return $money ? AmountFormatter::format( $value, $currency ) : number_format_i18n( $value );
		};
		return array(
			'id'               => $c->id,
			'title'            => $c->title,
			'shortDescription' => $c->short_description,
			'longDescription'  => $c->long_description,
			'image'            => $c->image,
			'primaryColor'     => $c->primary_color,
			'secondaryColor'   => $c->secondary_color,
			'goal'             => $c->goal / $unit,
			'goalType'         => $c->goal_type,
			'goalStats'        => array(
				'actual'          => $progress['actual'] / $unit,
				'actualFormatted' => $format( $progress['actual'] ),
				'percentage'      => $progress['percentage'],
				'goal'            => $c->goal / $unit,
				'goalFormatted'   => $format( $c->goal ),
			),
			'currency'         => $c->currency,
			'status'           => $c->status,
			'startDate'        => Values::date( $c->start_date ),
			'endDate'          => Values::date( $c->end_date ),
			'defaultFormId'    => $c->default_form_id,
			'createdAt'        => Values::date( $c->created_at ),
			'type'             => 'core',
			'logo'             => $c->logo,
			'pageId'           => $c->page_id,
			'pagePermalink'    => self::page_permalink( $c->page_id ),
			'defaultFormTitle' => null !== $c->default_form_id ? html_entity_decode( get_the_title( $c->default_form_id ), ENT_QUOTES ) : '',
		);
	}

	/**
	 * The campaign page's address, as GiveWP gives it: null when there is none or it is trashed.
	 *
	 * @param int|null $page_id Page.
	 */
	private static function page_permalink( ?int $page_id ): ?string {
		$page = null !== $page_id ? get_post( $page_id ) : null;
		if ( ! $page instanceof \WP_Post || 'trash' === $page->post_status ) {
			return null;
		}
		$link = get_permalink( $page );
		return false === $link ? null : $link;
	}

	/**
	 * Applies request fields to a campaign (goal converted to minor units for money goals).
	 *
	 * @param Campaign         $c       Campaign.
	 * @param \WP_REST_Request $request Request.
	 */
	public static function apply( Campaign $c, \WP_REST_Request $request ): void {
		$text = array(
			'title'            => 'title',
			'shortDescription' => 'short_description',
			'image'            => 'image',
			'primaryColor'     => 'primary_color',
			'secondaryColor'   => 'secondary_color',
			'goalType'         => 'goal_type',
			'currency'         => 'currency',
			'status'           => 'status',
		);
		foreach ( $text as $param => $property ) {
			if ( isset( $request[ $param ] ) ) {
				$c->$property = sanitize_text_field( (string) $request[ $param ] );
			}
		}
		if ( isset( $request['image'] ) ) {
			$c->image = esc_url_raw( (string) $request['image'] );
		}
		if ( isset( $request['logo'] ) ) {
			$c->logo = esc_url_raw( (string) $request['logo'] );
		}
		if ( $request->has_param( 'pageId' ) ) {
			$c->page_id = empty( $request['pageId'] ) ? null : (int) $request['pageId'];
		}
		if ( isset( $request['longDescription'] ) ) {
			$c->long_description = wp_kses_post( (string) $request['longDescription'] );
		}
		if ( isset( $request['goal'] ) ) {
			$decimals = GoalType::is_money( $c->goal_type ) ? Currency::default_decimals( $c->currency ) : 0;
			$c->goal  = (int) round( (float) $request['goal'] * ( 10 ** $decimals ) );
		}
		foreach ( array(
			'startDate' => 'start_date',
			'endDate'   => 'end_date',
		) as $param => $property ) {
			if ( $request->has_param( $param ) ) {
				$c->$property = Values::to_utc( null === $request[ $param ] ? null : (string) $request[ $param ] );
			}
		}
		if ( $request->has_param( 'defaultFormId' ) ) {
			$c->default_form_id = empty( $request['defaultFormId'] ) ? null : (int) $request['defaultFormId'];
		}
	}

	/**
	 * Rules across fields (create and update): dates in order, an existing default form.
	 *
	 * @param Campaign $campaign Campaign.
	 * @throws ValidationException When a rule fails.
	 */
	public static function check( Campaign $campaign ): void {
		if ( null !== $campaign->start_date && null !== $campaign->end_date && $campaign->end_date < $campaign->start_date ) {
			throw new ValidationException( 'opengive_invalid_dates', __( 'The end date must be after the start date.', 'opengive' ), 'endDate' );
		}
		if ( null !== $campaign->default_form_id && 'opengive_form' !== get_post_type( $campaign->default_form_id ) ) {
			throw new ValidationException( 'opengive_invalid_form', __( 'The default form does not exist.', 'opengive' ), 'defaultFormId' );
		}
		if ( null !== $campaign->page_id && 'page' !== get_post_type( $campaign->page_id ) ) {
			throw new ValidationException( 'opengive_invalid_page', __( 'The campaign page does not exist.', 'opengive' ), 'pageId' );
		}
	}
}
