<?php
/**
 * Privacy tools: exporters and erasers for donors, donations and subscriptions, run the way
 * WordPress's export/erase request flow runs them.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Privacy\PolicyText;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * Each test files a real request with wp_create_user_request, then calls the callbacks registered on
 * wp_privacy_personal_data_exporters / _erasers with the request's email and page numbers 1, 2, ...
 * until one says done, in the registered order, as core's admin flow does (the heavy
 * wp_privacy_process_personal_data_export_page, which writes the zip, is not called).
 */
final class PrivacyTest extends DonationTestCase {

	const EMAIL = 'privacy.phpunit@example.org';

	/**
	 * {@inheritDoc}
	 */
	protected function form_settings(): array {
		return array(
			'gateways'  => array( 'test' ),
			'recurring' => array(
				'is_recurring'          => true,
				'give_recurring_option' => 'yes_donor',
				'period'                => 'month',
				'periods'               => array( 'month' ),
				'installments'          => 0,
			),
		);
	}

	/**
	 * Request posts made by the test.
	 *
	 * @var int[]
	 */
	private $requests = array();

	protected function tearDown(): void {
		global $wpdb;
		foreach ( $this->requests as $request_id ) {
			wp_delete_post( $request_id, true );
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_subscriptions WHERE form_id = %d", $this->form_id ) );
		// Erased donors no longer carry the test address: remove them through their donations' link.
		$wpdb->query( $wpdb->prepare( "DELETE d FROM {$wpdb->prefix}opengive_donors d INNER JOIN {$wpdb->prefix}opengive_donations g ON g.donor_id = d.id WHERE g.form_id = %d", $this->form_id ) );
		parent::tearDown();
	}

	private function gift( array $extra = array() ) {
		global $wpdb;
		$donation = $this->donate(
			array_merge(
				array(
					'formId'    => $this->form_id,
					'amount'    => 1234,
					'levelId'   => 'custom',
					'firstName' => 'Priya',
					'lastName'  => 'Private',
					'email'     => self::EMAIL,
					'gatewayId' => 'test',
				),
				$extra
			),
			'198.51.100.7'
		);
		// Fields this test form does not ask for, filled in as a form that asks for them would store them.
		$wpdb->update(
			"{$wpdb->prefix}opengive_donations",
			array(
				'comment'  => 'In memory of my aunt',
				'company'  => 'Private Ltd',
				'address1' => '1 Hidden Lane',
				'city'     => 'Lisbon',
			),
			array( 'id' => $donation->id )
		);
		return $donation;
	}

	/**
	 * Files a request like Tools → Export/Erase Personal Data does and returns its email.
	 *
	 * @param string $action export_personal_data or remove_personal_data.
	 */
	private function request_email( string $action ): string {
		$request_id = wp_create_user_request( self::EMAIL, $action );
		$this->assertIsInt( $request_id, 'wp_create_user_request refused the request.' );
		$this->requests[] = $request_id;
		return wp_get_user_request( $request_id )->email;
	}

	/**
	 * Every page of every OpenGive exporter, keyed by exporter id.
	 *
	 * @return array<string, array<int, array<string, mixed>>>
	 */
	private function export_all( string $email ): array {
		$found = array();
		foreach ( apply_filters( 'wp_privacy_personal_data_exporters', array() ) as $id => $exporter ) {
			if ( 0 !== strpos( (string) $id, 'opengive-' ) ) {
				continue;
			}
			$found[ $id ] = array();
			for ( $page = 1; $page < 50; $page++ ) {
				$response     = call_user_func( $exporter['callback'], $email, $page );
				$found[ $id ] = array_merge( $found[ $id ], $response['data'] );
				if ( $response['done'] ) {
					break;
				}
			}
		}
		return $found;
	}

	/**
	 * Every page of every OpenGive eraser, in the registered order, keyed by eraser id.
	 *
	 * @return array<string, array{removed: bool, retained: bool, messages: string[], pages: int}>
	 */
	private function erase_all( string $email ): array {
		$results = array();
		foreach ( apply_filters( 'wp_privacy_personal_data_erasers', array() ) as $id => $eraser ) {
			if ( 0 !== strpos( (string) $id, 'opengive-' ) ) {
				continue;
			}
			$results[ $id ] = array( 'removed' => false, 'retained' => false, 'messages' => array(), 'pages' => 0 );
			for ( $page = 1; $page < 50; $page++ ) {
				$response                    = call_user_func( $eraser['callback'], $email, $page );
				$results[ $id ]['removed']   = $results[ $id ]['removed'] || $response['items_removed'];
				$results[ $id ]['retained']  = $results[ $id ]['retained'] || $response['items_retained'];
				$results[ $id ]['messages']  = array_merge( $results[ $id ]['messages'], $response['messages'] );
				$results[ $id ]['pages']     = $page;
				if ( $response['done'] ) {
					break;
				}
			}
		}
		return $results;
	}

	/**
	 * A stored donation row.
	 */
	private function row( int $id ) {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}opengive_donations WHERE id = %d", $id ) );
	}

