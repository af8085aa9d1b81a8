<?php
/**
 * Keeps personalised pages out of every cache.
 *
 * @package OpenGive
 */

namespace OpenGive\Donations\Receipts;

use OpenGive\Donations\Actions\HandleDonationFormPost;

defined( 'ABSPATH' ) || exit;

/**
 * A page that shows a receipt (`?opengive-receipt=KEY`) or a donor's rejected entries
 * (`?opengive-error=TOKEN`) is one person's: a full-page cache or a shared proxy must never keep it
 * and hand it to the next visitor. Logged-in pages already get WordPress's no-cache headers.
 */
final class PrivatePages {

	/**
	 * The Cache-Control value of every personalised response.
	 */
	const CACHE_CONTROL = 'private, no-store, max-age=0';

	/**
	 * Whether this request asks for a personalised page.
	 *
	 * @param array<string, mixed> $query The query string ($_GET).
	 */
	public static function is_private( array $query ): bool {
		return isset( $query[ ReceiptBuilder::QUERY_ARG ] ) || isset( $query[ HandleDonationFormPost::ERROR_ARG ] );
	}

	/**
	 * Sends the headers (hooked to send_headers, before any output).
	 */
	public static function send(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only decides the cache headers.
		if ( headers_sent() || ! self::is_private( $_GET ) ) {
			return;
		}
		nocache_headers();
		header( 'Cache-Control: ' . self::CACHE_CONTROL );
	}
}
