<?php
/**
 * The first-run setup's server side: opened once after the first activation, its state kept and
 * resumed, the first form and page made once and only with ways to pay that are set up, GiveWP's
 * data found, and the notice while it is unfinished.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Plugin;
use OpenGive\Setup\FirstForm;
use OpenGive\Setup\GiveWpData;
use OpenGive\Setup\ServiceProvider;
use OpenGive\Setup\SetupState;
use OpenGive\Support\Exceptions\OpenGiveException;
use OpenGive\Support\Settings;
use PHPUnit\Framework\TestCase;

/**
 * Setup\SetupState, Setup\FirstForm, Setup\GiveWpData and the provider's notice.
 */
final class SetupTest extends TestCase {

	/**
	 * Options before the test.
	 *
	 * @var array<string, mixed>
	 */
	private $saved = array();

	/**
	 * Posts the test made.
	 *
	 * @var int[]
	 */
	private $posts = array();

	protected function setUp(): void {
		foreach ( array( SetupState::OPTION, SetupState::REDIRECT_OPTION, Settings::OPTION ) as $option ) {
			$this->saved[ $option ] = get_option( $option, null );
		}
		delete_option( SetupState::OPTION );
		delete_option( SetupState::REDIRECT_OPTION );
		update_option( Settings::OPTION, array( 'test_gateway_enabled' => true ) );
	}

	protected function tearDown(): void {
		foreach ( $this->saved as $option => $value ) {
			null === $value ? delete_option( $option ) : update_option( $option, $value );
		}
		foreach ( $this->posts as $post ) {
			wp_delete_post( $post, true );
		}
		wp_set_current_user( 0 );
	}

	public function test_the_first_activation_asks_for_the_setup_once_and_a_reactivation_does_not(): void {
		SetupState::on_activation();
		$this->assertSame( 1, (int) get_option( SetupState::REDIRECT_OPTION ) );
		$this->assertSame( 'new', SetupState::get()['status'] );
		delete_option( SetupState::REDIRECT_OPTION );
		SetupState::update( array( 'status' => 'skipped' ) );
		SetupState::on_activation();
		$this->assertFalse( get_option( SetupState::REDIRECT_OPTION ) );
		$this->assertSame( 'skipped', SetupState::get()['status'] );
	}

	public function test_the_state_keeps_the_step_reached_and_reads_anything_else_as_its_default(): void {
		SetupState::update( array( 'status' => 'started', 'step' => 'form', 'gateways' => array( 'test' ), 'ignored' => 1 ) );
		$this->assertSame( array( 'status' => 'started', 'step' => 'form', 'gateways' => array( 'test' ), 'formId' => 0, 'pageId' => 0 ), SetupState::get() );
		update_option( SetupState::OPTION, array( 'status' => 'lost', 'step' => 'nowhere' ) );
		$this->assertSame( array( 'new', 'organisation' ), array( SetupState::get()['status'], SetupState::get()['step'] ) );
	}

	public function test_the_first_form_is_made_once_on_a_published_page_that_shows_it(): void {
		$first  = Plugin::container()->get( FirstForm::class );
		$made   = $first->create( 'Spring appeal', array( 1000, 2500 ), array( 'test', 'offline' ) );
		$this->posts = array( $made['formId'], $made['pageId'] );
		$again  = $first->create( 'Another', array( 500 ), array( 'test' ) );
		$this->assertSame( $made, $again, 'a resumed setup finds what it made' );
		$page = get_post( $made['pageId'] );
		$this->assertSame( array( 'publish', 'Spring appeal' ), array( $page->post_status, $page->post_title ) );
		$this->assertStringContainsString( '<!-- wp:opengive/donation-form {"formId":' . $made['formId'] . '} /-->', $page->post_content );
		$settings = get_post_meta( $made['formId'], 'opengive_form_settings', true );
		$this->assertSame( array( 'test', 'offline' ), $settings['gateways'] );
		$this->assertSame( array( 1000, 2500 ), array_column( $settings['levels'], 'amount' ) );
		$this->assertArrayNotHasKey( 'currency', $settings, 'the form follows the site\'s currency' );
	}

	public function test_the_first_form_needs_a_way_to_pay_that_is_set_up(): void {
		$first = Plugin::container()->get( FirstForm::class );
		foreach ( array( array(), array( 'stripe' ) ) as $gateways ) {
			update_option( Settings::OPTION, array( 'test_gateway_enabled' => true, 'stripe_secret_key' => '', 'stripe_test_secret_key' => '' ) );
			try {
				$first->create( 'No way to pay', array( 1000 ), $gateways );
				$this->fail( 'made a form with ' . wp_json_encode( $gateways ) );
			} catch ( OpenGiveException $e ) {
				$this->assertSame( 'opengive_setup_no_gateway', $e->error_code() );
			}
		}
		$this->assertSame( 0, SetupState::get()['formId'] );
	}

	public function test_givewp_forms_and_donations_are_counted(): void {
		$before        = GiveWpData::counts();
		$this->posts[] = (int) wp_insert_post( array( 'post_type' => 'give_forms', 'post_status' => 'publish', 'post_title' => 'GiveWP form' ) );
		$this->posts[] = (int) wp_insert_post( array( 'post_type' => 'give_payment', 'post_status' => 'publish', 'post_title' => 'Payment' ) );
		$this->assertSame( array( 'forms' => $before['forms'] + 1, 'donations' => $before['donations'] + 1 ), GiveWpData::counts() );
	}

	public function test_an_unfinished_setup_offers_to_resume_to_admins_only(): void {
		wp_set_current_user( 1 );
		$this->assertSame( array(), ServiceProvider::unfinished_notice( array() ), 'not started: no notice' );
		SetupState::update( array( 'status' => 'started' ) );
		$notices = ServiceProvider::unfinished_notice( array() );
		$this->assertSame( 'setup-unfinished', $notices[0]['id'] );
		$this->assertSame( SetupState::url(), $notices[0]['link'][0] );
		wp_set_current_user( 0 );
		$this->assertSame( array(), ServiceProvider::unfinished_notice( array() ) );
		SetupState::update( array( 'status' => 'skipped' ) );
		wp_set_current_user( 1 );
		$this->assertSame( array(), ServiceProvider::unfinished_notice( array() ), 'skipped: the admin chose not to' );
	}
}