	/**
	 * Name => value of an export item.
	 *
	 * @param array<string, mixed> $item Export item.
	 * @return array<string, string>
	 */
	private static function values( array $item ): array {
		return array_column( $item['data'], 'value', 'name' );
	}

	/**
	 * Inserts gifts straight into the table (paging needs more than the rate limit lets one email make).
	 */
	private function insert_rows( int $count, int $donor_id ): void {
		global $wpdb;
		for ( $i = 0; $i < $count; $i++ ) {
			$wpdb->insert(
				"{$wpdb->prefix}opengive_donations",
				array(
					'form_id'      => $this->form_id,
					'donor_id'     => $donor_id,
					'status'       => 'publish',
					'mode'         => 'test',
					'amount'       => 500 + $i,
					'currency'     => 'USD',
					'gateway_id'   => 'test',
					'purchase_key' => md5( 'privacy-paging-' . $i . '-' . microtime() ),
					'first_name'   => 'Priya',
					'email'        => self::EMAIL,
					'donor_ip'     => '198.51.100.7',
					'comment'      => '',
					'created_at'   => '2026-01-01 00:00:00',
					'updated_at'   => '2026-01-01 00:00:00',
				)
			);
		}
	}

	public function test_export_through_core_request_flow_callbacks_returns_profile_gifts_and_recurring_gifts(): void {
		$one_off = $this->gift();
		$monthly = $this->gift( array( 'recurringPeriod' => 'month', 'amount' => 2000 ) );
		$email   = $this->request_email( 'export_personal_data' );

		$export = $this->export_all( $email );

		$this->assertCount( 1, $export['opengive-donor'] );
		$this->assertSame( 'Priya', self::values( $export['opengive-donor'][0] )['First name'] );
		$this->assertSame(
			array( 'opengive-donation-' . $one_off->id, 'opengive-donation-' . $monthly->id ),
			array_column( $export['opengive-donations'], 'item_id' )
		);
		$gift = self::values( $export['opengive-donations'][0] );
		$this->assertSame( '12.34 USD', $gift['Amount'] );
		$this->assertSame( 'In memory of my aunt', $gift['Comment'] );
		$this->assertSame( '198.51.100.7', $gift['IP address'] );
		$this->assertSame( self::EMAIL, $gift['Email'] );
		$this->assertCount( 1, $export['opengive-subscriptions'] );
		$recurring = self::values( $export['opengive-subscriptions'][0] );
		$this->assertSame( '20.00 USD', $recurring['Amount'] );
		$this->assertSame( 'month', $recurring['Every'] );
	}

	public function test_export_pages_donations_by_one_hundred_as_core_asks_page_by_page(): void {
		$donor_id = (int) $this->gift()->donor_id;
		$this->insert_rows( 100, $donor_id );
		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$callback  = $exporters['opengive-donations']['callback'];

		$first  = call_user_func( $callback, self::EMAIL, 1 );
		$second = call_user_func( $callback, self::EMAIL, 2 );

		$this->assertCount( 100, $first['data'] );
		$this->assertFalse( $first['done'] );
		$this->assertCount( 1, $second['data'] );
		$this->assertTrue( $second['done'] );
		$ids = array_merge( array_column( $first['data'], 'item_id' ), array_column( $second['data'], 'item_id' ) );
		$this->assertCount( 101, array_unique( $ids ) );
	}

	public function test_an_email_with_no_gifts_exports_nothing_and_is_done(): void {
		$export = $this->export_all( 'nobody.phpunit@example.org' );
		$this->assertSame( array(), $export['opengive-donor'] );
		$this->assertSame( array(), $export['opengive-donations'] );
		$this->assertSame( array(), $export['opengive-subscriptions'] );
	}

