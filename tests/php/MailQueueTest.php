<?php
/**
 * The outgoing mail queue: stored in the request, sent once, retried after a failure or a dead worker.
 *
 * @package OpenGive
 */

namespace OpenGive\Tests;

use OpenGive\Mail\MailQueue;
use PHPUnit\Framework\TestCase;

/**
 * MailQueue against the real table (SQLite on Playground, MariaDB natively).
 */
final class MailQueueTest extends TestCase {

	/**
	 * Mails that reached wp_mail.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private $mails = array();

	/**
	 * What wp_mail answers (false: the mail server refused).
	 *
	 * @var bool
	 */
	private $mail_works = true;

	/**
	 * The pre_wp_mail catcher.
	 *
	 * @var callable
	 */
	private $catcher;

	protected function setUp(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . MailQueue::table() ); // phpcs:ignore WordPress.DB -- test table cleanup.
		wp_clear_scheduled_hook( MailQueue::HOOK );
		$this->catcher = function ( $short_circuit, $atts ) {
			if ( ! $this->mail_works || 'Refuse me' === $atts['subject'] ) {
				return false;
			}
			$this->mails[] = $atts;
			return true;
		};
		// Last, so it has the final word over the test helpers' own catcher.
		add_filter( 'pre_wp_mail', $this->catcher, PHP_INT_MAX, 2 );
	}

	protected function tearDown(): void {
		global $wpdb;
		remove_filter( 'pre_wp_mail', $this->catcher, PHP_INT_MAX );
		$wpdb->query( 'DELETE FROM ' . MailQueue::table() ); // phpcs:ignore WordPress.DB -- test table cleanup.
		wp_clear_scheduled_hook( MailQueue::HOOK );
	}

	/**
	 * Rows by status.
	 *
	 * @return array<string, int>
	 */
	private static function statuses(): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( 'SELECT status, COUNT(*) AS n FROM ' . MailQueue::table() . ' GROUP BY status', ARRAY_A ); // phpcs:ignore WordPress.DB -- test read.
		$counts = array_map( 'intval', array_column( $rows, 'n', 'status' ) );
		ksort( $counts );
		return $counts;
	}

	public function test_a_pushed_email_is_stored_and_scheduled_not_sent_in_the_request(): void {
		MailQueue::push( 'queue.phpunit@example.org', 'Receipt', 'Thank you.' );
		$this->assertSame( array(), $this->mails );
		$this->assertSame( array( 'queued' => 1 ), self::statuses() );
		$this->assertNotFalse( wp_next_scheduled( MailQueue::HOOK ), 'a cron run is scheduled before the response' );
	}

	public function test_running_the_queue_twice_sends_each_email_once(): void {
		MailQueue::push( 'one.phpunit@example.org', 'Receipt', 'Body one.' );
		MailQueue::push( array( 'two.phpunit@example.org' ), 'Notice', 'Body two.', array( 'Reply-To: x@example.org' ) );
		$this->assertSame( 2, MailQueue::run() );
		$this->assertSame( 0, MailQueue::run() );
		$this->assertSame( array( 'one.phpunit@example.org' ), (array) $this->mails[0]['to'] );
		$this->assertSame( 'Body two.', $this->mails[1]['message'] );
		$this->assertSame( array( 'Reply-To: x@example.org' ), $this->mails[1]['headers'] );
		$this->assertSame( array( 'sent' => 2 ), self::statuses() );
	}

	public function test_after_its_response_a_request_sends_what_it_queued_and_leaves_the_rest_to_cron(): void {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- another request's queued row.
			MailQueue::table(),
			array(
				'recipient'  => '["other.phpunit@example.org"]',
				'subject'    => 'Queued elsewhere',
				'message'    => 'Body.',
				'headers'    => '[]',
				'status'     => 'queued',
				'last_error' => '',
				'created_at' => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		MailQueue::push( 'mine.phpunit@example.org', 'Receipt', 'Mine.' );
		MailQueue::send_after_response();
		$this->assertSame( array( 'Mine.' ), array_column( $this->mails, 'message' ) );
		$this->assertEquals( array( 'queued' => 1, 'sent' => 1 ), self::statuses() );
		$this->assertSame( 1, MailQueue::run(), 'the cron run sends the other one' );
		$this->assertSame( array( 'Mine.', 'Body.' ), array_column( $this->mails, 'message' ) );
	}

	public function test_after_its_response_a_request_marks_sent_only_what_the_mail_server_took(): void {
		global $wpdb;
		MailQueue::push( 'taken.phpunit@example.org', 'Receipt', 'Taken.' );
		MailQueue::push( 'refused.phpunit@example.org', 'Refuse me', 'Refused.' );
		MailQueue::send_after_response();
		$this->assertSame( array( 'Taken.' ), array_column( $this->mails, 'message' ) );
		$rows = $wpdb->get_results( 'SELECT subject, status, last_error FROM ' . MailQueue::table() . ' ORDER BY id', ARRAY_A ); // phpcs:ignore WordPress.DB -- test read.
		$this->assertSame( array( 'sent', 'queued' ), array_column( $rows, 'status' ) );
		$this->assertNotSame( '', $rows[1]['last_error'] );
	}

	public function test_a_refused_send_stays_queued_with_its_error_and_goes_out_after_the_pause(): void {
		global $wpdb;
		MailQueue::push( 'retry.phpunit@example.org', 'Receipt', 'Later.' );
		$this->mail_works = false;
		$this->assertSame( 0, MailQueue::run() );
		$row = $wpdb->get_row( 'SELECT * FROM ' . MailQueue::table(), ARRAY_A ); // phpcs:ignore WordPress.DB -- test read.
		$this->assertSame( 'queued', $row['status'] );
		$this->assertSame( '1', (string) $row['attempts'] );
		$this->assertNotSame( '', $row['last_error'] );
		$this->mail_works = true;
		$this->assertSame( 0, MailQueue::run(), 'not before its pause is over' );
		$wpdb->query( 'UPDATE ' . MailQueue::table() . " SET locked_until = '2000-01-01 00:00:00'" ); // phpcs:ignore WordPress.DB -- the pause has passed.
		$this->assertSame( 1, MailQueue::run() );
		$this->assertCount( 1, $this->mails );
	}

	public function test_emails_claimed_by_a_worker_that_died_are_sent_once_its_lease_runs_out(): void {
		global $wpdb;
		MailQueue::push( 'dead.phpunit@example.org', 'Receipt', 'Orphaned.' );
		// A worker claimed the row and died before sending: its lease still runs.
		$wpdb->query( 'UPDATE ' . MailQueue::table() . " SET status = 'sending', claim = 'deadworker', attempts = 1, locked_until = '2999-01-01 00:00:00'" ); // phpcs:ignore WordPress.DB -- test setup.
		$this->assertSame( 0, MailQueue::run() );
		$wpdb->query( 'UPDATE ' . MailQueue::table() . " SET locked_until = '2000-01-01 00:00:00'" ); // phpcs:ignore WordPress.DB -- the lease ran out.
		$this->assertSame( 1, MailQueue::run() );
		$this->assertSame( 'dead.phpunit@example.org', $this->mails[0]['to'][0] );
	}

	public function test_with_the_queue_off_mail_is_sent_at_once(): void {
		add_filter( 'opengive_queue_mail', '__return_false' );
		MailQueue::push( 'now.phpunit@example.org', 'Receipt', 'Now.' );
		remove_filter( 'opengive_queue_mail', '__return_false' );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( array(), self::statuses() );
	}

	public function test_emails_pushed_together_are_written_in_one_transaction(): void {
		$statements = array();
		$record     = static function ( $query ) use ( &$statements ) {
			if ( preg_match( '/^\s*(START TRANSACTION|COMMIT|ROLLBACK|INSERT INTO `?\w*opengive_mail_queue)/i', $query, $match ) ) {
				$statements[] = strtoupper( preg_replace( '/ INTO.*$/i', '', $match[1] ) );
			}
			return $query;
		};
		add_filter( 'query', $record );
		MailQueue::push_all(
			array(
				array(
					'to'      => 'donor.phpunit@example.org',
					'subject' => 'Receipt',
					'message' => 'Thank you.',
				),
				array(
					'to'      => 'team.phpunit@example.org',
					'subject' => 'New donation',
					'message' => 'A gift.',
				),
			)
		);
		remove_filter( 'query', $record );
		// One commit the donor's request waits for, not one per email.
		$this->assertSame( array( 'START TRANSACTION', 'INSERT', 'INSERT', 'COMMIT' ), $statements );
		$this->assertSame( array( 'queued' => 2 ), self::statuses() );
		$this->assertSame( 2, MailQueue::run() );
	}

	public function test_a_request_sends_what_it_queued_after_its_response_unless_sending_is_left_to_cron(): void {
		MailQueue::push( 'after.phpunit@example.org', 'Receipt', 'After the response.' );
		MailQueue::send_after_response();
		$this->assertSame( array( 'sent' => 1 ), self::statuses() );

		wp_clear_scheduled_hook( MailQueue::HOOK );
		add_filter( 'opengive_send_mail_after_response', '__return_false' );
		MailQueue::push( 'cron.phpunit@example.org', 'Receipt', 'By cron.' );
		MailQueue::send_after_response();
		remove_filter( 'opengive_send_mail_after_response', '__return_false' );
		$this->assertCount( 1, $this->mails, 'the second email waits for the cron run' );
		$this->assertSame( array( 'queued' => 1, 'sent' => 1 ), self::statuses() );
		$this->assertNotFalse( wp_next_scheduled( MailQueue::HOOK ), 'and the cron run is scheduled' );
		$this->assertSame( 1, MailQueue::drain() );
		$this->assertSame( array( 'cron.phpunit@example.org' ), (array) $this->mails[1]['to'] );
	}

	public function test_the_cron_run_drains_a_burst_in_batches_and_stops_at_rows_not_yet_due(): void {
		$emails = array();
		for ( $i = 0; $i < 120; $i++ ) {
			$emails[] = array(
				'to'      => "burst{$i}.phpunit@example.org",
				'subject' => 0 === $i ? 'Refuse me' : 'Receipt',
				'message' => 'A gift.',
			);
		}
		MailQueue::push_all( $emails );
		$batches = 0;
		$count   = static function ( $query ) use ( &$batches ) {
			if ( preg_match( '/^\s*SELECT id FROM `?\w*opengive_mail_queue/i', $query ) ) {
				++$batches;
			}
			return $query;
		};
		add_filter( 'query', $count );
		$sent = MailQueue::drain();
		remove_filter( 'query', $count );
		// Batches of 50, 50 and 20, then one look that finds the refused row waiting for its retry.
		$this->assertSame( 119, $sent );
		$this->assertSame( 4, $batches );
		$this->assertSame( array( 'queued' => 1, 'sent' => 119 ), self::statuses() );
	}
}
