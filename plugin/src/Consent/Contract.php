<?php
/**
 * The cookie-consent contract, read from plugin/data/consent-contract.json.
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Cookie names, categories, regions, defaults and timings: one data file that src/consent/contract.ts
 * reads too, so the server and the banner never disagree on a name.
 */
final class Contract {

	/**
	 * The decoded file.
	 *
	 * @var array<string, mixed>|null
	 */
	private static $data = null;

	/**
	 * The whole contract.
	 *
	 * @return array<string, mixed>
	 */
	public static function data(): array {
		if ( null === self::$data ) {
			$json       = file_get_contents( OPENGIVE_DIR . '/data/consent-contract.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local data file.
			$data       = json_decode( (string) $json, true );
			self::$data = is_array( $data ) ? $data : array();
		}
		return self::$data;
	}

	/**
	 * One top-level entry of the contract.
	 *
	 * @param string $key Key, e.g. 'regions' or 'defaults'.
	 * @return mixed
	 */
	public static function get( string $key ) {
		$data = self::data();
		return isset( $data[ $key ] ) ? $data[ $key ] : null;
	}

	/**
	 * The four categories, in contract order.
	 *
	 * @return string[]
	 */
	public static function categories(): array {
		return (array) self::get( 'categories' );
	}

	/**
	 * The full cookie name of a category or another contract cookie ('policy_id', ...).
	 *
	 * @param string $name Unprefixed name.
	 */
	public static function cookie_name( string $name ): string {
		return (string) self::get( 'cookiePrefix' ) . $name;
	}

	/**
	 * The contract's region table.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function regions(): array {
		return (array) self::get( 'regions' );
	}
}
