<?php
/**
 * OpenGive's Redis object cache (plugin/dropins/object-cache.php) against the native target's Redis.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests\Reliability;

use OpenGive\Support\Cache\RedisObjectCache;
use OpenGive\Support\Cache\RedisStore;
use PHPUnit\Framework\TestCase;

/**
 * Two cache objects with one salt stand for two requests (or two web servers): what one writes, the
 * other reads from Redis. Each test has its own salt, so the site's own keys are never touched.
 */
final class ObjectCacheTest extends TestCase {

	/**
	 * This test's key prefix.
	 *
	 * @var string
	 */
	private $salt;

	/**
	 * A salt of its own for each test.
	 */
	protected function setUp(): void {
		$this->assertTrue( defined( 'WP_REDIS_PATH' ), 'the native wp-config names the Redis socket' );
		$this->salt = 'phpunit-' . bin2hex( random_bytes( 4 ) );
	}

	/**
	 * Deletes this test's keys.
	 */
	protected function tearDown(): void {
		$this->cache()->flush();
	}

	/**
	 * Every type comes back from Redis as it went in.
	 */
	public function test_values_come_back_from_redis_with_their_exact_type(): void {
		$post     = new \WP_Post( (object) array( 'ID' => 7, 'post_title' => 'Seven' ) );
		$values   = array(
			'int'      => 42,
			'negative' => -3,
			'digits'   => '123',
			'float'    => 1.5,
			'false'    => false,
			'null'     => null,
			'empty'    => '',
			'array'    => array( 'a' => array( 1, '2' ) ),
			'post'     => $post,
		);
		$writer = $this->cache();
		foreach ( $values as $key => $value ) {
			$this->assertTrue( $writer->set( $key, $value, 'types' ) );
		}
		$reader = $this->cache();
		foreach ( $values as $key => $value ) {
			$found = null;
			$read  = $reader->get( $key, 'types', false, $found );
			$this->assertTrue( $found, "{$key} found" );
			$this->assertEquals( $value, $read, $key );
			$this->assertSame( gettype( $value ), gettype( $read ), "{$key} kept its type" );
		}
		$this->assertInstanceOf( \WP_Post::class, $reader->get( 'post', 'types' ) );
		$found = null;
		$this->assertFalse( $reader->get( 'missing', 'types', false, $found ) );
		$this->assertFalse( $found, 'a missing key is not found (a stored false is)' );
	}

	/**
	 * Changing a stored or a read object does not change the cache.
	 */
	public function test_a_cached_object_is_a_copy(): void {
		$cache        = $this->cache();
		$object       = (object) array( 'n' => 1 );
		$cache->set( 'object', $object );
		$object->n    = 2;
		$copy         = $cache->get( 'object' );
		$copy->n      = 3;
		$this->assertSame( 1, $cache->get( 'object' )->n );
	}

	/**
	 * add, replace and delete answer from Redis, not from memory only.
	 */
	public function test_add_and_replace_see_what_another_request_stored(): void {
		$first  = $this->cache();
		$second = $this->cache();
		$this->assertTrue( $first->add( 'key', 'first' ) );
		$this->assertFalse( $second->add( 'key', 'second' ), 'add refuses a key another request holds' );
		$this->assertFalse( $second->replace( 'absent', 'x' ), 'replace refuses a missing key' );
		$this->assertTrue( $second->replace( 'key', 'replaced' ) );
		$this->assertSame( 'replaced', $this->cache()->get( 'key' ) );
		$this->assertTrue( $second->delete( 'key' ) );
		$this->assertFalse( $this->cache()->delete( 'key' ), 'delete says the key was gone' );
		$this->assertFalse( $this->cache()->get( 'key' ) );
	}

	/**
	 * WordPress writes the whole autoloaded-options array back on every update_option(): a request
	 * that read it before another one saved a setting must not put the old setting back (Trac #31245).
	 */
	public function test_two_requests_changing_different_autoloaded_options_both_keep_their_change(): void {
		$this->cache()->add( 'alloptions', array( 'settings' => array( 'stripe' => 'key' ), 'cron' => 'old', 'gone' => 'x' ), 'options' );
		$cron_run = $this->cache();
		$before   = $cron_run->get( 'alloptions', 'options' ); // A long request (WP-Cron) reads first.
		$admin    = $this->cache();
		$options  = $admin->get( 'alloptions', 'options' );
		$options['settings'] = array( 'stripe' => 'key', 'limit' => 5 );
		unset( $options['gone'] );
		$this->assertTrue( $admin->set( 'alloptions', $options, 'options' ) ); // Saves a setting, deletes an option.
		$before['cron'] = 'new';
		$this->assertTrue( $cron_run->set( 'alloptions', $before, 'options' ) ); // Then saves 'cron' from its old copy.
		$this->assertSame(
			array(
				'settings' => array( 'stripe' => 'key', 'limit' => 5 ),
				'cron'     => 'new',
			),
			$this->cache()->get( 'alloptions', 'options' )
		);
		$this->assertFalse( $this->cache()->add( 'alloptions', array( 'cron' => 'db' ), 'options' ), 'add refuses while the options are cached' );
		$this->assertTrue( $this->cache()->delete( 'alloptions', 'options' ) );
		$this->assertFalse( $this->cache()->get( 'alloptions', 'options' ), 'deleted: the next request reads the database' );
		$this->assertFalse( $this->cache()->replace( 'alloptions', array( 'cron' => 'x' ), 'options' ), 'replace refuses a missing key' );
	}

