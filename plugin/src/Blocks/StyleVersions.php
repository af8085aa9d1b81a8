<?php
/**
 * Our built stylesheets' URLs carry their content hash, not the block's version.
 *
 * @package OpenGive
 */

namespace OpenGive\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress versions a block's stylesheet with block.json's "version" (0.1.0 for every build), so a
 * changed stylesheet kept its URL and a browser or CDN caching it for long kept the old one. Scripts
 * are versioned by their build's asset hash already; for a stylesheet in our build folder this puts
 * the first 20 characters of its MD5 in `ver`, worked out once per file and request, and only for
 * stylesheets the page prints.
 */
final class StyleVersions {

	/**
	 * Hashes worked out in this request, by file.
	 *
	 * @var array<string, string>
	 */
	private static $hashes = array();

	/**
	 * The style_loader_src filter.
	 *
	 * @param string $src    Stylesheet URL.
	 * @param string $handle Style handle (unused).
	 * @return string
	 */
	public static function versioned( $src, $handle = '' ) {
		unset( $handle );
		$base = plugins_url( 'build/', OPENGIVE_FILE );
		$src  = (string) $src;
		$path = strtok( $src, '?' );
		if ( 0 !== strpos( $src, $base ) || false === $path ) {
			return $src;
		}
		$file = wp_normalize_path( OPENGIVE_DIR . '/build/' . substr( $path, strlen( $base ) ) );
		if ( ! isset( self::$hashes[ $file ] ) ) {
			self::$hashes[ $file ] = is_readable( $file ) ? substr( (string) md5_file( $file ), 0, 20 ) : '';
		}
		return '' === self::$hashes[ $file ] ? $src : add_query_arg( 'ver', self::$hashes[ $file ], $src );
	}
}
