<?php
/**
 * A password-protected donation form (post_password on the form post): shown and accepting gifts
 * only for a visitor whose postpass cookie matches, or for people who may edit it.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Blocks\ViewModels\FormGridViewModel;
use OpenGive\Donations\Models\Donation;
use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donors\Models\Donor;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Plugin;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * Every public way to see or use a form, as a visitor without and with the form's password.
 */
final class FormPasswordTest extends DonationTestCase {

	const PASSWORD = 'open sesame';

	protected function setUp(): void {
		parent::setUp();
		wp_update_post(
			array(
				'ID'            => $this->form_id,
				'post_password' => self::PASSWORD,
			)
		);
		wp_set_current_user( 0 );
		unset( $_COOKIE[ 'wp-postpass_' . COOKIEHASH ] );
	}

	protected function tearDown(): void {
		unset( $_COOKIE[ 'wp-postpass_' . COOKIEHASH ] );
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * The cookie wp-login.php?action=postpass sets for a password.
	 *
	 * @param string $password Password typed.
	 */
	private static function enter( string $password ): void {
		require_once ABSPATH . WPINC . '/class-phpass.php';
		$_COOKIE[ 'wp-postpass_' . COOKIEHASH ] = ( new \PasswordHash( 8, true ) )->HashPassword( $password );
	}

	/**
	 * The block as a page prints it.
	 */
	private function block(): string {
		return do_blocks( '<!-- wp:opengive/donation-form {"formId":' . $this->form_id . '} /-->' );
	}

	/**
	 * A gift through the public REST route.
	 *
	 * @param string $email Donor email.
	 */
	private function rest_gift( string $email ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/opengive/v1/donations' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'formId'    => $this->form_id,
					'amount'    => 1000,
					'levelId'   => '1',
					'firstName' => 'Pat',
					'email'     => $email,
					'gatewayId' => 'test',
				)
			)
		);
		return rest_do_request( $request );
	}

	/**
	 * A public GET.
	 *
	 * @param string $route Route.
	 */
	private static function get( string $route ): \WP_REST_Response {
		return rest_do_request( new \WP_REST_Request( 'GET', $route ) );
	}

	public function test_the_form_block_shows_wordpress_password_form_and_none_of_the_form(): void {
		$html = $this->block();

		$this->assertStringContainsString( 'class="post-password-form"', $html );
		$this->assertStringContainsString( 'name="post_password"', $html );
		$this->assertStringNotContainsString( 'data-opengive-form', $html );
		$this->assertStringNotContainsString( 'give-price-id', $html );
		$this->assertStringNotContainsString( 'name="give_email"', $html );
	}

	public function test_the_right_password_cookie_or_the_right_to_edit_shows_the_form_and_a_wrong_one_does_not(): void {
		self::enter( 'wrong guess' );
		$wrong = $this->block();
		self::enter( self::PASSWORD );
		$right = $this->block();
		unset( $_COOKIE[ 'wp-postpass_' . COOKIEHASH ] );
		Fixtures::log_in_administrator();
		$editor = $this->block();

		$this->assertStringNotContainsString( 'data-opengive-form', $wrong );
		$this->assertStringContainsString( 'data-opengive-form', $right );
		$this->assertStringContainsString( 'data-opengive-form', $editor );
	}

	public function test_a_gift_through_the_rest_route_is_refused_without_the_password_and_accepted_with_it(): void {
		$refused = $this->rest_gift( 'locked.phpunit@example.org' );
		self::enter( self::PASSWORD );
		$accepted = $this->rest_gift( 'unlocked.phpunit@example.org' );

		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'opengive_form_password_required', $refused->get_data()['code'] ?? null );
		$this->assertStringContainsString( 'password', $refused->get_data()['message'] ?? '' );
		$this->assertSame( 201, $accepted->get_status(), (string) wp_json_encode( $accepted->get_data() ) );
		$this->assertSame( 1, TestForm::donation_count( $this->form_id ) );
	}

	public function test_the_payment_fields_of_a_protected_form_are_refused_without_the_password(): void {
		$route = '/opengive/v1/forms/' . $this->form_id . '/gateways/test';

		$refused = self::get( $route );
		self::enter( self::PASSWORD );
		$allowed = self::get( $route );

		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'opengive_form_password_required', $refused->get_data()['code'] ?? null );
		$this->assertSame( 200, $allowed->get_status() );
	}

	public function test_the_v3_form_and_the_v3_list_withhold_a_protected_forms_gifts_from_visitors(): void {
		// A completed live gift of the form (the test gateway's gifts are test gifts, which no total counts).
		$donor        = new Donor();
		$donor->email = 'gift.phpunit@example.org';
		Plugin::container()->get( DonorRepository::class )->save( $donor );
		$gift               = new Donation();
		$gift->form_id      = $this->form_id;
		$gift->donor_id     = $donor->id;
		$gift->status       = 'publish';
		$gift->mode         = 'live';
		$gift->amount       = 2500;
		$gift->currency     = 'USD';
		$gift->gateway_id   = 'test';
		$gift->purchase_key = md5( uniqid( '', true ) );
		$gift->email        = $donor->email;
		Plugin::container()->get( DonationRepository::class )->insert( $gift );

		$item = self::get( '/givewp/v3/forms/' . $this->form_id )->get_data();
		$list = wp_list_filter( self::get( '/givewp/v3/forms' )->get_data(), array( 'id' => $this->form_id ) );
		Fixtures::log_in_administrator();
		$staff = self::get( '/givewp/v3/forms/' . $this->form_id )->get_data();

		$this->assertSame( 0, $item['donations'] );
		// The form's own title, as the list sorts and searches it: not WordPress's "Protected: …".
		$this->assertSame( get_post( $this->form_id )->post_title, $item['title'] );
		$this->assertSame( 0, $item['totalAmount']['valueInMinorUnits'] );
		$this->assertSame( array( 0 ), array_values( wp_list_pluck( $list, 'donations' ) ) );
		$this->assertSame( 1, $staff['donations'] );
		$this->assertSame( 2500, $staff['totalAmount']['valueInMinorUnits'] );
	}

	public function test_wordpress_own_form_route_withholds_the_settings_without_the_password(): void {
		$route = '/wp/v2/opengive-forms/' . $this->form_id;

		$locked = self::get( $route )->get_data();
		$asking = new \WP_REST_Request( 'GET', $route );
		$asking->set_param( 'password', self::PASSWORD );
		$asked = rest_do_request( $asking )->get_data();
		self::enter( self::PASSWORD );
		$unlocked = self::get( $route )->get_data();

		$this->assertEquals( (object) array(), $locked['meta']['opengive_form_settings'] );
		$this->assertSame( 1000, $asked['meta']['opengive_form_settings']['levels'][0]['amount'], 'the password parameter, as WordPress reads it for the content' );
		$this->assertSame( 1000, $unlocked['meta']['opengive_form_settings']['levels'][0]['amount'] );
	}

	public function test_the_form_grid_card_of_a_protected_form_shows_no_amounts(): void {
		$locked = FormGridViewModel::for_block( array( 'formIds' => array( $this->form_id ) ) )->cards;
		self::enter( self::PASSWORD );
		$unlocked = FormGridViewModel::for_block( array( 'formIds' => array( $this->form_id ) ) )->cards;

		$this->assertSame( '', $locked[0]['amounts'] );
		$this->assertNotSame( '', $unlocked[0]['amounts'] );
	}
}
