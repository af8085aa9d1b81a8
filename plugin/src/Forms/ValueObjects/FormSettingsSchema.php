<?php
/**
 * The donation form's settings schema: plugin/data/form-settings.json.
 *
 * @package OpenGive
 */

namespace OpenGive\Forms\ValueObjects;

use OpenGive\Subscriptions\ValueObjects\Period;
use OpenGive\Support\Data\DataFile;
use OpenGive\Support\Money\Currency;

defined( 'ABSPATH' ) || exit;

/**
 * One entry per stored setting (key, PHP property, sanitiser, default, JSON schema). The defaults,
 * the reading of stored meta (FormSettingsReader), the REST/meta schema, and so the validation
 * messages WordPress derives from it, all come from this one table; the block editor reads it too.
 */
final class FormSettingsSchema {

	/**
	 * Placeholders the data file uses for lists PHP already owns.
	 */
	const PLACEHOLDERS = array( '@periods', '@maxDecimals' );

	/**
	 * Every setting, keyed by its stored (camelCase) key, in schema order.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function settings(): array {
		return (array) DataFile::read( 'form-settings' )['settings'];
	}

	/**
	 * A setting's entry.
	 *
	 * @param string $key Stored key, e.g. 'displayMode'.
	 * @return array<string, mixed>
	 * @throws \LogicException When the key is not in the table (a programming error).
	 */
	public static function setting( string $key ): array {
		$settings = self::settings();
		if ( ! isset( $settings[ $key ] ) ) {
			throw new \LogicException( 'Unknown form setting: ' . $key ); // phpcs:ignore WordPress.Security.EscapeOutput -- never shown; a programming error for the log.
		}
		return $settings[ $key ];
	}

	/**
	 * A setting's default value.
	 *
	 * @param string $key Stored key.
	 * @return mixed
	 */
	public static function default_value( string $key ) {
		return self::setting( $key )['default'];
	}

	/**
	 * The allowed values of an enum setting, or of one of its object's properties.
	 *
	 * @param string $key      Stored key.
	 * @param string $property Property of an object (or of an array's items), '' for the setting itself.
	 * @return string[]
	 */
	public static function choices( string $key, string $property = '' ): array {
		$schema = self::resolve( self::setting( $key )['schema'] );
		if ( '' !== $property ) {
			$object = isset( $schema['items'] ) ? $schema['items'] : $schema;
			$schema = $object['properties'][ $property ];
		}
		return array_map( 'strval', (array) $schema['enum'] );
	}

	/**
	 * JSON schema of the stored meta, used by register_post_meta (so the block editor can edit it)
	 * and by the forms REST route; WordPress validates against it and words the errors from it.
	 *
	 * @return array<string, mixed>
	 */
	public static function json_schema(): array {
		$properties = array();
		foreach ( self::settings() as $key => $setting ) {
			$properties[ $key ] = self::resolve( $setting['schema'] );
		}
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => $properties,
		);
	}

	/**
	 * A schema fragment with its placeholders replaced.
	 *
	 * @param mixed $node Schema fragment.
	 * @return mixed
	 */
	private static function resolve( $node ) {
		if ( '@periods' === $node ) {
			return Period::all();
		}
		if ( '@maxDecimals' === $node ) {
			return Currency::MAX_DECIMALS;
		}
		if ( is_array( $node ) ) {
			foreach ( $node as $name => $child ) {
				$node[ $name ] = self::resolve( $child );
			}
		}
		return $node;
	}
}
