<?php
/**
 * Reads and writes the site settings for the settings screen: secrets masked, values forced by code
 * reported as locked, every write checked against the schema and recorded.
 *
 * @package OpenGive
 */

namespace OpenGive\Settings;

use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The settings screen's view of the opengive_settings option.
 */
final class SettingsStore {

	/** The last changes (who, when, which keys; never a value). */
	const LOG_OPTION = 'opengive_settings_log';

	/** Changes kept in the log. */
	const LOG_SIZE = 20;

	/**
	 * Stored values over the defaults, before the opengive_settings filter.
	 *
	 * @return array<string, mixed>
	 */
	public static function stored(): array {
		return Settings::unfiltered();
	}

	/**
	 * What the screen shows: every setting's stored value, lists as arrays, and each secret as
	 * whether it is set and its last 4 characters.
	 *
	 * @return array<string, mixed>
	 */
	public static function values(): array {
		$values = array();
		$stored = self::stored();
		foreach ( SiteSettingsSchema::entries() as $key => $entry ) {
			$value = $stored[ $key ];
			if ( ! empty( $entry['secret'] ) ) {
				$secret         = is_string( $value ) ? $value : '';
				$values[ $key ] = array(
					'set'   => '' !== $secret,
					'last4' => strlen( $secret ) >= 8 ? substr( $secret, -4 ) : '',
				);
				continue;
			}
			if ( 'list' === $entry['control'] ) {
				$value = self::as_list( $value );
			}
			$values[ $key ] = $value;
		}
		return $values;
	}

