<?php
/**
 * WordPress's autoloaded options kept in Redis field by field.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Cache;

/**
 * WordPress caches every autoloaded option as one array ('alloptions'), and update_option() reads that
 * array, changes one entry and writes the whole array back (WordPress Trac #31245). It re-reads it
 * just before, but with a persistent cache shared by several workers, two requests saving different
 * autoloaded options in the same moment each write back an array without the other's change, and
 * the next read-modify-write of the lost setting stores the old value for good (a native CI run lost
 * its test site's payment settings mid-suite, most likely this way: WP-Cron and the mail queue save
 * 'cron' while the suite saves its settings). Here the array is a Redis hash, one field per option,
 * and a write sends only the fields this request changed or removed since it read them, so two
 * requests changing different options both keep their change.
 */
final class AllOptionsHash {

	/**
	 * The cache key this class handles (group 'options').
	 */
	const KEY = 'alloptions';

	/**
	 * Redis.
	 *
	 * @var RedisStore
	 */
	private $store;

	/**
	 * The encoded fields as this request last read or wrote them (null: not read yet).
	 *
	 * @var array<string, string>|null
	 */
	private $seen = null;

	/**
	 * Constructor.
	 *
	 * @param RedisStore $store Redis.
	 */
	public function __construct( RedisStore $store ) {
		$this->store = $store;
	}

	/**
	 * Whether a cache key is WordPress's array of autoloaded options (of any site of a network).
	 *
	 * @param string $id    Key, with the site's prefix.
	 * @param string $group Group.
	 */
	public static function handles( string $id, string $group ): bool {
		return 'options' === $group && 1 === preg_match( '/^(\d+:)?' . self::KEY . '$/', $id );
	}

	/**
	 * Where the hash lives: beside the key WordPress's whole-array value had, never on it (a hash
	 * command on a string key left by an older drop-in would fail).
	 *
	 * @param string $redis_key The cache key's Redis key.
	 */
	public static function hash_key( string $redis_key ): string {
		return $redis_key . ':fields';
	}

	/**
	 * The options, or null on a miss.
	 *
	 * @param string $redis_key The cache key's Redis key.
	 * @return array<string, mixed>|null
	 */
	public function read( string $redis_key ): ?array {
		$fields     = $this->store->hash_all( self::hash_key( $redis_key ) );
		$this->seen = null === $fields ? array() : $fields;
		return null === $fields ? null : array_map( array( CachedValue::class, 'decode' ), $fields );
	}

	/**
	 * Stores the options: only what changed since this request read them. $condition 'NX' (add())
	 * writes only when no hash is stored (then all of them), 'XX' (replace()) only when one is.
	 *
	 * @param string               $redis_key The cache key's Redis key.
	 * @param array<string, mixed> $options   All autoloaded options, as WordPress passes them.
	 * @param string               $condition '', 'NX' or 'XX'.
	 */
	public function write( string $redis_key, array $options, string $condition = '' ): bool {
		$key      = self::hash_key( $redis_key );
		$only_new = 'NX' === $condition;
		if ( '' !== $condition && $only_new === $this->store->exists( $key ) ) {
			return false;
		}
		$encoded = array_map( array( CachedValue::class, 'encode' ), $options );
		$before  = $only_new || null === $this->seen ? array() : $this->seen;
		$changed = array();
		foreach ( $encoded as $name => $value ) {
			if ( ! array_key_exists( $name, $before ) || $before[ $name ] !== $value ) {
				$changed[ $name ] = $value;
			}
		}
		$ok         = $this->store->hash_update( $key, $changed, array_keys( array_diff_key( $before, $encoded ) ) );
		$this->seen = $encoded;
		return $ok;
	}

	/**
	 * Before a delete: the next write starts from nothing. Answers the key to delete.
	 *
	 * @param string $redis_key The cache key's Redis key.
	 */
	public function forget( string $redis_key ): string {
		$this->seen = null;
		return self::hash_key( $redis_key );
	}
}
