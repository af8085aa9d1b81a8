<?php
/**
 * OpenGive's built files on the donation page are linked by content hash and served to be cached for
 * a year (issue 19: long cache lifetimes, versioned URLs).
 *
 * @package OpenGive
 */

namespace OpenGive\Tests\Reliability;

use PHPUnit\Framework\TestCase;

/**
 * Real HTTP requests to the running native site (OPENGIVE_BASE_URL), as a browser sends them.
 */
final class StaticCachingTest extends TestCase {

	/**
	 * Every script and stylesheet of ours the page links: ver= a hash; Cache-Control a year, immutable.
	 */
	public function test_the_donation_pages_built_files_carry_a_hash_and_a_year_of_cache(): void {
		$base = rtrim( (string) getenv( 'OPENGIVE_BASE_URL' ), '/' );
		$this->assertNotSame( '', $base, 'OPENGIVE_BASE_URL names the running native site' );
		$page = wp_remote_get( $base . '/donate/', array( 'timeout' => 30 ) );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $page ) );
		preg_match_all( '#(?:src|href)=["\']([^"\']*/wp-content/plugins/opengive/build/[^"\']+)["\']#', (string) wp_remote_retrieve_body( $page ), $found );
		$urls = array_unique( array_map( 'html_entity_decode', $found[1] ) );
		$this->assertGreaterThanOrEqual( 3, count( $urls ), 'the form\'s script and stylesheet, and the chrome\'s' );
		foreach ( $urls as $url ) {
			$this->assertMatchesRegularExpression( '/[?&]ver=[0-9a-f]{16,}(&|$)/', $url, 'versioned by a content hash, not a release number' );
			$file = wp_remote_get( $url, array( 'timeout' => 30 ) );
			$this->assertSame( 200, wp_remote_retrieve_response_code( $file ), $url );
			$cache = (string) wp_remote_retrieve_header( $file, 'cache-control' );
			$this->assertStringContainsString( 'max-age=31536000', $cache, $url );
			$this->assertStringContainsString( 'immutable', $cache, $url );
		}
	}
}
