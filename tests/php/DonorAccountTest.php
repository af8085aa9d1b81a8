<?php
/**
 * Creating an account with a donation.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Plugin;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * The account is checked with the gift, made after it, linked to the donor, and the donor logged in.
 */
final class DonorAccountTest extends DonationTestCase {

	protected function tearDown(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( array( 'account.phpunit@example.org', 'taken.phpunit@example.org' ) as $email ) {
			$user = get_user_by( 'email', $email );
			if ( $user ) {
				wp_delete_user( $user->ID );
			}
		}
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * A request.
	 *
	 * @param array<string, mixed> $extra Extra fields.
	 * @return array<string, mixed>
	 */
	private function request( array $extra ): array {
		return array_merge(
			array(
				'formId'    => $this->form_id,
				'amount'    => 1500,
				'levelId'   => 'custom',
				'firstName' => 'Acc',
				'lastName'  => 'Ount',
				'email'     => 'account.phpunit@example.org',
				'gatewayId' => 'test',
			),
			$extra
		);
	}

	public function test_the_account_is_made_with_the_gift_linked_and_logged_in(): void {
		wp_set_current_user( 0 );
		$donation = $this->donate( $this->request( array( 'createAccount' => true, 'accountPassword' => 'lighthouse-keeper' ) ) );
		$user     = get_user_by( 'email', 'account.phpunit@example.org' );
		$this->assertNotFalse( $user );
		$this->assertSame( 'account.phpunit@example.org', $user->user_login );
		$this->assertSame( 'Acc', $user->first_name );
		$this->assertTrue( wp_check_password( 'lighthouse-keeper', $user->user_pass, $user->ID ) );
		$this->assertSame( $user->ID, get_current_user_id() );
		$donor = Plugin::container()->get( DonorRepository::class )->find_by_email( 'account.phpunit@example.org' );
		$this->assertSame( $user->ID, $donor->user_id );
		$this->assertSame( $donor->id, $donation->donor_id );
	}

	public function test_a_short_password_is_refused_before_anything_is_written(): void {
		wp_set_current_user( 0 );
		$this->assert_rejected( $this->request( array( 'createAccount' => true, 'accountPassword' => 'short' ) ), 'opengive_password_too_short', 'accountPassword' );
		$this->assertFalse( get_user_by( 'email', 'account.phpunit@example.org' ) );
	}

	public function test_an_email_with_an_account_is_told_to_log_in(): void {
		wp_set_current_user( 0 );
		wp_insert_user(
			array(
				'user_login' => 'taken-phpunit',
				'user_email' => 'taken.phpunit@example.org',
				'user_pass'  => 'whatever-long',
			)
		);
		$this->assert_rejected(
			$this->request(
				array(
					'email'           => 'taken.phpunit@example.org',
					'createAccount'   => true,
					'accountPassword' => 'long-enough-1',
				)
			),
			'opengive_account_exists',
			'email'
		);
	}

	public function test_no_account_without_the_box(): void {
		wp_set_current_user( 0 );
		$this->donate( $this->request( array( 'accountPassword' => 'lighthouse-keeper' ) ) );
		$this->assertFalse( get_user_by( 'email', 'account.phpunit@example.org' ) );
	}
}
