<?php
/**
 * Demo site only (installed as a must-use plugin by `npm start`): opening wp-admin logs the browser
 * in as the demo admin. Playground's own --login answered EVERY cookie-less request, front end
 * included, with a redirect that sets its cookie, so plain HTTP clients (curl, link checkers) went
 * round a redirect loop; the front end now answers 200 to them, as a logged-out visitor.
 *
 * @package OpenGive
 */

add_action(
	'init',
	static function () {
		if ( ! is_admin() || is_user_logged_in() || wp_doing_ajax() ) {
			return;
		}
		// Only page views: a form post to admin-post.php (the no-JavaScript donation) must arrive
		// as the visitor sent it.
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		$script = isset( $_SERVER['SCRIPT_NAME'] ) ? basename( sanitize_text_field( wp_unslash( $_SERVER['SCRIPT_NAME'] ) ) ) : '';
		if ( 'GET' !== $method || in_array( $script, array( 'admin-post.php', 'admin-ajax.php' ), true ) ) {
			return;
		}
		$user = get_user_by( 'login', 'admin' );
		if ( ! $user ) {
			return;
		}
		wp_set_auth_cookie( $user->ID, true );
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/wp-admin/';
		// The same address again, now with the cookie.
		wp_safe_redirect( home_url( $uri ) );
		exit;
	}
);
