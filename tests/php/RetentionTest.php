<?php
/**
 * Retention: the daily cron anonymises donors with no donation for `donor_retention_years` years,
 * through the privacy eraser, and keeps the financial records.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Privacy\Retention;

require_once __DIR__ . '/DonationTestCase.php';

/**
 * Three donors on one form: one whose last gift is ten years old, one who gave today, and one
 * ten years old who still has a renewing monthly gift.
 */
final class RetentionTest extends DonationTestCase {

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
	 * The retention setting the test runs with.
	 *
	 * @var int
	 */
	private $years = 8;

	/**
	 * Settings filter.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array<string, mixed>
	 */
	public function settings( $settings ) {
		$settings['donor_retention_years'] = $this->years;
		return $settings;
	}

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'opengive_settings', array( $this, 'settings' ) );
	}

	protected function tearDown(): void {
		global $wpdb;
		remove_filter( 'opengive_settings', array( $this, 'settings' ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_subscriptions WHERE form_id = %d", $this->form_id ) );
		$wpdb->query( $wpdb->prepare( "DELETE d FROM {$wpdb->prefix}opengive_donors d INNER JOIN {$wpdb->prefix}opengive_donations g ON g.donor_id = d.id WHERE g.form_id = %d", $this->form_id ) );
		parent::tearDown();
	}

	/**
	 * A gift by $email, moved $years_ago into the past (donation and donor profile).
	 *
	 * @param string               $email     Donor email.
	 * @param int                  $years_ago How old the gift and profile are.
	 * @param array<string, mixed> $extra     More input.
	 */
	private function gift_from( string $email, int $years_ago, array $extra = array() ) {
		global $wpdb;
		$donation = $this->donate(
			array_merge(
				array(
					'formId'    => $this->form_id,
					'amount'    => 4200,
					'levelId'   => 'custom',
					'firstName' => 'Rita',
					'lastName'  => 'Retention',
					'email'     => $email,
					'gatewayId' => 'test',
				),
				$extra
			)
		);
		if ( $years_ago > 0 ) {
			$then = gmdate( 'Y-m-d H:i:s', strtotime( '-' . $years_ago . ' years' ) );
			$wpdb->update( "{$wpdb->prefix}opengive_donations", array( 'created_at' => $then ), array( 'donor_id' => $donation->donor_id ) );
			$wpdb->update( "{$wpdb->prefix}opengive_donors", array( 'created_at' => $then ), array( 'id' => $donation->donor_id ) );
		}
		return $donation;
	}

	private function donation_row( int $id ) {
		global $wpdb;
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}opengive_donations WHERE id = %d", $id ) );
	}

	private function donor_email( int $id ): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT email FROM {$wpdb->prefix}opengive_donors WHERE id = %d", $id ) );
	}

	public function test_the_daily_cron_hook_is_scheduled(): void {
		Retention::schedule();
		$this->assertIsInt( wp_next_scheduled( Retention::HOOK ) );
		$this->assertSame( 'daily', wp_get_schedule( Retention::HOOK ) );
		$this->assertNotFalse( has_action( Retention::HOOK, array( Retention::class, 'run' ) ) );
	}

	public function test_the_cron_anonymises_only_donors_inactive_for_the_set_years_and_keeps_the_books(): void {
		$old     = $this->gift_from( 'retention.old@example.org', 10 );
		$recent  = $this->gift_from( 'retention.recent@example.org', 0 );
		$renewer = $this->gift_from( 'retention.renewer@example.org', 10, array( 'recurringPeriod' => 'month' ) );

		do_action( Retention::HOOK );

		$gone = $this->donation_row( (int) $old->id );
		$this->assertSame( '', $gone->first_name );
		$this->assertSame( '', $gone->donor_ip );
		$this->assertSame( 'deleted@site.invalid', $gone->email );
		$this->assertSame( 4200, (int) $gone->amount );
		$this->assertSame( 'publish', $gone->status );
		$this->assertStringStartsWith( 'erased-donor-', $this->donor_email( (int) $old->donor_id ) );

		$this->assertSame( 'Rita', $this->donation_row( (int) $recent->id )->first_name );
		$this->assertSame( 'retention.recent@example.org', $this->donor_email( (int) $recent->donor_id ) );
		$this->assertSame( 'Rita', $this->donation_row( (int) $renewer->id )->first_name );
		$this->assertSame( 'retention.renewer@example.org', $this->donor_email( (int) $renewer->donor_id ) );
	}

	public function test_a_donor_with_an_old_profile_but_a_recent_gift_is_kept(): void {
		global $wpdb;
		$recent = $this->gift_from( 'retention.loyal@example.org', 0 );
		$wpdb->update( "{$wpdb->prefix}opengive_donors", array( 'created_at' => '2015-01-01 00:00:00' ), array( 'id' => $recent->donor_id ) );

		do_action( Retention::HOOK );

		$this->assertSame( 'retention.loyal@example.org', $this->donor_email( (int) $recent->donor_id ) );
	}

	public function test_with_the_setting_at_zero_nothing_is_anonymised(): void {
		$this->years = 0;
		$old         = $this->gift_from( 'retention.off@example.org', 10 );

		$this->assertSame( 0, Retention::run() );

		$this->assertSame( 'Rita', $this->donation_row( (int) $old->id )->first_name );
	}
}
