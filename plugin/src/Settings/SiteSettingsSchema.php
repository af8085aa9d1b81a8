<?php
/**
 * The site settings' schema: plugin/data/site-settings.json.
 *
 * @package OpenGive
 */

namespace OpenGive\Settings;

use OpenGive\Support\Data\DataFile;

defined( 'ABSPATH' ) || exit;

/**
 * Every key of the opengive_settings option with its default, JSON schema, control and texts, read
 * from the data file the settings screen also draws from.
 */
final class SiteSettingsSchema {

	const FILE = 'site-settings';

	/**
	 * The entries, key => definition, in screen order.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function entries(): array {
		return (array) DataFile::read( self::FILE )['settings'];
	}

	/**
	 * Every setting's default.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array_map(
			static function ( array $entry ) {
				return $entry['default'];
			},
			self::entries()
		);
	}

	/**
	 * Keys whose values are write-only.
	 *
	 * @return string[]
	 */
	public static function secret_keys(): array {
		return array_keys(
			array_filter(
				self::entries(),
				static function ( array $entry ): bool {
					return ! empty( $entry['secret'] );
				}
			)
		);
	}

	/**
	 * One setting's JSON schema (with its default and translated title).
	 *
	 * @param string $key Setting.
	 * @return array<string, mixed>
	 */
	public static function property( string $key ): array {
		$entry = self::entries()[ $key ];
		return array_merge(
			(array) $entry['schema'],
			array(
				// phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the msgid lives in the shared data file.
				'description' => __( (string) $entry['label'], 'opengive' ),
				'default'     => $entry['default'],
			)
		);
	}

	/**
	 * The option's schema for register_setting() and /wp/v2/settings: every setting but the secrets,
	 * which never leave the server through that route.
	 *
	 * @return array<string, mixed>
	 */
	public static function public_schema(): array {
		$properties = array();
		foreach ( array_keys( self::entries() ) as $key ) {
			if ( ! in_array( $key, self::secret_keys(), true ) ) {
				$properties[ $key ] = self::property( $key );
			}
		}
		return array(
			'type'                 => 'object',
			'properties'           => $properties,
			'additionalProperties' => false,
		);
	}

	/**
	 * The screen's tabs and fields, texts translated.
	 *
	 * @return array{tabs: array<int, array{id: string, label: string}>, fields: array<int, array<string, mixed>>}
	 */
	public static function screen(): array {
		$tabs = array();
		foreach ( DataFile::labels( self::FILE, 'tabs' ) as $id => $label ) {
			$tabs[] = array(
				'id'    => $id,
				'label' => $label,
			);
		}
		$fields = array();
		foreach ( self::entries() as $key => $entry ) {
			$options = array();
			foreach ( (array) ( $entry['options'] ?? array() ) as $value => $label ) {
				$options[] = array(
					'value' => (string) $value,
					// phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the msgid lives in the shared data file.
					'label' => __( (string) $label, 'opengive' ),
				);
			}
			// Lists of the site's or a data file's: already translated, or names that need none.
			foreach ( isset( $entry['options_from'] ) ? SettingChoices::of( (string) $entry['options_from'] ) : array() as $value => $label ) {
				$options[] = array(
					'value' => (string) $value,
					'label' => (string) $label,
				);
			}
			$fields[] = array(
				'key'     => $key,
				'tab'     => (string) $entry['tab'],
				// phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the msgid lives in the shared data file.
				'section' => __( (string) $entry['section'], 'opengive' ),
				// phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the msgid lives in the shared data file.
				'label'   => __( (string) $entry['label'], 'opengive' ),
				// phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the msgid lives in the shared data file.
				'help'    => __( (string) $entry['help'], 'opengive' ),
				'control' => (string) $entry['control'],
				'check'   => (string) ( $entry['check'] ?? '' ),
				'column'  => (string) ( $entry['column'] ?? '' ),
				'options' => $options,
				'default' => $entry['default'],
				'schema'  => $entry['schema'],
			);
		}
		return array(
			'tabs'   => $tabs,
			'fields' => $fields,
		);
	}
}
