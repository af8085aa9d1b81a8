<?php
/**
 * What the General, Payments, Emails and Advanced settings do beyond being stored: choices checked
 * against their lists, the gateways' on/off, label and order, the site's currency and fee recovery
 * for forms without their own, the emails' sender and mail by cron.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Forms\ValueObjects\FormSettingsReader;
use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Gateways\Settings\GatewaySettings;
use OpenGive\Mail\Sender;
use OpenGive\Plugin;
use OpenGive\Settings\SettingsStore;
use OpenGive\Support\Settings;
use PHPUnit\Framework\TestCase;

/**
 * Settings\SettingChoices, Gateways\Settings\GatewaySettings and the settings' readers.
 */
final class SettingsChoicesTest extends TestCase {

	/**
	 * The option before the test.
	 *
	 * @var mixed
	 */
	private $saved;

	/**
	 * A page the test made.
	 *
	 * @var int
	 */
	private $page = 0;

	protected function setUp(): void {
		$this->saved = get_option( Settings::OPTION, null );
		wp_set_current_user( 1 );
		// The test helper plugin forces a few keys for the suites; these tests store their own.
		update_option( Settings::OPTION, array( 'test_gateway_enabled' => true ) );
	}

	protected function tearDown(): void {
		null === $this->saved ? delete_option( Settings::OPTION ) : update_option( Settings::OPTION, $this->saved );
		if ( $this->page > 0 ) {
			wp_delete_post( $this->page, true );
		}
		wp_set_current_user( 0 );
	}

	public function test_a_country_currency_or_page_must_be_one_of_the_list_and_nothing_is_saved_otherwise(): void {
		$this->page = (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Our terms' ) );
		$draft      = (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'draft', 'post_title' => 'Not yet' ) );
		$errors     = SettingsStore::update(
			array(
				'country'          => 'ZZ',
				'default_currency' => 'ABC',
				'terms_page'       => $draft,
				'organisation_name' => 'Lost if anything is refused',
			)
		);
		wp_delete_post( $draft, true );
		$this->assertSame( array( 'country', 'default_currency', 'terms_page' ), array_keys( $errors ) );
		$this->assertSame( 'Choose a Country from the list.', $errors['country'] );
		$this->assertSame( '', Settings::get( 'organisation_name' ), 'nothing is saved when one value is refused' );
		$this->assertSame(
			array(),
			SettingsStore::update(
				array(
					'country'          => 'DE',
					'default_currency' => 'EUR',
					'terms_page'       => $this->page,
				)
			)
		);
		$this->assertSame( array( 'DE', 'EUR', $this->page ), array( Settings::get( 'country' ), Settings::get( 'default_currency' ), Settings::get( 'terms_page' ) ) );
		$this->assertSame( array(), SettingsStore::update( array( 'country' => '', 'terms_page' => 0 ) ), 'empty means none' );
	}

	public function test_the_gateways_setting_names_registered_gateways_once_each(): void {
		$row = array( 'enabled' => true, 'label' => '' );
		$this->assertSame( 'There is no gateway called paypal on this site.', SettingsStore::update( array( 'gateways' => array( array( 'id' => 'paypal' ) + $row ) ) )['gateways'] );
		$this->assertSame( 'Each gateway may be listed once.', SettingsStore::update( array( 'gateways' => array( array( 'id' => 'test' ) + $row, array( 'id' => 'test' ) + $row ) ) )['gateways'] );
		$this->assertArrayHasKey( 'gateways', SettingsStore::update( array( 'gateways' => array( array( 'id' => 'test', 'enabled' => 'yes', 'label' => '' ) ) ) ), 'enabled is a boolean' );
	}

	public function test_a_gateway_turned_off_is_not_offered_and_the_others_follow_the_sites_order_and_labels(): void {
		$registry = Plugin::container()->get( GatewayRegistry::class );
		$this->assertSame( array( 'test', 'offline' ), $this->ids( $registry->only( array( 'test', 'offline' ) ) ) );
		SettingsStore::update(
			array(
				'gateways' => array(
					array( 'id' => 'offline', 'enabled' => true, 'label' => 'Bank transfer' ),
					array( 'id' => 'test', 'enabled' => true, 'label' => '' ),
				),
			)
		);
		$offered = $registry->only( array( 'test', 'offline' ) );
		$this->assertSame( array( 'offline', 'test' ), $this->ids( $offered ) );
		$this->assertSame( 'Bank transfer', $offered[0]->label() );
		$this->assertSame( 'Test donation', $offered[1]->label(), 'an empty label keeps the gateway\'s own' );
		$this->assertSame( 'Offline donation (cheque or bank transfer)', GatewaySettings::own_label( $offered[0] ) );
		SettingsStore::update( array( 'gateways' => array( array( 'id' => 'test', 'enabled' => false, 'label' => '' ) ) ) );
		$this->assertSame( array( 'offline' ), $this->ids( $registry->only( array( 'test', 'offline' ) ) ) );
		$this->assertNull( $registry->offered( 'test' ) );
		$this->assertNotNull( $registry->available( 'test' ), 'existing subscriptions keep a gateway the site stopped offering' );
	}

