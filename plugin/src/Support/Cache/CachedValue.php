<?php
/**
 * How the Redis object cache stores a value.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Cache;

/**
 * An integer as its digits (so Redis can count it atomically), anything else PHP-serialized (type,
 * class and nesting kept, as WordPress's cache keeps them); objects handed out as copies.
 */
final class CachedValue {

	/**
	 * The Redis form of a value.
	 *
	 * @param mixed $value Value.
	 */
	public static function encode( $value ): string {
		return is_int( $value ) ? (string) $value : serialize( $value ); // phpcs:ignore Generic.PHP.ForbiddenFunctions.FoundWithAlternative -- a cache must return the exact type it was given; maybe_serialize() leaves strings as they are.
	}

	/**
	 * The value back from its Redis form (serialize() never produces bare digits).
	 *
	 * @param string $raw Stored form.
	 * @return mixed
	 */
	public static function decode( string $raw ) {
		if ( 1 === preg_match( '/^-?\d+$/', $raw ) ) {
			return (int) $raw;
		}
		return unserialize( $raw ); // phpcs:ignore Generic.PHP.ForbiddenFunctions.FoundWithAlternative -- values this cache wrote itself into this site's Redis; cached objects (WP_Post, WP_Term) must come back as objects.
	}

	/**
	 * A copy of an object, as WordPress's own cache hands out, so a caller that changes it does not
	 * change the cached value; other values as they are.
	 *
	 * @param mixed $value Value.
	 * @return mixed
	 */
	public static function copy( $value ) {
		return is_object( $value ) ? clone $value : $value;
	}
}
