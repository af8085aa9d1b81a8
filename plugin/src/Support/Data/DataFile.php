<?php
/**
 * The JSON tables under plugin/data/ that PHP and TypeScript both read.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Data;

defined( 'ABSPATH' ) || exit;

/**
 * Reads plugin/data/<name>.json once per request. A missing or broken file is a packaging error, so it
 * throws instead of quietly answering with an empty table.
 */
final class DataFile {

	/**
	 * Decoded tables by name.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private static $tables = array();

	/**
	 * A data table.
	 *
	 * @param string $name File name without .json, e.g. 'status-labels'.
	 * @return array<string, mixed>
	 * @throws \LogicException When the file is missing or is not a JSON object.
	 */
	public static function read( string $name ): array {
		if ( ! isset( self::$tables[ $name ] ) ) {
			$path = dirname( __DIR__, 3 ) . '/data/' . $name . '.json';
			$raw  = is_readable( $path ) ? json_decode( (string) file_get_contents( $path ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local data file.
			if ( ! is_array( $raw ) ) {
				throw new \LogicException( 'OpenGive data file missing or invalid: ' . $name . '.json' ); // phpcs:ignore WordPress.Security.EscapeOutput -- never shown; a packaging error for the log.
			}
			self::$tables[ $name ] = $raw;
		}
		return self::$tables[ $name ];
	}

	/**
	 * A value => label table of a data file, labels translated (the file holds English msgids).
	 *
	 * @param string $name  File name without .json.
	 * @param string $table Key of the table inside the file.
	 * @return array<string, string>
	 */
	public static function labels( string $name, string $table ): array {
		$labels = array();
		foreach ( (array) self::read( $name )[ $table ] as $value => $msgid ) {
			// phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the msgid lives in the shared data file.
			$labels[ (string) $value ] = __( (string) $msgid, 'opengive' );
		}
		return $labels;
	}
}
