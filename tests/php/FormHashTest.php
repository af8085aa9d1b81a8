<?php
/**
 * The form hash's lifetime.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Forms\Security\FormHash;
use PHPUnit\Framework\TestCase;

/**
 * A hash works for its form for its stated lifetime, and not for another form or after expiry.
 */
final class FormHashTest extends TestCase {

	protected function tearDown(): void {
		remove_all_filters( 'nonce_life' );
	}

	public function test_a_hash_verifies_for_its_own_form_only(): void {
		$hash = FormHash::create( 11 );
		$this->assertTrue( FormHash::verify( 11, $hash['hash'] ) );
		$this->assertFalse( FormHash::verify( 12, $hash['hash'] ) );
		$this->assertFalse( FormHash::verify( 11, '' ) );
	}

	public function test_the_stated_lifetime_is_the_span_a_nonce_is_guaranteed_to_work(): void {
		$hash = FormHash::create( 11 );
		$this->assertSame( DAY_IN_SECONDS / 2, $hash['life'] );
		$this->assertEqualsWithDelta( time(), $hash['time'], 2 );
	}

	public function test_an_expired_hash_is_refused(): void {
		$hash = FormHash::create( 11 );
		// Two seconds of nonce life: the hash made under a day's life belongs to a long-gone tick.
		add_filter(
			'nonce_life',
			static function () {
				return 2;
			}
		);
		$this->assertFalse( FormHash::verify( 11, $hash['hash'] ) );
	}
}
