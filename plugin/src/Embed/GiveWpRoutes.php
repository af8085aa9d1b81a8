<?php
/**
 * GiveWP's embed routes, answered by the OpenGive form view.
 *
 * @package OpenGive
 */

namespace OpenGive\Embed;

use OpenGive\Donations\Receipts\PrivatePages;
use OpenGive\Donations\Receipts\ReceiptBuilder;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Forms\Views\FormView;
use OpenGive\Support\Validation\FieldLimits;

defined( 'ABSPATH' ) || exit;

/**
 * `?givewp-route=donation-form-view&form-id=N` is the form view of form N, and
 * `?givewp-route=donation-confirmation-receipt-view&receipt-id=KEY` the form view showing the
 * receipt of the donation with that key (the key is the secret, as on the receipt page itself; the
 * frame shows exactly what `?opengive-receipt=KEY` shows). Embed snippets written for GiveWP keep
 * working, and ours use the same addresses.
 */
final class GiveWpRoutes {

	const ROUTE_ARG    = 'givewp-route';
	const FORM_VIEW    = 'donation-form-view';
	const RECEIPT_VIEW = 'donation-confirmation-receipt-view';

	/**
	 * The form view address of a form, GiveWP's way.
	 *
	 * @param int $form_id Form.
	 */
	public static function form_view_url( int $form_id ): string {
		return add_query_arg(
			array(
				self::ROUTE_ARG => self::FORM_VIEW,
				'form-id'       => $form_id,
			),
			home_url( '/' )
		);
	}

	/**
	 * Answers the request when it names one of the routes (template_redirect).
	 *
	 * @param FormView           $view      The form view.
	 * @param DonationRepository $donations Donations.
	 */
	public static function maybe_render( FormView $view, DonationRepository $donations ): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- public, read-only pages; the receipt key is the secret.
		$route = isset( $_GET[ self::ROUTE_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::ROUTE_ARG ] ) ) : '';
		if ( self::FORM_VIEW === $route ) {
			$form_id = isset( $_GET['form-id'] ) ? FieldLimits::id( wp_unslash( $_GET['form-id'] ) ) : 0; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- digits only.
			$view->render( $form_id );
			return;
		}
		if ( self::RECEIPT_VIEW !== $route ) {
			return;
		}
		$key = isset( $_GET['receipt-id'] ) ? sanitize_key( wp_unslash( $_GET['receipt-id'] ) ) : '';
		// phpcs:enable
		// One person's page: never cached, whatever happens next.
		nocache_headers();
		header( 'Cache-Control: ' . PrivatePages::CACHE_CONTROL );
		$donation = '' !== $key ? $donations->find_by_purchase_key( $key ) : null;
		if ( null === $donation ) {
			status_header( 404 );
			wp_die( esc_html__( 'This receipt is not available.', 'opengive' ), esc_html__( 'Donation receipt', 'opengive' ), array( 'response' => 404 ) );
		}
		// The form block reads the receipt key where the receipt page puts it.
		$_GET[ ReceiptBuilder::QUERY_ARG ] = $key;
		$view->render( $donation->form_id );
	}
}