	public function test_erase_through_core_request_flow_callbacks_anonymises_but_keeps_amounts_dates_and_status(): void {
		$gift   = $this->gift();
		$before = $this->row( (int) $gift->id );
		$email  = $this->request_email( 'remove_personal_data' );

		$results = $this->erase_all( $email );

		$after = $this->row( (int) $gift->id );
		foreach ( array( 'amount', 'currency', 'status', 'created_at', 'form_id', 'donor_id', 'gateway_id', 'gateway_transaction_id', 'mode' ) as $kept ) {
			$this->assertSame( $before->$kept, $after->$kept, "{$kept} must be kept." );
		}
		foreach ( array( 'first_name', 'last_name', 'company', 'comment', 'donor_ip', 'address1', 'city' ) as $gone ) {
			$this->assertSame( '', $after->$gone, "{$gone} must be erased." );
		}
		$this->assertSame( 'deleted@site.invalid', $after->email );
		$this->assertSame( '1', $after->anonymous );
		$this->assertTrue( $results['opengive-donations']['removed'] );
		$this->assertTrue( $results['opengive-donations']['retained'] );
		$this->assertStringContainsString( 'amount, date and status are kept', implode( ' ', $results['opengive-donations']['messages'] ) );
		$this->assertTrue( $results['opengive-donor']['removed'] );

		global $wpdb;
		$donor = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}opengive_donors WHERE id = %d", $before->donor_id ) );
		$this->assertSame( '', $donor->first_name );
		$this->assertSame( 'erased-donor-' . $before->donor_id . '@site.invalid', $donor->email );
		$this->assertNull( $donor->user_id );
		// Nothing personal is left to export.
		$export = $this->export_all( $email );
		$this->assertSame( array(), array_merge( $export['opengive-donor'], $export['opengive-donations'], $export['opengive-subscriptions'] ) );
	}

	public function test_erase_pages_until_every_donation_is_anonymised(): void {
		$donor_id = (int) $this->gift()->donor_id;
		$this->insert_rows( 120, $donor_id );

		$results = $this->erase_all( self::EMAIL );

		global $wpdb;
		$left = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}opengive_donations WHERE form_id = %d AND ( first_name <> '' OR donor_ip <> '' OR email <> 'deleted@site.invalid' )", $this->form_id ) );
		$this->assertSame( 0, $left );
		$this->assertSame( 2, $results['opengive-donations']['pages'] );
		$this->assertSame( 121, TestForm::donation_count( $this->form_id ) );
	}

	public function test_erase_keeps_everything_while_a_recurring_gift_renews_and_says_to_cancel_first(): void {
		$monthly = $this->gift( array( 'recurringPeriod' => 'month' ) );

		$results = $this->erase_all( self::EMAIL );

		$this->assertSame( 'Priya', $this->row( (int) $monthly->id )->first_name );
		foreach ( array( 'opengive-donations', 'opengive-subscriptions', 'opengive-donor' ) as $id ) {
			$this->assertFalse( $results[ $id ]['removed'], $id );
			$this->assertTrue( $results[ $id ]['retained'], $id );
			$this->assertStringContainsString( 'Cancel it', implode( ' ', $results[ $id ]['messages'] ), $id );
		}

		// Once the gift is cancelled, the same request erases, and the ended gift is reported as kept.
		global $wpdb;
		$wpdb->update( "{$wpdb->prefix}opengive_subscriptions", array( 'status' => 'cancelled' ), array( 'id' => $monthly->subscription_id ) );
		$results = $this->erase_all( self::EMAIL );
		$this->assertSame( '', $this->row( (int) $monthly->id )->first_name );
		$this->assertTrue( $results['opengive-subscriptions']['retained'] );
		$this->assertStringContainsString( 'kept 1 ended recurring gift', implode( ' ', $results['opengive-subscriptions']['messages'] ) );
	}

	public function test_erasers_run_donations_before_the_donor_profile(): void {
		$ids = array_keys( array_filter(
			apply_filters( 'wp_privacy_personal_data_erasers', array() ),
			static function ( $id ) {
				return 0 === strpos( (string) $id, 'opengive-' );
			},
			ARRAY_FILTER_USE_KEY
		) );
		// Other domains (contact messages, the consent log) add erasers of their own; what matters is that
		// the three financial ones are there and the donor profile, whose email finds the rest, runs last of them.
		$financial = array_values( array_intersect( $ids, array( 'opengive-donations', 'opengive-subscriptions', 'opengive-donor' ) ) );
		$this->assertSame( array( 'opengive-donations', 'opengive-subscriptions', 'opengive-donor' ), $financial );
	}

	public function test_privacy_policy_text_is_suggested_on_admin_init_and_translatable(): void {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		require_once ABSPATH . 'wp-admin/includes/misc.php';
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-privacy-policy-content.php';
		$this->assertNotFalse( has_action( 'admin_init', array( PolicyText::class, 'register' ) ) );

		$translate = static function ( $translation, $text, $domain ) {
			return 'opengive' === $domain && 0 === strpos( $text, 'You can ask for an export' ) ? 'TRANSLATED' : $translation;
		};
		add_filter( 'gettext', $translate, 10, 3 );
		$previous_screen           = isset( $GLOBALS['current_screen'] ) ? $GLOBALS['current_screen'] : null;
		$GLOBALS['current_screen'] = \WP_Screen::get( 'dashboard' );
		// Core only accepts suggestions while admin_init runs; run our callback inside that action alone.
		$GLOBALS['wp_current_filter'][] = 'admin_init';
		PolicyText::register();
		array_pop( $GLOBALS['wp_current_filter'] );
		$GLOBALS['current_screen'] = $previous_screen;
		remove_filter( 'gettext', $translate, 10 );

		$suggested = array_values( array_filter(
			\WP_Privacy_Policy_Content::get_suggested_policy_text(),
			static function ( $entry ) {
				return 'OpenGive' === $entry['plugin_name'];
			}
		) );
		$this->assertCount( 1, $suggested );
		$this->assertStringContainsString( 'TRANSLATED', $suggested[0]['policy_text'] );
		$this->assertStringContainsString( 'IP address', $suggested[0]['policy_text'] );
	}
}
