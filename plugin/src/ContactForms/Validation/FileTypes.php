<?php
/**
 * Which file extensions an accept list allows.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * Maps accept entries ('.png', 'png', 'image/png', 'image/*') to extensions through
 * plugin/data/mime-types.json, WordPress 6.5's unfiltered wp_get_mime_types() table, which the browser
 * reads too (src/contact-form/rules/file-rules.ts): a site's mime_types filter must not make the
 * server refuse what the browser accepted.
 */
final class FileTypes {

	/**
	 * Extension pattern ('jpg|jpeg|jpe') => MIME type.
	 *
	 * @var array<string, string>|null
	 */
	private static $types = null;

	/**
	 * The extensions (lower case, no dot) the accept list allows.
	 *
	 * @param array<int, mixed> $accept The rule's accept list.
	 * @return string[]
	 */
	public static function accepted_extensions( array $accept ): array {
		$extensions = array();
		foreach ( $accept as $entry ) {
			if ( ! is_scalar( $entry ) ) {
				continue;
			}
			$item = strtolower( trim( (string) $entry ) );
			if ( false === strpos( $item, '/' ) ) {
				$extensions[] = (string) preg_replace( '/^\./', '', $item );
				continue;
			}
			$wildcard = preg_match( '/^([a-z0-9.+-]+)\/\*$/', $item, $match ) ? $match[1] . '/' : null;
			foreach ( self::types() as $pattern => $mime ) {
				$matches = null === $wildcard ? $mime === $item : 0 === strpos( $mime, $wildcard );
				if ( $matches ) {
					$extensions = array_merge( $extensions, explode( '|', $pattern ) );
				}
			}
		}
		return array_values(
			array_filter(
				$extensions,
				static function ( $extension ) {
					return '' !== $extension;
				}
			)
		);
	}

	/**
	 * The extension of a file name (after its last dot, lower case), or null without a dot.
	 *
	 * @param string $name File name.
	 */
	public static function extension_of( string $name ): ?string {
		$dot = strrpos( $name, '.' );
		return false === $dot ? null : strtolower( substr( $name, $dot + 1 ) );
	}

	/**
	 * The MIME table.
	 *
	 * @return array<string, string>
	 */
	private static function types(): array {
		if ( null === self::$types ) {
			$json        = file_get_contents( dirname( __DIR__, 3 ) . '/data/mime-types.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the plugin's own data file.
			$decoded     = json_decode( (string) $json, true );
			self::$types = is_array( $decoded ) && isset( $decoded['types'] ) ? $decoded['types'] : array();
		}
		return self::$types;
	}
}
