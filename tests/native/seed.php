<?php
/**
 * Seeds the demo content on the native site, in a normal WordPress load with OpenGive active.
 *
 * Usage: php seed.php /path/to/wordpress
 *
 * @package OpenGive
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	fwrite( STDERR, "Usage: php seed.php /path/to/wordpress\n" );
	exit( 2 );
}
require rtrim( $argv[1], '/' ) . '/wp-load.php';
require dirname( __DIR__, 2 ) . '/playground/seed-demo.php';
flush_rewrite_rules( false );
echo "Demo content seeded.\n";
