<?php
/**
 * Creating an account with a donation, and linking accounts to donor records.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Donors\Verification\EmailVerification;
use OpenGive\Plugin;
use OpenGive\Support\Exceptions\OpenGiveException;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * The account is checked with the gift and made after it, the donor logged in; the account is linked
 * to the donor record only when the mailed, signed, single-use link is followed.
 */
final class DonorAccountTest extends DonationTestCase {

	const EMAILS = array( 'account.phpunit@example.org', 'taken.phpunit@example.org', 'victim.phpunit@example.org', 'mallory.phpunit@example.org' );

	protected function setUp(): void {
		parent::setUp();
		$this->delete_users();
		add_filter( 'opengive_settings', array( $this, 'registration_on' ) );
	}

	protected function tearDown(): void {
		$this->delete_users();
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * Turns OpenGive's own registration setting on.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array<string, mixed>
	 */
	public function registration_on( array $settings ): array {
		$settings['donor_registration'] = true;
		return $settings;
	}

	/**
	 * Turns OpenGive's own registration setting off.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array<string, mixed>
	 */
	public function registration_off( array $settings ): array {
		$settings['donor_registration'] = false;
		return $settings;
	}

	private function delete_users(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( self::EMAILS as $email ) {
			$user = get_user_by( 'email', $email );
			if ( $user ) {
				wp_delete_user( $user->ID );
			}
		}
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

	/**
	 * The confirmation link's value from the last mail to an address, or ''.
	 *
	 * @param string $to Address.
	 */
	private function link_mailed_to( string $to ): string {
		$value = '';
		foreach ( $this->mails as $mail ) {
			if ( $to === $mail['to'] && preg_match( '/[?&]opengive-verify-email=([0-9a-f.]+)/', (string) $mail['message'], $match ) ) {
				$value = $match[1];
			}
		}
		return $value;
	}

	private function verification(): EmailVerification {
		return new EmailVerification( Plugin::container()->get( DonorRepository::class ) );
	}

	private function donor( string $email ) {
		return Plugin::container()->get( DonorRepository::class )->find_by_email( $email );
	}

	public function test_the_account_is_made_and_logged_in_but_linked_only_through_the_mailed_link_which_works_once(): void {
		wp_set_current_user( 0 );
		$donation = $this->donate( $this->request( array( 'createAccount' => true, 'accountPassword' => 'lighthouse-keeper' ) ) );
		$user     = get_user_by( 'email', 'account.phpunit@example.org' );
		$this->assertNotFalse( $user );
		$this->assertSame( 'account.phpunit@example.org', $user->user_login );
		$this->assertSame( 'Acc', $user->first_name );
		$this->assertTrue( wp_check_password( 'lighthouse-keeper', $user->user_pass, $user->ID ) );
		$this->assertSame( $user->ID, get_current_user_id() );
		$this->assertNull( $this->donor( 'account.phpunit@example.org' )->user_id, 'Not linked before the link is followed.' );
		$this->assertSame( array( $donation->id ), $this->verification()->remembered_gifts( $user->ID ), 'The account sees the gift just made.' );

		$link = $this->link_mailed_to( 'account.phpunit@example.org' );
		$this->assertNotSame( '', $link );
		$donor = $this->verification()->verify( $link, $user->ID );
		$this->assertSame( $user->ID, $donor->user_id );
		$this->assertSame( $donation->donor_id, $donor->id );
		$this->assertSame( $user->ID, $this->donor( 'account.phpunit@example.org' )->user_id );
		try {
			$this->verification()->verify( $link, $user->ID );
			$this->fail( 'A used link must not work again.' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 'opengive_verification_invalid', $error->error_code() );
		}
	}

	public function test_registration_is_refused_when_neither_wordpress_nor_opengive_allows_it(): void {
		remove_filter( 'opengive_settings', array( $this, 'registration_on' ) );
		// Off whatever the site stored (the demo seed turns it on).
		add_filter( 'opengive_settings', array( $this, 'registration_off' ) );
		$before = get_option( 'users_can_register' );
		update_option( 'users_can_register', 0 );
		try {
			$this->assert_rejected( $this->request( array( 'createAccount' => true, 'accountPassword' => 'lighthouse-keeper' ) ), 'opengive_registration_closed', 'createAccount' );
			$this->assertFalse( get_user_by( 'email', 'account.phpunit@example.org' ) );
			// WordPress's own "Anyone can register" opens it too.
			update_option( 'users_can_register', 1 );
			$this->donate( $this->request( array( 'createAccount' => true, 'accountPassword' => 'lighthouse-keeper' ) ) );
			$this->assertNotFalse( get_user_by( 'email', 'account.phpunit@example.org' ) );
		} finally {
			update_option( 'users_can_register', $before );
		}
	}

	public function test_a_short_password_is_refused_before_anything_is_written(): void {
		wp_set_current_user( 0 );
		$this->assert_rejected( $this->request( array( 'createAccount' => true, 'accountPassword' => 'short' ) ), 'opengive_password_too_short', 'accountPassword' );
		$this->assertFalse( get_user_by( 'email', 'account.phpunit@example.org' ) );
	}

	public function test_an_email_with_an_account_gets_the_same_answer_and_its_owner_a_mail(): void {
		wp_set_current_user( 0 );
		$owner = wp_insert_user(
			array(
				'user_login' => 'taken-phpunit',
				'user_email' => 'taken.phpunit@example.org',
				'user_pass'  => 'whatever-long',
			)
		);
		$donation = $this->donate(
			$this->request(
				array(
					'email'           => 'taken.phpunit@example.org',
					'createAccount'   => true,
					'accountPassword' => 'long-enough-1',
				)
			)
		);
		$this->assertSame( 'publish', $donation->status, 'The gift goes through, as for an email without an account.' );
		$this->assertSame( 0, get_current_user_id(), 'Nobody is logged in to the existing account.' );
		$this->assertSame( $owner, get_user_by( 'email', 'taken.phpunit@example.org' )->ID );
		$this->assertNull( $this->donor( 'taken.phpunit@example.org' )->user_id );
		$told = array_values( array_filter( $this->mails, static function ( $mail ) {
			return false !== strpos( (string) $mail['message'], 'already has an account' );
		} ) );
		$this->assertCount( 1, $told );
		$this->assertSame( 'taken.phpunit@example.org', $told[0]['to'] );
		$this->assertStringContainsString( 'opengive-verify-email=', $told[0]['message'] );
	}

	public function test_no_account_without_the_box(): void {
		wp_set_current_user( 0 );
		$this->donate( $this->request( array( 'accountPassword' => 'lighthouse-keeper' ) ) );
		$this->assertFalse( get_user_by( 'email', 'account.phpunit@example.org' ) );
	}

	public function test_an_attacker_registering_with_a_guest_donors_email_gets_neither_her_history_nor_her_record(): void {
		wp_set_current_user( 0 );
		$hers = $this->donate( $this->request( array( 'email' => 'victim.phpunit@example.org', 'firstName' => 'Vera', 'lastName' => 'Victim' ) ) );
		$this->mails = array();
		$his = $this->donate( $this->request( array( 'email' => 'victim.phpunit@example.org', 'firstName' => 'Mal', 'lastName' => 'Lory', 'createAccount' => true, 'accountPassword' => 'attacker-pass-1' ) ) );
		$attacker = get_user_by( 'email', 'victim.phpunit@example.org' );
		$this->assertNotFalse( $attacker );
		$donor = $this->donor( 'victim.phpunit@example.org' );
		$this->assertNull( $donor->user_id, 'Her donor record is not his.' );
		$this->assertSame( array( 'Vera', 'Victim' ), array( $donor->first_name, $donor->last_name ), 'Her stored name is not overwritten.' );
		$this->assertSame( array( 'Mal', 'Lory' ), array( $his->first_name, $his->last_name ), 'His gift keeps what he typed.' );
		$this->assertSame( array( $his->id ), $this->verification()->remembered_gifts( $attacker->ID ), 'His account shows his own gift only.' );
		$this->assertNotContains( $hers->id, $this->verification()->remembered_gifts( $attacker->ID ) );
		// The link went to her inbox; a link he forges (or one from another account) does not work.
		$this->assertSame( '', $this->link_mailed_to( 'mallory.phpunit@example.org' ) );
		$this->assertNotSame( '', $this->link_mailed_to( 'victim.phpunit@example.org' ) );
		$forged = $attacker->ID . '.' . ( time() + 3600 ) . '.' . str_repeat( 'a', 32 ) . '.' . str_repeat( 'b', 64 );
		foreach ( array( $forged, 'not-a-link', '' ) as $value ) {
			try {
				$this->verification()->verify( $value, $attacker->ID );
				$this->fail( 'A forged link must not work.' );
			} catch ( OpenGiveException $error ) {
				$this->assertSame( 'opengive_verification_invalid', $error->error_code() );
			}
		}
		$this->assertNull( $this->donor( 'victim.phpunit@example.org' )->user_id );
	}

	public function test_a_link_is_refused_for_another_account_after_an_email_change_and_when_expired(): void {
		wp_set_current_user( 0 );
		$this->donate( $this->request( array( 'createAccount' => true, 'accountPassword' => 'lighthouse-keeper' ) ) );
		$user  = get_user_by( 'email', 'account.phpunit@example.org' );
		$link  = $this->link_mailed_to( 'account.phpunit@example.org' );
		$other = wp_insert_user(
			array(
				'user_login' => 'mallory-phpunit',
				'user_email' => 'mallory.phpunit@example.org',
				'user_pass'  => 'whatever-long',
			)
		);
		try {
			$this->verification()->verify( $link, $other );
			$this->fail( 'Another account cannot use the link.' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 'opengive_verification_wrong_account', $error->error_code() );
			$this->assertSame( 403, $error->status() );
		}
		// The email is signed into the link: after a change of address the old link is dead.
		wp_update_user( array( 'ID' => $user->ID, 'user_email' => 'taken.phpunit@example.org' ) );
		try {
			$this->verification()->verify( $link, $user->ID );
			$this->fail( 'The link is for the old address.' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 'opengive_verification_invalid', $error->error_code() );
		}
		wp_update_user( array( 'ID' => $user->ID, 'user_email' => 'account.phpunit@example.org' ) );
		// Expired: a link whose signed expiry is past is refused even with the right token.
		$expired = explode( '.', $link );
		$expired[1] = (string) ( time() - 1 );
		try {
			$this->verification()->verify( implode( '.', $expired ), $user->ID );
			$this->fail( 'Changing the expiry breaks the signature.' );
		} catch ( OpenGiveException $error ) {
			$this->assertSame( 'opengive_verification_invalid', $error->error_code() );
		}
		$this->assertNull( $this->donor( 'account.phpunit@example.org' )->user_id );
	}

	public function test_a_user_who_changed_their_email_to_a_guest_donors_is_not_linked_by_giving(): void {
		wp_set_current_user( 0 );
		$this->donate( $this->request( array( 'email' => 'victim.phpunit@example.org', 'firstName' => 'Vera', 'lastName' => 'Victim' ) ) );
		$mallory = wp_insert_user(
			array(
				'user_login' => 'mallory-phpunit',
				'user_email' => 'mallory.phpunit@example.org',
				'user_pass'  => 'whatever-long',
			)
		);
		// What /wp/v2/users/me lets a subscriber do, without confirmation.
		wp_update_user( array( 'ID' => $mallory, 'user_email' => 'victim.phpunit@example.org' ) );
		wp_set_current_user( $mallory );
		$this->mails = array();
		$gift        = $this->donate( $this->request( array( 'email' => 'victim.phpunit@example.org', 'firstName' => 'Mal', 'lastName' => 'Lory', 'amount' => 500 ) ) );
		$donor       = $this->donor( 'victim.phpunit@example.org' );
		$this->assertNull( $donor->user_id, 'Giving while logged in does not link the donor.' );
		$this->assertSame( 'Vera', $donor->first_name );
		$this->assertSame( array( $gift->id ), $this->verification()->remembered_gifts( $mallory ) );
		// The link that would link them goes to the address, which belongs to the victim.
		$this->assertNotSame( '', $this->link_mailed_to( 'victim.phpunit@example.org' ) );
	}

	public function test_the_confirmed_owner_giving_again_updates_the_stored_name(): void {
		wp_set_current_user( 0 );
		$this->donate( $this->request( array( 'createAccount' => true, 'accountPassword' => 'lighthouse-keeper' ) ) );
		$user = get_user_by( 'email', 'account.phpunit@example.org' );
		$this->verification()->verify( $this->link_mailed_to( 'account.phpunit@example.org' ), $user->ID );
		wp_set_current_user( $user->ID );
		$this->donate( $this->request( array( 'firstName' => 'Renamed' ) ) );
		$this->assertSame( 'Renamed', $this->donor( 'account.phpunit@example.org' )->first_name );
		// Logged out, the same email changes nothing.
		wp_set_current_user( 0 );
		$this->donate( $this->request( array( 'firstName' => 'Stranger' ) ) );
		$this->assertSame( 'Renamed', $this->donor( 'account.phpunit@example.org' )->first_name );
	}
}
