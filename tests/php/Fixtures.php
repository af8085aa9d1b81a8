<?php
/**
 * Reads the JSON fixture tables shared with jest.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

/**
 * Loads tests/fixtures/*.json.
 */
final class Fixtures {

	/**
	 * A fixture table, decoded to arrays.
	 *
	 * @param string $name File name without .json.
	 * @return array<string, mixed>
	 */
	public static function load( string $name ): array {
		$json = file_get_contents( dirname( __DIR__ ) . '/fixtures/' . $name . '.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local test fixture.
		return json_decode( (string) $json, true, 512, JSON_THROW_ON_ERROR );
	}

	/**
	 * Makes the site's first administrator the current user (REST permission checks run as them).
	 */
	public static function log_in_administrator(): void {
		$admins = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
				'fields' => 'ids',
			)
		);
		wp_set_current_user( (int) $admins[0] );
	}
}
