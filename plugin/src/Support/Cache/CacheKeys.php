<?php
/**
 * Where the Redis object cache keeps a key.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Cache;

/**
 * A value's group ('default' for none), its id within the group (the site's number first in a
 * network, except in global groups) and its Redis key: the site's salt, the group, then the id.
 * Group names never hold ':' in WordPress, so one site's or group's keys share a SCAN prefix.
 */
final class CacheKeys {

	/**
	 * Every Redis key starts with this.
	 *
	 * @var string
	 */
	private $salt;

	/**
	 * Whether this is a network.
	 *
	 * @var bool
	 */
	private $multisite;

	/**
	 * The current site's prefix within a network ('' on a single site).
	 *
	 * @var string
	 */
	private $blog_prefix = '';

	/**
	 * Groups shared by every site of a network.
	 *
	 * @var array<string, true>
	 */
	private $global_groups = array();

	/**
	 * Groups kept in one request's memory only.
	 *
	 * @var array<string, true>
	 */
	private $non_persistent_groups = array();

	/**
	 * Starts the naming for a site.
	 *
	 * @param string $salt      Key prefix for this site.
	 * @param bool   $multisite Whether this is a network.
	 * @param int    $blog_id   The current site.
	 */
	public function __construct( string $salt, bool $multisite, int $blog_id ) {
		$this->salt      = $salt;
		$this->multisite = $multisite;
		$this->switch_to_blog( $blog_id );
	}

	/**
	 * The group and the id within it.
	 *
	 * @param int|string $key   Key.
	 * @param mixed      $group Group.
	 * @return array{0: string, 1: string}
	 */
	public function locate( $key, $group ): array {
		$group = self::group( $group );
		$id    = isset( $this->global_groups[ $group ] ) ? (string) $key : $this->blog_prefix . $key;
		return array( $group, $id );
	}

	/**
	 * The Redis key of an id in a group.
	 *
	 * @param string $id    Id within the group.
	 * @param string $group Group.
	 */
	public function redis_key( string $id, string $group ): string {
		return $this->salt . ':' . $group . ':' . $id;
	}

	/**
	 * A SCAN pattern for every key of this site (and network).
	 */
	public function site_pattern(): string {
		return self::glob( $this->salt ) . ':*';
	}

	/**
	 * A SCAN pattern for every key of one group, on every site of a network.
	 *
	 * @param string $group Group.
	 */
	public function group_pattern( string $group ): string {
		return self::glob( $this->salt ) . ':' . self::glob( $group ) . ':*';
	}

	/**
	 * Whether a group stays in memory.
	 *
	 * @param string $group Group.
	 */
	public function is_non_persistent( string $group ): bool {
		return isset( $this->non_persistent_groups[ $group ] );
	}

	/**
	 * Marks groups as shared by every site of a network.
	 *
	 * @param string|string[] $groups Groups.
	 */
	public function add_global_groups( $groups ): void {
		$this->global_groups = array_merge( $this->global_groups, array_fill_keys( (array) $groups, true ) );
	}

	/**
	 * Marks groups as kept in memory only.
	 *
	 * @param string|string[] $groups Groups.
	 */
	public function add_non_persistent_groups( $groups ): void {
		$this->non_persistent_groups = array_merge( $this->non_persistent_groups, array_fill_keys( (array) $groups, true ) );
	}

	/**
	 * Switches the site whose keys are named.
	 *
	 * @param int $blog_id Site.
	 */
	public function switch_to_blog( $blog_id ): void {
		$this->blog_prefix = $this->multisite ? (int) $blog_id . ':' : '';
	}

	/**
	 * A group's name ('default' for none).
	 *
	 * @param mixed $group Group.
	 */
	public static function group( $group ): string {
		return '' === (string) $group ? 'default' : (string) $group;
	}

	/**
	 * WordPress accepts an integer or a non-empty string as a key.
	 *
	 * @param mixed $key Key.
	 */
	public static function valid( $key ): bool {
		return is_int( $key ) || ( is_string( $key ) && '' !== trim( $key ) );
	}

	/**
	 * Escapes glob characters in a name used in a SCAN pattern.
	 *
	 * @param string $name Name.
	 */
	private static function glob( string $name ): string {
		return addcslashes( $name, '*?[]\\' );
	}
}