	/**
	 * Expiry set by set() and add() is Redis's.
	 */
	public function test_an_expiry_is_kept_by_redis(): void {
		$cache = $this->cache();
		$cache->set( 'short', 'v', 'default', 1 );
		$cache->add( 'short-add', 'v', 'default', 1 );
		$cache->set( 'forever', 'v' );
		usleep( 1100000 );
		$later = $this->cache();
		$this->assertFalse( $later->get( 'short' ), 'set with 1 s expired' );
		$this->assertFalse( $later->get( 'short-add' ), 'add with 1 s expired' );
		$this->assertSame( 'v', $later->get( 'forever' ) );
	}

	/**
	 * incr/decr from two caches all count; floor 0; missing key false.
	 */
	public function test_increments_from_two_servers_all_count_and_never_go_below_zero(): void {
		$a = $this->cache();
		$b = $this->cache();
		$this->assertFalse( $a->incr( 'counter' ), 'a missing key is not incremented' );
		$a->add( 'counter', 0 );
		for ( $i = 0; $i < 50; $i++ ) {
			$a->incr( 'counter' );
			$b->incr( 'counter', 2 );
		}
		$this->assertSame( 150, $this->cache()->get( 'counter' ) );
		$this->assertSame( 0, $b->decr( 'counter', 1000 ), 'floored at 0' );
		$a->set( 'text', 'not a number' );
		$this->assertSame( 5, $b->incr( 'text', 5 ), 'a non-number counts as 0' );
	}

	/**
	 * Non-persistent, per-site and global groups.
	 */
	public function test_non_persistent_groups_stay_in_memory_and_global_groups_span_the_network(): void {
		$site_one = $this->cache( true, 1 );
		$site_one->add_non_persistent_groups( array( 'counts' ) );
		$site_one->add_global_groups( array( 'users' ) );
		$site_one->set( 'k', 'memory', 'counts' );
		$site_one->set( 'k', 'one', 'posts' );
		$site_one->set( 'k', 'shared', 'users' );
		$this->assertSame( 'memory', $site_one->get( 'k', 'counts' ) );

		$site_two = $this->cache( true, 2 );
		$site_two->add_global_groups( array( 'users' ) );
		$this->assertFalse( $site_two->get( 'k', 'posts' ), 'another site of the network' );
		$this->assertSame( 'shared', $site_two->get( 'k', 'users' ) );
		$site_two->switch_to_blog( 1 );
		$this->assertSame( 'one', $site_two->get( 'k', 'posts' ), 'switched to site one' );
		$this->assertFalse( $site_two->get( 'k', 'counts' ), 'a non-persistent group never reached Redis' );
	}

	/**
	 * *_multiple, flush_group and flush (this salt only).
	 */
	public function test_multiple_reads_and_writes_and_group_and_site_flushes(): void {
		$cache = $this->cache();
		$this->assertSame( array( 'x' => true, 'y' => true ), $cache->set_multiple( array( 'x' => 1, 'y' => 'two' ), 'g' ) );
		$this->assertSame( array( 'x' => false, 'z' => true ), $cache->add_multiple( array( 'x' => 9, 'z' => 3 ), 'g' ) );
		$cache->set( 'x', 'other group', 'h' );
		$this->assertSame( array( 'x' => 1, 'y' => 'two', 'w' => false ), $this->cache()->get_multiple( array( 'x', 'y', 'w' ), 'g' ) );
		$this->assertSame( array( 'y' => true, 'w' => false ), $cache->delete_multiple( array( 'y', 'w' ), 'g' ) );

		$this->assertTrue( $cache->flush_group( 'g' ) );
		$this->assertFalse( $this->cache()->get( 'x', 'g' ) );
		$this->assertSame( 'other group', $this->cache()->get( 'x', 'h' ) );

		$neighbour = new RedisObjectCache( self::store(), $this->salt . '-neighbour', false, 1 );
		$neighbour->set( 'kept', 'yes' );
		$this->assertTrue( $cache->flush() );
		$this->assertFalse( $this->cache()->get( 'x', 'h' ), 'this site flushed' );
		$this->assertSame( 'yes', ( new RedisObjectCache( self::store(), $this->salt . '-neighbour', false, 1 ) )->get( 'kept' ), 'another site sharing Redis kept its keys' );
		$neighbour->flush();
	}

