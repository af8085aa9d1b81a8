<?php
/**
 * Serves embed.js, the donation embed loader, to any website.
 *
 * @package OpenGive
 */

namespace OpenGive\Embed;

defined( 'ABSPATH' ) || exit;

/**
 * `?opengive-embed=embed.js` answers build/embed/embed.js with the headers a script loaded by other
 * sites needs: CORS (`Access-Control-Allow-Origin: *`, `Cross-Origin-Resource-Policy: cross-origin`)
 * and long caching. The address carries the build's content hash (`ver`); with the current hash the
 * answer is cached for a year as immutable, with another (an old snippet after an update) for an hour,
 * so pasted snippets pick up new versions. The WordPress block loads the same file as a normal
 * script handle, `opengive-embed`.
 */
final class EmbedScript {

	const QUERY_ARG = 'opengive-embed';
	const FILE_NAME = 'embed.js';
	const HANDLE    = 'opengive-embed';

	const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
	const CACHE_SHORT     = 'public, max-age=3600';

	/**
	 * The built file.
	 */
	public static function path(): string {
		return OPENGIVE_DIR . '/build/embed/embed.js';
	}

	/**
	 * The build's content hash (from the asset file webpack writes), or the plugin version.
	 */
	public static function version(): string {
		$asset = OPENGIVE_DIR . '/build/embed/embed.asset.php';
		if ( is_readable( $asset ) ) {
			$data = include $asset;
			if ( is_array( $data ) && isset( $data['version'] ) ) {
				return (string) $data['version'];
			}
		}
		return OPENGIVE_VERSION;
	}

	/**
	 * The loader's public address, for snippets.
	 */
	public static function url(): string {
		return add_query_arg(
			array(
				self::QUERY_ARG => self::FILE_NAME,
				'ver'           => self::version(),
			),
			home_url( '/' )
		);
	}

	/**
	 * Registers the script handle the embed block's block.json names (init, before blocks).
	 */
	public static function register(): void {
		wp_register_script( self::HANDLE, plugins_url( 'build/embed/embed.js', OPENGIVE_FILE ), array(), self::version(), array( 'strategy' => 'async' ) );
	}

	/**
	 * Whether an If-None-Match header names this ETag, compared weakly as RFC 9110 asks: a server
	 * that compresses the script (nginx with gzip, a CDN) hands the browser a weak W/"…" copy of it,
	 * and the header may list several tags or be "*".
	 *
	 * @param string $header If-None-Match as sent.
	 * @param string $etag   This script's ETag, quoted.
	 */
	public static function matches( string $header, string $etag ): bool {
		foreach ( explode( ',', $header ) as $tag ) {
			$tag = trim( $tag );
			if ( '*' === $tag || ( 0 === strpos( $tag, 'W/' ) ? substr( $tag, 2 ) : $tag ) === $etag ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Answers the script and exits when the request asks for it.
	 */
	public static function maybe_serve(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a public static file.
		if ( ! isset( $_GET[ self::QUERY_ARG ] ) || self::FILE_NAME !== $_GET[ self::QUERY_ARG ] ) {
			return;
		}
		$ver = isset( $_GET['ver'] ) ? sanitize_text_field( wp_unslash( $_GET['ver'] ) ) : '';
		// phpcs:enable
		$file = self::path();
		header( 'Access-Control-Allow-Origin: *' );
		header( 'Cross-Origin-Resource-Policy: cross-origin' );
		header( 'X-Content-Type-Options: nosniff' );
		if ( ! is_readable( $file ) ) {
			status_header( 404 );
			header( 'Content-Type: text/plain; charset=utf-8' );
			header( 'Cache-Control: no-store' );
			echo esc_html__( 'The OpenGive embed script is not built. Run "npm run build" in the plugin\'s source folder.', 'opengive' );
			exit;
		}
		$version = self::version();
		$etag    = '"' . $version . '"';
		status_header( 200 );
		header( 'Content-Type: text/javascript; charset=utf-8' );
		header( 'Cache-Control: ' . ( $ver === $version ? self::CACHE_IMMUTABLE : self::CACHE_SHORT ) );
		header( 'ETag: ' . $etag );
		header( 'Vary: Accept-Encoding' );
		if ( isset( $_SERVER['HTTP_IF_NONE_MATCH'] ) && self::matches( (string) wp_unslash( $_SERVER['HTTP_IF_NONE_MATCH'] ), $etag ) ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared, never printed.
			status_header( 304 );
			exit;
		}
		header( 'Content-Length: ' . filesize( $file ) );
		readfile( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a static script, sent as it is.
		exit;
	}
}
