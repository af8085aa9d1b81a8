<?php
/**
 * PSR-4 autoloader for the OpenGive\ namespace. Hand-written because Composer's
 * registry is unreachable in our build environment and one prefix needs no more.
 *
 * @package OpenGive
 */

defined( 'ABSPATH' ) || exit;

spl_autoload_register(
	static function ( $class_name ) {
		$prefix = 'OpenGive\\';
		if ( 0 !== strncmp( $class_name, $prefix, strlen( $prefix ) ) ) {
			return;
		}
		$relative = substr( $class_name, strlen( $prefix ) );
		$file     = __DIR__ . '/src/' . str_replace( '\\', '/', $relative ) . '.php';
		if ( is_readable( $file ) ) {
			require $file;
		}
	}
);