	/**
	 * No Redis at all: memory.
	 */
	public function test_without_redis_a_request_runs_from_memory(): void {
		$store = new RedisStore( array( 'PATH' => '/nonexistent/redis.sock', 'TIMEOUT' => 0.2 ) );
		$this->assertFalse( $store->connected() );
		$this->assertNotSame( '', $store->failure(), 'says why' );
		$cache = new RedisObjectCache( $store, $this->salt, false, 1 );
		$this->assertTrue( $cache->set( 'k', 'v' ) );
		$this->assertSame( 'v', $cache->get( 'k' ) );
		$this->assertSame( 1, $cache->add( 'n', 0 ) ? $cache->incr( 'n' ) : null );
	}

	/**
	 * A dropped connection reconnects; a stopped server gives misses.
	 */
	public function test_a_dropped_connection_is_reopened_and_a_stopped_server_turns_reads_into_misses(): void {
		$socket = sys_get_temp_dir() . '/opengive-phpunit-redis-' . bin2hex( random_bytes( 3 ) ) . '.sock';
		$server = proc_open( array( 'redis-server', '--port', '0', '--unixsocket', $socket, '--save', '', '--appendonly', 'no' ), array( 1 => array( 'file', '/dev/null', 'w' ), 2 => array( 'file', '/dev/null', 'w' ) ), $pipes ); // phpcs:ignore Generic.PHP.ForbiddenFunctions -- the test's own Redis, to stop.
		try {
			$deadline = microtime( true ) + 5;
			while ( ! file_exists( $socket ) && microtime( true ) < $deadline ) {
				usleep( 100000 );
			}
			$cache = new RedisObjectCache( new RedisStore( array( 'PATH' => $socket ) ), $this->salt, false, 1 );
			$cache->set( 'before', 'v' );
			$admin = new \Redis();
			$admin->connect( $socket );
			$admin->rawCommand( 'CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes' );
			$this->assertSame( 'v', $cache->get( 'before', 'default', true ), 'phpredis reconnected after its connection was closed' );
			$this->assertTrue( $cache->is_persistent() );

			try {
				$admin->rawCommand( 'SHUTDOWN', 'NOSAVE' );
			} catch ( \RedisException $closed ) {
				unset( $closed ); // SHUTDOWN answers by closing the connection.
			}
			$this->assertFalse( $cache->get( 'before', 'default', true ), 'a read after the server stopped misses' );
			$this->assertFalse( $cache->is_persistent(), 'the cache knows Redis is gone' );
			$this->assertNotSame( '', $cache->failure() );
			$this->assertTrue( $cache->set( 'after', 'w' ) );
			$this->assertSame( 'w', $cache->get( 'after' ), 'memory keeps serving the request' );
		} finally {
			proc_terminate( $server );
			proc_close( $server );
		}
	}

	/**
	 * Redis down at start: WordPress stores transients in the database.
	 */
	public function test_when_redis_is_down_wordpress_keeps_transients_in_the_database(): void {
		$code   = 'require getenv( "OPENGIVE_WP_LOAD" ); set_transient( "opengive_phpunit_down", "db", 60 ); global $wpdb;'
			. ' echo wp_json_encode( array( wp_using_ext_object_cache(), $wpdb->get_var( "SELECT option_value FROM {$wpdb->options} WHERE option_name = \'_transient_opengive_phpunit_down\'" ) ) ); delete_transient( "opengive_phpunit_down" );';
		$env    = array(
			'OPENGIVE_WP_LOAD'    => (string) getenv( 'OPENGIVE_WP_LOAD' ),
			'OPENGIVE_REDIS_PATH' => '/nonexistent/redis.sock',
		);
		$output = self::php( $code, $env );
		$this->assertSame( '[false,"db"]', $output );
	}

	/**
	 * A cache object for this test's salt (a new request).
	 *
	 * @param bool $multisite Whether it is a network.
	 * @param int  $blog_id   Current site.
	 */
	private function cache( bool $multisite = false, int $blog_id = 1 ): RedisObjectCache {
		return new RedisObjectCache( self::store(), $this->salt, $multisite, $blog_id );
	}

	/**
	 * A connection to the native target's Redis.
	 */
	private static function store(): RedisStore {
		return new RedisStore( array( 'PATH' => WP_REDIS_PATH ) );
	}

	/**
	 * Runs PHP code in a new process (a new request with its own environment); answers its output.
	 *
	 * @param string                $code PHP code.
	 * @param array<string, string> $env  Environment.
	 */
	private static function php( string $code, array $env ): string {
		$process = proc_open( array( PHP_BINARY, '-r', $code ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes, null, $env + getenv() ); // phpcs:ignore Generic.PHP.ForbiddenFunctions -- a separate WordPress request is the point.
		$output  = (string) stream_get_contents( $pipes[1] );
		$errors  = (string) stream_get_contents( $pipes[2] );
		proc_close( $process );
		return trim( $output ) . ( '' !== trim( $errors ) ? ' stderr: ' . trim( $errors ) : '' );
	}
}
