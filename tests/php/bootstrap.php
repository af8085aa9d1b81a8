<?php
/**
 * Boots the WordPress site the tests run inside (Playground, or a native install via OPENGIVE_WP_LOAD).
 * The WordPress core test library is not available offline, so tests use the real site and clean up.
 *
 * @package OpenGive
 */

$opengive_wp_load = getenv( 'OPENGIVE_WP_LOAD' ) ? getenv( 'OPENGIVE_WP_LOAD' ) : '/wordpress/wp-load.php';
require $opengive_wp_load;

if ( ! class_exists( \OpenGive\Plugin::class ) ) {
	fwrite( STDERR, "OpenGive is not active on the test site.\n" );
	exit( 1 );
}

require_once __DIR__ . '/Fixtures.php';
require_once __DIR__ . '/TestGift.php';
