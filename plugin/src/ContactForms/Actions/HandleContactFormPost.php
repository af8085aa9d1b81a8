<?php
/**
 * The contact form without JavaScript: a normal POST to admin-post.php, then back to the page.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Actions;

use OpenGive\ContactForms\Repositories\ContactFormRepository;
use OpenGive\ContactForms\Rest\FeedbackResponse;

defined( 'ABSPATH' ) || exit;

/**
 * Runs the same SubmitContactForm as the REST route, keeps the outcome (status, message, invalid
 * fields and, unless sent, the entries) for 15 minutes under a random token, and redirects (303) to
 * the page with that token, where render.php prints it. The page carries no nonce, so it may come from
 * a full-page cache; the page with the token is personal and never cached (it has a query string).
 */
final class HandleContactFormPost {

	const ACTION   = 'opengive_contact';
	const QUERY    = 'opengive-contact';
	const LIFETIME = 900;

	/**
	 * Forms.
	 *
	 * @var ContactFormRepository
	 */
	private $forms;

	/**
	 * The submission path.
	 *
	 * @var SubmitContactForm
	 */
	private $submit;

	/**
	 * Outcomes already read in this request.
	 *
	 * @var array<string, array<string, mixed>|null>
	 */
	private static $taken = array();

	/**
	 * Builds the handler.
	 *
	 * @param ContactFormRepository $forms  Forms.
	 * @param SubmitContactForm     $submit The submission path.
	 */
	public function __construct( ContactFormRepository $forms, SubmitContactForm $submit ) {
		$this->forms  = $forms;
		$this->submit = $submit;
	}

	/**
	 * Handles the post.
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- a public form without a nonce (see the class comment); every field is validated by SubmitContactForm.
		$post = wp_unslash( $_POST );
		$form = $this->forms->find_published( isset( $post['_wpcf7'] ) && is_numeric( $post['_wpcf7'] ) ? (int) $post['_wpcf7'] : 0 );
		$back = wp_validate_redirect( isset( $post['_opengive_return'] ) && is_string( $post['_opengive_return'] ) ? esc_url_raw( $post['_opengive_return'] ) : '', home_url( '/' ) );
		if ( null === $form ) {
			wp_die( esc_html__( 'The requested contact form was not found.', 'opengive' ), '', array( 'response' => 404, 'back_link' => true ) );
		}
		$unit_tag = FeedbackResponse::unit_tag( $post['_wpcf7_unit_tag'] ?? '' );
		$result   = ( $this->submit )( $form, $post, $_FILES, FeedbackResponse::context( $post ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- files are checked by type and size there.
		// phpcs:enable
		$outcome = array(
			'form'     => $form->id,
			'unit_tag' => $unit_tag,
			'response' => FeedbackResponse::response( $form, $result, $unit_tag ),
			// After a send the form comes back empty, as it does with JavaScript.
			'values'   => 'mail_sent' === $result['status'] ? array() : $result['posted'],
		);
		$token   = bin2hex( random_bytes( 12 ) );
		set_transient( 'opengive_contact_' . $token, $outcome, self::LIFETIME );
		wp_safe_redirect( add_query_arg( self::QUERY, $token, $back ) . '#' . $unit_tag, 303 );
		exit;
	}

	/**
	 * The outcome a token points to (read once; later calls in the same request get the same).
	 *
	 * @param string $token Token from the query string.
	 * @return array<string, mixed>|null
	 */
	public static function take( string $token ): ?array {
		if ( ! preg_match( '/^[a-f0-9]{24}$/', $token ) ) {
			return null;
		}
		if ( ! array_key_exists( $token, self::$taken ) ) {
			$outcome               = get_transient( 'opengive_contact_' . $token );
			self::$taken[ $token ] = is_array( $outcome ) ? $outcome : null;
			delete_transient( 'opengive_contact_' . $token );
		}
		return self::$taken[ $token ];
	}
}
