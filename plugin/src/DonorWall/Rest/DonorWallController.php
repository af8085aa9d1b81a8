<?php
/**
 * GET /opengive/v1/donor-wall: the REST twin of give_get_donor_comments.
 *
 * @package OpenGive
 */

namespace OpenGive\DonorWall\Rest;

use OpenGive\DonorWall\WallAttributes;
use OpenGive\DonorWall\WallRenderer;
use OpenGive\Rest\ErrorResponder;

defined( 'ABSPATH' ) || exit;

/**
 * One page of the wall by number: its items (public, redacted card data), the cards' html, the
 * attribute string for that page and whether more remain. Public and read-only: it shows exactly what
 * the wall prints on a public page, so it needs no nonce (the ajax action keeps GiveWP's nonce); the
 * attribute string must be one the wall signed (WallAttributes::signed), so the wall's owner decides
 * what the cards show and the visitor only which page.
 */
final class DonorWallController extends \WP_REST_Controller {

	/**
	 * Cards.
	 *
	 * @var WallRenderer
	 */
	private $renderer;

	/**
	 * Constructor.
	 *
	 * @param WallRenderer $renderer Cards.
	 */
	public function __construct( WallRenderer $renderer ) {
		$this->namespace = 'opengive/v1';
		$this->rest_base = 'donor-wall';
		$this->renderer  = $renderer;
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes() {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					// Public: the same cards any visitor sees on the wall's page; anonymous gifts are redacted.
					'permission_callback' => '__return_true',
					'args'                => array(
						'shortcode' => array(
							'description' => __( 'The wall\'s signed attribute string, as on its "Load more" button (any other is refused); only the page may differ.', 'opengive' ),
							'type'        => 'string',
							'default'     => '',
							'maxLength'   => 2000,
						),
						'page'      => array(
							'description' => __( 'Page number, from 1.', 'opengive' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'maximum'     => 100000,
							'default'     => 1,
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function get_items( $request ) {
		return ErrorResponder::run(
			function () use ( $request ) {
				$atts          = WallAttributes::signed( (string) $request['shortcode'] );
				$atts['paged'] = (int) $request['page'];
				$page          = $this->renderer->page( $atts );
				return rest_ensure_response(
					array(
						'items'     => $page['items'],
						'html'      => WallRenderer::cards( $page['items'], $atts ),
						'shortcode' => WallAttributes::to_string( $atts ),
						'remaining' => $page['remaining'] ? 1 : 0,
					)
				);
			}
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_item_schema() {
		$text = array(
			'type'     => 'string',
			'context'  => array( 'view' ),
			'readonly' => true,
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'opengive/donor-wall-page',
			'type'       => 'object',
			'properties' => array(
				'items'     => array(
					'description' => __( 'The page\'s cards; an anonymous gift has no name, initials, avatar or company.', 'opengive' ),
					'type'        => 'array',
					'context'     => array( 'view' ),
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'id'        => array( 'type' => 'integer' ),
							'anonymous' => array( 'type' => 'boolean' ),
							'name'      => array( 'type' => 'string' ),
							'initials'  => array( 'type' => 'string' ),
							'avatar'    => array( 'type' => array( 'string', 'null' ) ),
							'company'   => array( 'type' => 'string' ),
							'total'     => array( 'type' => 'string' ),
							'date'      => array( 'type' => 'string' ),
							'comment'   => array( 'type' => 'string' ),
							'excerpt'   => array( 'type' => 'string' ),
						),
					),
				),
				'html'      => array_merge( $text, array( 'description' => __( 'The cards as the wall prints them.', 'opengive' ) ) ),
				'shortcode' => array_merge( $text, array( 'description' => __( 'The attribute string for this page.', 'opengive' ) ) ),
				'remaining' => array(
					'description' => __( '1 when another page follows, else 0.', 'opengive' ),
					'type'        => 'integer',
					'enum'        => array( 0, 1 ),
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
			),
		);
	}
}
