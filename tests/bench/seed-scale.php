<?php
/**
 * Seeds the native site for `npm run bench:scale` and prints what the benchmark needs as JSON.
 *
 * Usage: php tests/bench/seed-scale.php /path/to/wordpress <donations>
 *
 * @package OpenGive
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) || empty( $argv[2] ) ) {
	fwrite( STDERR, "Usage: php seed-scale.php /path/to/wordpress <donations>\n" );
	exit( 2 );
}
require rtrim( $argv[1], '/' ) . '/wp-load.php';
require __DIR__ . '/scale-seed-lib.php';

$opengive_made = opengive_scale_seed( (int) $argv[2] );

// An administrator that talks REST with an application password (allowed over http on a 'local' site).
$opengive_admin = get_user_by( 'login', 'admin' );
list( $opengive_password ) = WP_Application_Passwords::create_new_application_password( $opengive_admin->ID, array( 'name' => 'bench-' . time() ) );
$opengive_made['adminAuth'] = 'Basic ' . base64_encode( 'admin:' . $opengive_password );

// The donor with 500 gifts gets an account linked to their donor record, and a login cookie.
$opengive_user = get_user_by( 'email', $opengive_made['heavyDonorMail'] );
$opengive_uid  = $opengive_user ? $opengive_user->ID : wp_insert_user(
	array(
		'user_login' => 'benchdonor',
		'user_email' => $opengive_made['heavyDonorMail'],
		'user_pass'  => wp_generate_password( 24 ),
		'role'       => 'subscriber',
	)
);
$GLOBALS['wpdb']->update( $GLOBALS['wpdb']->prefix . 'opengive_donors', array( 'user_id' => $opengive_uid ), array( 'id' => $opengive_made['heavyDonorId'] ) ); // phpcs:ignore WordPress.DB
$opengive_made['donorCookie'] = LOGGED_IN_COOKIE . '=' . wp_generate_auth_cookie( $opengive_uid, time() + DAY_IN_SECONDS, 'logged_in' );
// A public page with the first bench campaign's progress block.
$opengive_made['campaignPage'] = get_permalink(
	wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => 'Bench campaign page',
			'post_name'    => 'bench-campaign-page',
			'post_content' => '<!-- wp:opengive/campaign {"campaignId":' . (int) $opengive_made['campaignId'] . '} /-->',
		)
	)
);
// wp-admin needs the auth cookie beside the logged-in one.
$opengive_token               = WP_Session_Tokens::get_instance( $opengive_admin->ID )->create( time() + DAY_IN_SECONDS );
$opengive_made['adminCookie'] = AUTH_COOKIE . '=' . wp_generate_auth_cookie( $opengive_admin->ID, time() + DAY_IN_SECONDS, 'auth', $opengive_token ) . '; ' . LOGGED_IN_COOKIE . '=' . wp_generate_auth_cookie( $opengive_admin->ID, time() + DAY_IN_SECONDS, 'logged_in', $opengive_token );
$opengive_made['searchEmail'] = 'donor4242@bench.example';
$opengive_made['searchName']  = 'Patricia Garcia';
echo wp_json_encode( $opengive_made ) . "\n";
