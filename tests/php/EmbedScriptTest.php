<?php
/**
 * The embed script's conditional GET: If-None-Match compared weakly, as a compressing server or CDN
 * turns the script's ETag into a weak one.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Embed\EmbedScript;
use PHPUnit\Framework\TestCase;

/**
 * EmbedScript::matches, the comparison maybe_serve answers 304 by.
 */
final class EmbedScriptTest extends TestCase {

	public function test_if_none_match_is_compared_weakly_across_a_list(): void {
		$etag = '"abc123"';
		$this->assertTrue( EmbedScript::matches( '"abc123"', $etag ), 'the tag as sent' );
		$this->assertTrue( EmbedScript::matches( 'W/"abc123"', $etag ), 'the weak copy nginx hands out when it gzips' );
		$this->assertTrue( EmbedScript::matches( '"old", W/"abc123"', $etag ), 'one of a list' );
		$this->assertTrue( EmbedScript::matches( '*', $etag ) );
		$this->assertFalse( EmbedScript::matches( '"abc12"', $etag ) );
		$this->assertFalse( EmbedScript::matches( 'abc123', $etag ), 'unquoted is not the tag' );
		$this->assertFalse( EmbedScript::matches( '', $etag ) );
	}
}
