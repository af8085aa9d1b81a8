<?php
/**
 * Response schemas of the /givewp/v3 sub-routes (notes of donors and subscriptions, campaign page,
 * comments, revenue and statistics, form-campaign association), so OPTIONS and the contract export
 * (types/rest) describe them as they do the main resources.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * One JSON schema per sub-route answer; each item schema is what the route returns (lists return
 * arrays of it, as WordPress' schemas describe one item).
 */
final class V3RouteSchemas {

	/**
	 * A schema around its properties.
	 *
	 * @param string               $title      Title.
	 * @param array<string, mixed> $properties Properties.
	 * @return array<string, mixed>
	 */
	private static function object( string $title, array $properties ): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => $title,
			'type'       => 'object',
			'properties' => $properties,
		);
	}

	/**
	 * A donor's or subscription's note.
	 *
	 * @param string $object_type donor or subscription.
	 * @return array<string, mixed>
	 */
	public static function object_note( string $object_type ): array {
		return self::object(
			"givewp/{$object_type}-note",
			array(
				'id'                 => Values::prop( 'integer', __( 'Note id.', 'opengive' ) ),
				$object_type . 'Id' => Values::prop( 'integer', __( 'The object the note is about.', 'opengive' ) ),
				'type'               => Values::prop( 'string', __( 'admin or donor.', 'opengive' ), array( 'enum' => array( 'admin', 'donor' ), 'readonly' => false ) ),
				'content'            => Values::prop( 'string', __( 'The note.', 'opengive' ), array( 'readonly' => false ) ),
				'author'             => Values::prop( 'string', __( 'Who wrote it.', 'opengive' ) ),
				'createdAt'          => Values::date_schema( __( 'When it was written.', 'opengive' ) ),
			)
		);
	}

	/**
	 * The campaign's page as POST /campaigns/{id}/page answers.
	 *
	 * @return array<string, mixed>
	 */
	public static function campaign_page(): array {
		return self::object(
			'givewp/campaign-page',
			array(
				'id'         => Values::prop( 'integer', __( 'Page id.', 'opengive' ) ),
				'campaignId' => Values::prop( 'integer', __( 'Campaign.', 'opengive' ) ),
				'createdAt'  => Values::date_schema( __( 'Created.', 'opengive' ) ),
				'updatedAt'  => Values::date_schema( __( 'Last changed.', 'opengive' ) ),
				'status'     => Values::prop( 'string', __( 'Post status (a new page is a draft).', 'opengive' ) ),
				'content'    => Values::prop( 'string', __( 'Block markup.', 'opengive' ) ),
			)
		);
	}

	/**
	 * One comment of GET /campaigns/{id}/comments (a list of these).
	 *
	 * @return array<string, mixed>
	 */
	public static function campaign_comment(): array {
		return self::object(
			'givewp/campaign-comment',
			array(
				'donorName' => Values::prop( 'string', __( 'First name and initial, or Anonymous.', 'opengive' ) ),
				'comment'   => Values::prop( 'string', __( 'The donor\'s comment.', 'opengive' ) ),
				'anonymous' => Values::prop( 'boolean', __( 'Given anonymously.', 'opengive' ) ),
				'date'      => Values::prop( 'string', __( 'How long ago, in words.', 'opengive' ) ),
				'avatar'    => Values::prop( 'string', __( 'Avatar URL (the default one when anonymous).', 'opengive' ), array( 'format' => 'uri' ) ),
			)
		);
	}

	/**
	 * One day of GET /campaigns/{id}/revenue (a list of these).
	 *
	 * @return array<string, mixed>
	 */
	public static function campaign_revenue(): array {
		return self::object(
			'givewp/campaign-revenue',
			array(
				'date'   => Values::prop( 'string', __( 'Day, Y-m-d (UTC).', 'opengive' ) ),
				'amount' => Values::prop( 'number', __( 'Raised that day, in major units of the campaign\'s currency.', 'opengive' ) ),
			)
		);
	}

	/**
	 * One period of GET /campaigns/{id}/statistics (one item, or two with rangeInDays).
	 *
	 * @return array<string, mixed>
	 */
	public static function campaign_statistics(): array {
		return self::object(
			'givewp/campaign-statistics',
			array(
				'amountRaised'  => Values::prop( 'number', __( 'Raised, net of recovered fees, major units.', 'opengive' ) ),
				'donationCount' => Values::prop( 'integer', __( 'Completed live gifts.', 'opengive' ) ),
				'donorCount'    => Values::prop( 'integer', __( 'Distinct donors.', 'opengive' ) ),
			)
		);
	}

	/**
	 * PUT /associate-forms-with-campaign answers the ids of the forms it moved.
	 *
	 * @return array<string, mixed>
	 */
	public static function form_ids(): array {
		return array(
			'$schema' => 'http://json-schema.org/draft-04/schema#',
			'title'   => 'givewp/associated-forms',
			'type'    => 'array',
			'items'   => array( 'type' => 'integer' ),
		);
	}
}
