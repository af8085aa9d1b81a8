<?php
/**
 * The renewal job started twice at the same moment (two cron runners, two web nodes) charges each
 * due subscription once.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests\Reliability;

use OpenGive\Tests\DonationTestCase;
use OpenGive\Tests\TestForm;

require_once dirname( __DIR__ ) . '/php/DonationTestCase.php';

/**
 * Runs on the native target: two PHP processes against one MariaDB, really in parallel.
 */
final class ConcurrentRenewalsTest extends DonationTestCase {

	/**
	 * Subscriptions of other tests or seeds, paused while this one counts.
	 *
	 * @var int[]
	 */
	private $paused = array();

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
	 * Pauses every other active subscription (the bench seed's too).
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->paused = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$wpdb->prefix}opengive_subscriptions WHERE form_id != %d AND status = 'active'", $this->form_id ) ) ); // phpcs:ignore WordPress.DB
		if ( array() !== $this->paused ) {
			$wpdb->query( "UPDATE {$wpdb->prefix}opengive_subscriptions SET status = 'pending' WHERE id IN (" . implode( ',', $this->paused ) . ')' ); // phpcs:ignore WordPress.DB -- integers read above.
		}
	}

	/**
	 * Restores them and removes this test's subscriptions.
	 */
	protected function tearDown(): void {
		global $wpdb;
		if ( array() !== $this->paused ) {
			$wpdb->query( "UPDATE {$wpdb->prefix}opengive_subscriptions SET status = 'active' WHERE id IN (" . implode( ',', $this->paused ) . ')' ); // phpcs:ignore WordPress.DB -- integers read above.
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}opengive_subscriptions WHERE form_id = %d", $this->form_id ) ); // phpcs:ignore WordPress.DB
		parent::tearDown();
	}

	/**
	 * Eight due subscriptions, two runners at once: eight renewals in all, one each.
	 */
	public function test_two_renewal_runs_at_once_charge_each_due_subscription_once(): void {
		global $wpdb;
		$due = '';
		$ids = array();
		for ( $i = 0; $i < 8; $i++ ) {
			$donation = $this->donate(
				array(
					'formId'          => $this->form_id,
					'amount'          => 1500 + $i,
					'levelId'         => 'custom',
					'firstName'       => 'Twice',
					'email'           => "renew{$i}.phpunit@example.org",
					'gatewayId'       => 'test',
					'recurringPeriod' => 'month',
				),
				'192.0.2.' . ( 10 + $i )
			);
			$ids[] = (int) $donation->subscription_id;
			$due   = max( $due, (string) $wpdb->get_var( $wpdb->prepare( "SELECT renews_at FROM {$wpdb->prefix}opengive_subscriptions WHERE id = %d", $donation->subscription_id ) ) ); // phpcs:ignore WordPress.DB
		}

		// Two runners, started together, each running the whole job.
		$load    = (string) getenv( 'OPENGIVE_WP_LOAD' );
		$code    = "require '{$load}'; echo wp_json_encode( ( OpenGive\\Plugin::container()->get( OpenGive\\Subscriptions\\Actions\\ProcessRenewals::class ) )( '{$due}' ) );";
		$runners = array();
		for ( $r = 0; $r < 2; $r++ ) {
			$pipes       = array();
			$process     = proc_open( array( PHP_BINARY, '-r', $code ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes ); // phpcs:ignore Generic.PHP.ForbiddenFunctions -- two real processes are the point.
			$runners[]   = array( $process, $pipes );
		}
		$answers = array();
		foreach ( $runners as list( $process, $pipes ) ) {
			$out = stream_get_contents( $pipes[1] );
			$err = stream_get_contents( $pipes[2] );
			$this->assertSame( 0, proc_close( $process ), $err );
			$this->assertSame( '', trim( $err ), 'a runner printed warnings or errors' );
			$answers[] = json_decode( (string) $out, true );
		}

		// A charge happens only after its renewal row (unique key: subscription + due date) was
		// written, so one completed row with one provider transaction per subscription is one charge.
		// (Both runners may report a subscription as renewed: the second finds the first's row and
		// only moves the date on, to the same next date.)
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$renewals     = $wpdb->get_results( $wpdb->prepare( "SELECT subscription_id, COUNT(*) AS n, COUNT(DISTINCT gateway_transaction_id) AS charges, MIN(status) AS status FROM {$wpdb->prefix}opengive_donations WHERE type = 'renewal' AND subscription_id IN ({$placeholders}) GROUP BY subscription_id", $ids ), ARRAY_A ); // phpcs:ignore WordPress.DB
		$this->assertSame( array_fill_keys( $ids, '1' ), array_column( $renewals, 'n', 'subscription_id' ), wp_json_encode( $answers ) );
		$this->assertSame( array_fill_keys( $ids, '1' ), array_column( $renewals, 'charges', 'subscription_id' ) );
		$this->assertSame( array_fill_keys( $ids, 'publish' ), array_column( $renewals, 'status', 'subscription_id' ) );
		$this->assertGreaterThanOrEqual( 8, (int) $answers[0]['renewed'] + (int) $answers[1]['renewed'] );
		$this->assertSame( 16, TestForm::donation_count( $this->form_id ) );
		$next = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT renews_at > %s FROM {$wpdb->prefix}opengive_subscriptions WHERE id IN ({$placeholders})", array_merge( array( $due ), $ids ) ) ); // phpcs:ignore WordPress.DB
		$this->assertSame( array( '1' ), $next, 'every subscription moved on to its next period' );
	}
}
