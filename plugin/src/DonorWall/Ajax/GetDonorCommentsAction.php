<?php
/**
 * give_get_donor_comments: the donor wall's "Load more".
 *
 * @package OpenGive
 */

namespace OpenGive\DonorWall\Ajax;

use OpenGive\DonorWall\WallAttributes;
use OpenGive\DonorWall\WallRenderer;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * POST data (the button's attribute string, whose paged is the page already shown) and nonce; answers
 * the spec's shape: html (the next page's cards), shortcode (the attribute string with paged moved on)
 * and remaining (1 when another page follows, else 0). A bad nonce is 403 with a code and a sentence;
 * an attribute string the wall did not sign is 400 (opengive_wall_unsigned).
 */
final class GetDonorCommentsAction {

	const ACTION = 'give_get_donor_comments';
	const NONCE  = 'opengive_donor_wall';

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
		$this->renderer = $renderer;
	}

	/**
	 * Handles the request.
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified just below.
		$nonce = isset( $_POST['nonce'] ) && is_string( $_POST['nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['nonce'] ) ) : '';
		$data  = isset( $_POST['data'] ) && is_string( $_POST['data'] ) ? (string) wp_unslash( $_POST['data'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- WallAttributes::from_string bounds every value.
		// phpcs:enable
		if ( ! wp_verify_nonce( $nonce, self::NONCE ) ) {
			wp_send_json(
				array(
					'code'    => 'opengive_invalid_nonce',
					'message' => __( 'This page has been open too long to load more supporters. Please reload it.', 'opengive' ),
				),
				403
			);
		}
		try {
			wp_send_json( $this->next_page( $data ) );
		} catch ( OpenGiveException $refused ) {
			wp_send_json(
				array(
					'code'    => $refused->error_code(),
					'message' => $refused->getMessage(),
				),
				$refused->status()
			);
		}
	}

	/**
	 * The page after the one the attribute string names.
	 *
	 * @param string $data Attribute string.
	 * @return array{html: string, shortcode: string, remaining: int}
	 * @throws OpenGiveException 400 when the wall did not sign the attribute string.
	 */
	public function next_page( string $data ): array {
		$atts = WallAttributes::signed( $data );
		++$atts['paged'];
		$page = $this->renderer->page( $atts );
		return array(
			'html'      => WallRenderer::cards( $page['items'], $atts ),
			'shortcode' => WallAttributes::to_string( $atts ),
			'remaining' => $page['remaining'] ? 1 : 0,
		);
	}
}
