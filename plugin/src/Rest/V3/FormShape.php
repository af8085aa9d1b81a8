<?php
/**
 * The /givewp/v3 form item: its schema and how a form post is shown.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Forms\FormPostType;
use OpenGive\Forms\Security\FormPassword;
use OpenGive\Forms\ValueObjects\FormSettings;
use OpenGive\Plugin;
use OpenGive\Rest\Schemas\Values;
use OpenGive\Support\Exceptions\NotFoundException;

defined( 'ABSPATH' ) || exit;

/**
 * OpenGive's form record (GiveWP clients read id, title and status); a visitor's copy has no
 * settings and no edit link.
 */
final class FormShape {

	/**
	 * JSON schema (givewp/form).
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'givewp/form',
			'type'       => 'object',
			'properties' => array(
				'id'          => Values::prop( 'integer', __( 'Form id.', 'opengive' ) ),
				'title'       => Values::prop(
					'string',
					__( 'Title.', 'opengive' ),
					array(
						'readonly'  => false,
						'minLength' => 1,
						'maxLength' => 200,
					)
				),
				'status'      => Values::prop( 'string', __( 'Post status.', 'opengive' ), array( 'readonly' => false, 'enum' => FormsController::STATUSES ) ),
				'createdAt'   => Values::date_schema( __( 'Created.', 'opengive' ) ),
				'updatedAt'   => Values::date_schema( __( 'Last change.', 'opengive' ) ),
				'permalink'   => Values::prop( 'string', __( 'The form on its own page.', 'opengive' ), array( 'format' => 'uri' ) ),
				'editUrl'     => Values::prop( 'string', __( 'Where the form is edited (block editor).', 'opengive' ), array( 'format' => 'uri' ) ),
				'campaignId'  => Values::prop( array( 'integer', 'null' ), __( 'Campaign (from the settings).', 'opengive' ) ),
				'settings'    => array_merge(
					FormSettings::schema(),
					array(
						'description' => __( 'Levels and default, custom amount, limits, currency, gateways, fee recovery, recurring, display mode, terms.', 'opengive' ),
						'context'     => array( 'view', 'edit' ),
					)
				),
				'donations'   => Values::prop( 'integer', __( 'Completed live gifts.', 'opengive' ) ),
				'totalAmount' => Values::money_schema( __( 'Raised through the form (completed live gifts).', 'opengive' ) ),
			),
		);
	}

	/**
	 * The response.
	 *
	 * @param string                                          $namespace REST namespace.
	 * @param \WP_Post                                        $post  Form post.
	 * @param array<int, array{count: int, amount: int, currency: string}> $stats Gifts per form.
	 */
	public static function respond( string $namespace, \WP_Post $post, array $stats, bool $public = false ): \WP_REST_Response {
		$raw      = get_post_meta( $post->ID, FormSettings::META_KEY, true );
		$settings = FormSettings::from_meta( $raw );
		$empty    = array(
			'count'    => 0,
			'amount'   => 0,
			'currency' => $settings->currency->code,
		);
		// A visitor without a password-protected form's password sees its title and address only, as
		// WordPress shows such a post: not its gifts or campaign. The title is the form's own, without
		// WordPress's "Protected: " prefix: the list sorts and searches by the stored title.
		$withheld = $public && FormPassword::locked( $post->ID );
		$mine     = $withheld ? $empty : ( $stats[ $post->ID ] ?? $empty );
		$response = rest_ensure_response(
			array(
				'id'          => $post->ID,
				'title'       => self::title( $post ),
				'status'      => $post->post_status,
				'createdAt'   => Values::date( $post->post_date_gmt ),
				'updatedAt'   => Values::date( $post->post_modified_gmt ),
				'permalink'   => \OpenGive\Forms\Views\FormView::url( $post->ID ),
				// A visitor sees what the form page shows; the editor link and stored settings are staff's.
				'editUrl'     => $public ? '' : admin_url( 'post.php?post=' . $post->ID . '&action=edit' ),
				'campaignId'  => $withheld ? null : $settings->campaign_id,
				'settings'    => ! $public && is_array( $raw ) ? $raw : (object) array(),
				'donations'   => $mine['count'],
				'totalAmount' => Values::money( $mine['amount'], $mine['currency'] ),
			)
		);
		$response->add_links(
			array(
				'self'      => array( 'href' => rest_url( "{$namespace}/forms/{$post->ID}" ) ),
				'donations' => array( 'href' => add_query_arg( 'formId', $post->ID, rest_url( "{$namespace}/donations" ) ) ),
			)
		);
		return $response;
	}

	/**
	 * Completed live gifts per form, for a page of forms in one query.
	 *
	 * @param int[] $ids Form ids.
	 * @return array<int, array{count: int, amount: int, currency: string}>
	 */
	public static function stats( array $ids ): array {
		return Plugin::container()->get( DonationRepository::class )->totals_for_forms( $ids );
	}

	/**
	 * The form post or a 404.
	 *
	 * @param int $id Id.
	 * @throws NotFoundException When there is none.
	 */
	public static function found( int $id ): \WP_Post {
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post || FormPostType::POST_TYPE !== $post->post_type ) {
			throw new NotFoundException( 'opengive_form_not_found', __( 'That donation form does not exist.', 'opengive' ) );
		}
		return $post;
	}

	/**
	 * The form's title as the_title filters give it, without the "Protected: " prefix.
	 *
	 * @param \WP_Post $post The form.
	 */
	private static function title( \WP_Post $post ): string {
		$plain = static function (): string {
			return '%s';
		};
		add_filter( 'protected_title_format', $plain );
		$title = get_the_title( $post );
		remove_filter( 'protected_title_format', $plain );
		return html_entity_decode( $title, ENT_QUOTES );
	}
}