	/**
	 * Settings the opengive_settings filter changes: the screen shows them locked, with the reason.
	 *
	 * @return array<string, string> Key => reason.
	 */
	public static function locked(): array {
		$stored   = self::stored();
		$filtered = (array) apply_filters( 'opengive_settings', $stored ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- OpenGive's own documented filter.
		$locked   = array();
		foreach ( array_keys( SiteSettingsSchema::entries() ) as $key ) {
			if ( array_key_exists( $key, $filtered ) && $filtered[ $key ] !== $stored[ $key ] ) {
				$locked[ $key ] = __( 'Set in code by the opengive_settings filter (a theme or plugin); change it there.', 'opengive' );
			}
		}
		return $locked;
	}

	/**
	 * Checks changes against the schema without saving them.
	 *
	 * @param array<string, mixed> $changes Key => new value (a secret: its new value).
	 * @param string[]             $clear   Secrets to empty (clearing is its own, explicit request).
	 * @return array{clean: array<string, mixed>, errors: array<string, string>} The values to store,
	 *                                                                            and a message per refused key.
	 */
	public static function check( array $changes, array $clear = array() ): array {
		$entries = SiteSettingsSchema::entries();
		$locked  = self::locked();
		$stored  = self::stored();
		$errors  = array();
		$clean   = array();
		foreach ( $changes as $key => $value ) {
			if ( ! isset( $entries[ $key ] ) ) {
				/* translators: %s: a setting's key. */
				$errors[ $key ] = sprintf( __( 'There is no setting called %s.', 'opengive' ), $key );
				continue;
			}
			if ( 'list' === $entries[ $key ]['control'] ) {
				$value = self::as_list( $value );
			}
			// A locked value sent back unchanged (a whole settings object read and written again) is fine.
			if ( isset( $locked[ $key ] ) ) {
				if ( $value !== $stored[ $key ] ) {
					$errors[ $key ] = $locked[ $key ];
				}
				continue;
			}
			$schema = SiteSettingsSchema::property( $key );
			// WordPress's messages name the value by this: the label the admin sees, quoted.
			/* translators: %s: a setting's label. */
			$name  = sprintf( __( '“%s”', 'opengive' ), $schema['description'] );
			$valid = rest_validate_value_from_schema( $value, $schema, $name );
			if ( is_wp_error( $valid ) ) {
				$errors[ $key ] = empty( $entries[ $key ]['invalid'] )
					? $valid->get_error_message()
					// phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the msgid lives in the shared data file.
					: __( (string) $entries[ $key ]['invalid'], 'opengive' );
				continue;
			}
			$refused = self::refused_choice( $entries[ $key ], $value );
			if ( '' !== $refused ) {
				$errors[ $key ] = $refused;
				continue;
			}
			$clean[ $key ] = rest_sanitize_value_from_schema( $value, $schema, $key );
		}
		foreach ( $clear as $key ) {
			if ( ! in_array( $key, SiteSettingsSchema::secret_keys(), true ) ) {
				/* translators: %s: a setting's key. */
				$errors[ $key ] = sprintf( __( '%s is not a secret that can be cleared.', 'opengive' ), $key );
				continue;
			}
			$clean[ $key ] = '';
		}
		return array(
			'clean'  => $clean,
			'errors' => $errors,
		);
	}

	/**
	 * A value the schema allows but the setting's list does not: a page, country or currency not
	 * offered, or a gateway that is not registered (or listed twice).
	 *
	 * @param array<string, mixed> $entry The setting's entry.
	 * @param mixed                $value The value sent.
	 * @return string The message, or '' when the value is one of the choices.
	 */
	private static function refused_choice( array $entry, $value ): string {
		if ( isset( $entry['options_from'] ) && ! SettingChoices::allows( (string) $entry['options_from'], $value ) ) {
			/* translators: %s: a setting's label. */
			return sprintf( __( 'Choose a %s from the list.', 'opengive' ), __( (string) $entry['label'], 'opengive' ) ); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the msgid lives in the shared data file.
		}
		if ( 'gateways' !== $entry['control'] ) {
			return '';
		}
		$registered = array_map(
			static function ( $gateway ) {
				return $gateway->id();
			},
			\OpenGive\Plugin::container()->get( GatewayRegistry::class )->all()
		);
		$ids        = array_column( (array) $value, 'id' );
		foreach ( $ids as $id ) {
			if ( ! in_array( $id, $registered, true ) ) {
				/* translators: %s: a gateway id. */
				return sprintf( __( 'There is no gateway called %s on this site.', 'opengive' ), $id );
			}
		}
		return count( $ids ) === count( array_unique( $ids ) ) ? '' : __( 'Each gateway may be listed once.', 'opengive' );
	}

	/**
	 * Checks and saves changes. Nothing is saved unless every value is valid; the keys not sent keep
	 * their stored values.
	 *
	 * @param array<string, mixed> $changes Key => new value (a secret: its new value).
	 * @param string[]             $clear   Secrets to empty.
	 * @return array<string, string> Key => message for each refused value; empty when saved.
	 */
	public static function update( array $changes, array $clear = array() ): array {
		$checked = self::check( $changes, $clear );
		if ( $checked['errors'] ) {
			return $checked['errors'];
		}
		$stored  = get_option( Settings::OPTION, array() );
		$stored  = is_array( $stored ) ? $stored : array();
		$changed = array_keys(
			array_filter(
				$checked['clean'],
				static function ( $value, $key ) use ( $stored ) {
					return ! array_key_exists( $key, $stored ) || $stored[ $key ] !== $value;
				},
				ARRAY_FILTER_USE_BOTH
			)
		);
		if ( $changed ) {
			update_option( Settings::OPTION, array_merge( $stored, $checked['clean'] ) );
			self::record( $changed );
		}
		return array();
	}

	/**
	 * The last changes, newest first.
	 *
	 * @return array<int, array{user: string, time: string, keys: string[]}>
	 */
	public static function log(): array {
		$log = get_option( self::LOG_OPTION, array() );
		return is_array( $log ) ? array_values( $log ) : array();
	}

	/**
	 * Records who changed which keys, and when (never the values: secrets must not land here).
	 *
	 * @param string[] $keys Changed keys.
	 */
	private static function record( array $keys ): void {
		$user = wp_get_current_user();
		$log  = self::log();
		array_unshift(
			$log,
			array(
				'user' => $user->exists() ? (string) $user->display_name : __( 'Code or the command line', 'opengive' ),
				'time' => gmdate( 'c' ),
				'keys' => array_values( $keys ),
			)
		);
		update_option( self::LOG_OPTION, array_slice( $log, 0, self::LOG_SIZE ), false );
	}

	/**
	 * A list setting as an array: stored lists may be comma, space or newline separated strings.
	 *
	 * @param mixed $value Stored or sent value.
	 * @return mixed An array of trimmed non-empty strings, or the value unchanged when it is neither.
	 */
	public static function as_list( $value ) {
		if ( is_string( $value ) ) {
			$value = preg_split( '/[\s,]+/', $value );
		}
		if ( ! is_array( $value ) ) {
			return $value;
		}
		return array_values(
			array_filter(
				array_map(
					static function ( $item ) {
						return is_string( $item ) ? trim( $item ) : $item;
					},
					$value
				),
				static function ( $item ): bool {
					return '' !== $item;
				}
			)
		);
	}
}
