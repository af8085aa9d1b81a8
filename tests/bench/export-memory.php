<?php
/**
 * Runs the donations CSV export as an administrator with the output thrown away, and prints its
 * time and PHP's peak memory (the export streams: the peak must not grow with the rows).
 *
 * Usage: php tests/bench/export-memory.php /path/to/wordpress
 *
 * @package OpenGive
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	fwrite( STDERR, "Usage: php export-memory.php /path/to/wordpress\n" );
	exit( 2 );
}
require rtrim( $argv[1], '/' ) . '/wp-load.php';
$opengive_admin = get_user_by( 'login', 'admin' );
wp_set_current_user( $opengive_admin->ID );
$_GET['type']     = 'donations';
$_GET['mode']     = 'live';
$_REQUEST['_wpnonce'] = wp_create_nonce( \OpenGive\Admin\CsvExport::ACTION );
$opengive_started = microtime( true );
$opengive_rows    = 0;
ob_start(
	static function ( $chunk ) use ( &$opengive_rows ) {
		$opengive_rows += substr_count( $chunk, "\n" );
		return '';
	},
	65536
);
register_shutdown_function(
	static function () use ( $opengive_started, &$opengive_rows ) {
		ob_end_flush();
		fwrite( STDERR, wp_json_encode( array( 'seconds' => round( microtime( true ) - $opengive_started, 2 ), 'peakMemoryMB' => round( memory_get_peak_usage( true ) / 1048576, 1 ), 'lines' => $opengive_rows ) ) . "\n" );
	}
);
\OpenGive\Admin\CsvExport::handle();
