<?php
/**
 * The standalone form view: one donation form on a page of its own, for frames and new tabs.
 *
 * @package OpenGive
 */

namespace OpenGive\Forms\Views;

use OpenGive\Forms\Repositories\FormRepository;
use OpenGive\Forms\Security\FormPassword;
use OpenGive\Support\Validation\FieldLimits;

defined( 'ABSPATH' ) || exit;

/**
 * `?opengive-form-view=<form id>` answers a minimal document with the site's head and footer (so the
 * block's script and styles load) and the form inline. The grid's modal frames load it; without
 * JavaScript the grid's links open it as a page. A receipt key in the address shows the receipt.
 */
final class FormView {

	const QUERY_ARG = 'opengive-form-view';

	/**
	 * Forms.
	 *
	 * @var FormRepository
	 */
	private $forms;

	/**
	 * Constructor.
	 *
	 * @param FormRepository $forms Forms.
	 */
	public function __construct( FormRepository $forms ) {
		$this->forms = $forms;
	}

	/**
	 * The view's address for a form.
	 *
	 * @param int $form_id Form.
	 */
	public static function url( int $form_id ): string {
		return add_query_arg( self::QUERY_ARG, $form_id, home_url( '/' ) );
	}

	/**
	 * Prints the view and exits when the request asks for it.
	 */
	public function maybe_render(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public, read-only page.
		if ( ! isset( $_GET[ self::QUERY_ARG ] ) ) {
			return;
		}
		// Digits only: absint() turns "-1e20" into a float that the typed repository refuses with a fatal error.
		$form_id = FieldLimits::id( wp_unslash( $_GET[ self::QUERY_ARG ] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended,WordPress.Security.ValidatedSanitizedInput -- a public, read-only page; digits only.
		$this->render( $form_id );
	}

	/**
	 * Prints the view of one form and exits; a 404 page for a missing or closed form.
	 * GiveWP's routes (Embed\GiveWpRoutes) print the same view.
	 *
	 * @param int $form_id Form.
	 */
	public function render( int $form_id ): void {
		$form = $form_id > 0 ? $this->forms->find( $form_id ) : null;
		if ( null === $form || ! $form->is_open() ) {
			status_header( 404 );
			nocache_headers();
			wp_die( esc_html__( 'This donation form is not available.', 'opengive' ), esc_html__( 'Donation form', 'opengive' ), array( 'response' => 404 ) );
		}
		/**
		 * Fires before the form view prints anything: the embed domain sends its frame headers here.
		 *
		 * @param int $form_id The form shown.
		 */
		do_action( 'opengive_form_view_headers', $form->id );
		if ( FormPassword::is_protected( $form->id ) ) {
			// The page is the password form for one visitor and the form for another: never cached.
			nocache_headers();
		}
		add_filter(
			'body_class',
			static function ( $classes ) {
				$classes[] = 'opengive-form-view';
				return $classes;
			}
		);
		// Frames of the view should not be indexed as pages of their own.
		add_filter( 'wp_robots', 'wp_robots_no_robots' );
		$content = do_blocks( '<!-- wp:opengive/donation-form {"formId":' . $form->id . ',"displayMode":"inline"} /-->' );
		?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<title><?php echo esc_html( $form->title . ' – ' . get_bloginfo( 'name' ) ); ?></title>
	<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
	<main class="opengive-form-view__main" data-iframe-height>
		<?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput -- the block's own escaped output. ?>
	</main>
	<?php wp_footer(); ?>
</body>
</html>
		<?php
		exit;
	}
}
