<?php
/**
 * Installs WordPress into the native test tree against MariaDB, activates OpenGive and the test
 * helpers, and seeds the same demo content as Playground. Run with the host's php-cli.
 *
 * Usage: php install.php /path/to/wordpress
 *
 * @package OpenGive
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	fwrite( STDERR, "Usage: php install.php /path/to/wordpress\n" );
	exit( 2 );
}

define( 'WP_INSTALLING', true );
require rtrim( $argv[1], '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$result = wp_install( 'Harbour Light Charity', 'admin', 'admin@example.org', true, '', wp_slash( 'password' ) );
if ( is_wp_error( $result ) ) {
	fwrite( STDERR, $result->get_error_message() . "\n" );
	exit( 1 );
}

update_option( 'blogdescription', 'Every gift keeps the light on' );
update_option( 'show_avatars', '0' );
update_option( 'permalink_structure', '/%postname%/' );

foreach ( array( 'opengive/opengive.php', 'opengive-test-helpers/opengive-test-helpers.php' ) as $plugin ) {
	$activated = activate_plugin( $plugin );
	if ( is_wp_error( $activated ) ) {
		fwrite( STDERR, "Could not activate {$plugin}: " . $activated->get_error_message() . "\n" );
		exit( 1 );
	}
}

echo "WordPress installed with OpenGive active.\n";
// The demo content is seeded by seed.php in a second process: a normal page load with the plugin active.