	public function test_a_form_without_its_own_currency_or_fee_recovery_takes_the_sites(): void {
		SettingsStore::update(
			array(
				'default_currency'     => 'EUR',
				'currency_position'    => 'after',
				'thousands_separator'  => '.',
				'decimal_separator'    => ',',
				'fee_recovery_default' => true,
				'fee_recovery_percentage' => 1.5,
				'fee_recovery_base_amount' => 0.25,
			)
		);
		$site = FormSettingsReader::read( array() );
		$this->assertSame( array( 'EUR', '€', 'after', '.', ',' ), array( $site['currency']->code, $site['currency']->symbol, $site['currency']->position, $site['currency']->thousands_separator, $site['currency']->decimal_separator ) );
		$this->assertSame( array( 'percentage' => 1.5, 'base_amount' => 0.25 ), array_intersect_key( $site['feeRecovery']['fee_data']['all_gateways'], array_flip( array( 'percentage', 'base_amount' ) ) ) );
		$own = FormSettingsReader::read(
			array(
				'currency'    => array( 'code' => 'GBP' ),
				'feeRecovery' => array( 'fee_recovery' => false ),
			)
		);
		$this->assertSame( 'GBP', $own['currency']->code );
		$this->assertSame( '.', $own['currency']->thousands_separator, 'the site\'s way of writing money still applies' );
		$this->assertNull( $own['feeRecovery'], 'a form that turned fee recovery off keeps it off' );
	}

	public function test_emails_come_from_the_sender_set_else_the_organisation_else_the_site(): void {
		$this->assertSame( array( 'From: "' . wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ) . '" <' . Sender::address() . '>' ), Sender::headers() );
		$this->assertStringStartsWith( 'wordpress@', Sender::address() );
		SettingsStore::update( array( 'organisation_name' => 'Friends of the "Park"' ) );
		$this->assertSame( 'From: "Friends of the Park" <' . Sender::address() . '>', Sender::headers()[0] );
		SettingsStore::update( array( 'email_from_name' => 'Park gifts', 'email_from_address' => 'gifts@park.example' ) );
		$this->assertSame( array( 'From: "Park gifts" <gifts@park.example>' ), Sender::headers() );
		$this->assertSame( 'Enter an email address, or leave it empty.', SettingsStore::update( array( 'email_from_address' => 'not an address' ) )['email_from_address'] );
	}

	public function test_notices_to_the_charity_go_to_every_address_listed_else_the_sites_own(): void {
		$recipients = new \ReflectionMethod( \OpenGive\Donations\Emails\DonationEmails::class, 'notice_recipients' );
		$recipients->setAccessible( true );
		$this->assertSame( get_option( 'admin_email' ), $recipients->invoke( null ) );
		$this->assertSame( array(), SettingsStore::update( array( 'admin_notice_email' => 'gifts@park.example,  board@park.example' ) ) );
		$this->assertSame( 'gifts@park.example, board@park.example', $recipients->invoke( null ) );
		$this->assertArrayHasKey( 'admin_notice_email', SettingsStore::update( array( 'admin_notice_email' => 'gifts@park.example; board' ) ) );
	}

	public function test_mail_by_cron_leaves_the_queue_to_the_cron_run(): void {
		$after = new \ReflectionMethod( \OpenGive\Mail\MailQueue::class, 'sends_after_response' );
		$after->setAccessible( true );
		$this->assertTrue( $after->invoke( null ) );
		SettingsStore::update( array( 'mail_by_cron' => true ) );
		$this->assertFalse( $after->invoke( null ) );
	}

	/**
	 * Gateway ids.
	 *
	 * @param array<int, \OpenGive\Gateways\Contracts\PaymentGateway> $gateways Gateways.
	 * @return string[]
	 */
	private function ids( array $gateways ): array {
		return array_map(
			static function ( $gateway ) {
				return $gateway->id();
			},
			$gateways
		);
	}
}
