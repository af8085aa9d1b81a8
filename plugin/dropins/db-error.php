<?php
/**
 * OpenGive's database-error page: copy this file to wp-content/db-error.php.
 *
 * WordPress includes wp-content/db-error.php instead of its "Error establishing a database connection"
 * page (HTTP 500) whenever it cannot reach the database: when a request starts while the server is
 * down, and when a request loses the server and five reconnect attempts (one a second) fail. A donor
 * then gets 503 with Retry-After; the donation form's REST requests get OpenGive's JSON error
 * (opengive_database_unavailable), so the form says what happened instead of failing on an HTML page.
 *
 * @package OpenGive
 */

if ( headers_sent() ) {
	// The answer is already on its way (the failure came after it, e.g. in a shutdown task): adding
	// an error to it would only corrupt it.
	return;
}
// Plugins may not be loaded (the database was down from the start): only core functions loaded
// before WordPress connects are used.
$opengive_uri  = isset( $_SERVER['REQUEST_URI'] ) ? (string) $_SERVER['REQUEST_URI'] : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared only.
$opengive_json = false !== strpos( $opengive_uri, '/wp-json/' ) || false !== strpos( $opengive_uri, 'rest_route=' )
	|| false !== strpos( $opengive_uri, 'admin-ajax.php' )
	|| ( isset( $_SERVER['HTTP_ACCEPT'] ) && false !== strpos( (string) $_SERVER['HTTP_ACCEPT'], 'application/json' ) ) // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared only.
	|| ( isset( $_SERVER['CONTENT_TYPE'] ) && false !== strpos( (string) $_SERVER['CONTENT_TYPE'], 'application/json' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared only.
// Translated only when OpenGive's translations are already loaded: loading them would read the
// locale from the options table, that is from the database that just failed.
$opengive_translate = function_exists( 'is_textdomain_loaded' ) && is_textdomain_loaded( 'opengive' );
$opengive_message   = $opengive_translate
	? __( 'Our database is briefly unavailable, so we could not confirm your donation. Please try again in a minute: trying again will not create a second donation.', 'opengive' )
	: 'Our database is briefly unavailable, so we could not confirm your donation. Please try again in a minute: trying again will not create a second donation.';
// Replaces whatever the interrupted request had set (a REST response's headers are not sent yet).
header_remove();
http_response_code( 503 );
header( 'Retry-After: 30' );
header( 'Cache-Control: no-store' );
header( ( $opengive_json ? 'Content-Type: application/json' : 'Content-Type: text/html' ) . '; charset=utf-8' );
while ( ob_get_level() > 0 ) {
	ob_end_clean(); // Nothing half-rendered goes out before the error.
}
if ( $opengive_json ) {
	echo wp_json_encode( // wp-settings.php loads functions.php before it connects to the database.
		array(
			'code'    => 'opengive_database_unavailable',
			'message' => $opengive_message,
			'data'    => array(
				'status'     => 503,
				'retryAfter' => 30,
			),
		)
	);
	return;
}
$opengive_title = $opengive_translate ? __( 'Temporarily unavailable', 'opengive' ) : 'Temporarily unavailable';
echo '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">'
	. '<title>' . htmlspecialchars( $opengive_title, ENT_QUOTES, 'UTF-8' ) . '</title></head>'
	. '<body style="font-family:sans-serif;max-width:36em;margin:4em auto;padding:0 1em;line-height:1.5">'
	. '<h1>' . htmlspecialchars( $opengive_title, ENT_QUOTES, 'UTF-8' ) . '</h1>'
	. '<p>' . htmlspecialchars( $opengive_message, ENT_QUOTES, 'UTF-8' ) . '</p></body></html>'; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped with htmlspecialchars (esc_html may not be loaded).
