<?php
/**
 * Donation emails leave the donate request: queued in a table, sent after the response.
 *
 * @package OpenGive
 */

namespace OpenGive\Mail;

use OpenGive\Support\Database\Transaction;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * push_all() writes a request's emails to opengive_mail_queue (one transaction) and makes sure a cron
 * run is scheduled; at shutdown, after PHP-FPM has sent the response, the request sends what it
 * queued and only that (unless OPENGIVE_MAIL_BY_CRON leaves all sending to the cron run, which also
 * sends what others left and prunes). If PHP dies after the response the rows stay queued for the
 * cron run: nothing queued is lost. A worker claims each row right before sending it (its token, a
 * lease: see MailClaims::claim()), so without a crash no email goes twice, however many workers run. The one
 * at-least-once window is PHP dying after wp_mail returned and before the row is marked sent.
 * The filter opengive_queue_mail (default true) turns the queue off: then mail is sent at once.
 */
final class MailQueue {

	const HOOK         = 'opengive_send_queued_mail';
	const LEASE        = 900;
	const MAX_ATTEMPTS = 5;

	/**
	 * The rows this request queued (it sends them at shutdown).
	 *
	 * @var int[]
	 */
	private static $queued = array();

	/**
	 * Prefixed table name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'opengive_mail_queue';
	}

	/**
	 * Queues an email (or sends it now when the queue is off).
	 *
	 * @param string|string[] $to      Recipient(s).
	 * @param string          $subject Subject.
	 * @param string          $message Plain-text body.
	 * @param string[]        $headers Headers.
	 */
	public static function push( $to, string $subject, string $message, array $headers = array() ): void {
		self::push_all( array( compact( 'to', 'subject', 'message', 'headers' ) ) );
	}

	/**
	 * Queues emails together: one transaction, so one commit the request waits for rather than
	 * one per email, and a request that dies on the way queues all of them or none.
	 *
	 * @param array<int, array{to: string|string[], subject: string, message: string, headers?: string[]}> $emails The emails.
	 */
	public static function push_all( array $emails ): void {
		$send_now = static function ( array $email ) {
			wp_mail( $email['to'], $email['subject'], $email['message'], $email['headers'] ?? array() );
		};
		/**
		 * Whether donation emails go through the queue (default true).
		 *
		 * @param bool $queue Queue them.
		 */
		if ( array() === $emails || ! apply_filters( 'opengive_queue_mail', true ) ) {
			array_map( $send_now, $emails );
			return;
		}
		$unqueued = array();
		try {
			$ids = Transaction::run(
				static function () use ( $emails, &$unqueued ) {
					$ids = array();
					foreach ( $emails as $email ) {
						$id = self::insert( $email );
						if ( null === $id ) {
							$unqueued[] = $email;
						} else {
							$ids[] = $id;
						}
					}
					return $ids;
				}
			);
		} catch ( \Throwable $lost ) {
			// The connection went on the way: nothing was queued.
			$ids      = array();
			$unqueued = $emails;
		}
		// The queue table is unusable: sending now beats losing the email.
		array_map( $send_now, $unqueued );
		if ( array() === $ids ) {
			return;
		}
		// Scheduled before the response, so a request that dies after it still has its cron run.
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time() + MINUTE_IN_SECONDS, self::HOOK );
		}
		if ( ! self::sends_after_response() ) {
			return;
		}
		if ( array() === self::$queued ) {
			add_action( 'shutdown', array( self::class, 'send_after_response' ), 20 );
		}
		self::$queued = array_merge( self::$queued, $ids );
	}

	/**
	 * Writes one queue row; its id, or null when the table refused it.
	 *
	 * @param array{to: string|string[], subject: string, message: string, headers?: string[]} $email The email.
	 */
	private static function insert( array $email ): ?int {
		global $wpdb;
		$inserted = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
			self::table(),
			array(
				'recipient'  => (string) wp_json_encode( (array) $email['to'] ),
				'subject'    => $email['subject'],
				'message'    => $email['message'],
				'headers'    => (string) wp_json_encode( $email['headers'] ?? array() ),
				'status'     => 'queued',
				'last_error' => '',
				'created_at' => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		return false === $inserted ? null : (int) $wpdb->insert_id;
	}

	/**
	 * Whether a request sends what it queued after its response. A site whose system cron runs
	 * wp-cron.php (on a node of its own, say) turns on Settings → Advanced → "Send emails by cron"
	 * or defines OPENGIVE_MAIL_BY_CRON: then its web nodes spend no time on mail in a burst of gifts.
	 */
	private static function sends_after_response(): bool {
		$by_cron = ( defined( 'OPENGIVE_MAIL_BY_CRON' ) && OPENGIVE_MAIL_BY_CRON ) || Settings::get( 'mail_by_cron' );
		/**
		 * Whether a request sends the mail it queued after its response (false: the cron run does).
		 *
		 * @param bool $after_response Default: unless OPENGIVE_MAIL_BY_CRON or the mail_by_cron setting is true.
		 */
		return (bool) apply_filters( 'opengive_send_mail_after_response', ! $by_cron );
	}

	/**
	 * At shutdown: finish the response first where PHP-FPM allows it, then send.
	 */
	public static function send_after_response(): void {
		if ( function_exists( 'fastcgi_finish_request' ) && 'fpm-fcgi' === PHP_SAPI ) {
			fastcgi_finish_request();
		}
		/**
		 * Fires after the response, before the queued mail is sent (the reliability suite kills PHP here).
		 */
		do_action( 'opengive_mail_queue_after_response' );
		// This request's rows are claimed together and marked sent together: two writes (each a
		// commit the worker waits for), not two per email.
		$token = wp_generate_password( 32, false );
		$sent  = array();
		foreach ( MailClaims::claim( self::$queued, $token ) as $row ) {
			if ( MailClaims::deliver( $row, $token ) ) {
				$sent[] = (int) $row['id'];
			}
		}
		MailClaims::mark_sent( $sent, $token );
		self::$queued = array();
	}

	/**
	 * Sends up to $limit queued emails; returns how many were sent.
	 *
	 * @param int $limit Most emails to send.
	 */
	public static function run( int $limit = 50 ): int {
		$sent = self::send_due( $limit )[1];
		self::tidy();
		return $sent;
	}

	/**
	 * The cron run: sends batches until nothing is due (or nothing could be claimed) or $seconds
	 * have passed (what is left gets the next run), so a burst of gifts is not sent at one batch a
	 * minute.
	 *
	 * @param int $seconds Time to keep sending for.
	 * @return int How many were sent.
	 */
	public static function drain( int $seconds = 20 ): int {
		$until = microtime( true ) + $seconds;
		$sent  = 0;
		do {
			list( $claimed, $batch ) = self::send_due( 50, $until );
			$sent                   += $batch;
		} while ( $claimed > 0 && microtime( true ) < $until );
		self::tidy();
		return $sent;
	}

	/**
	 * Sends up to $limit emails that are due, each checked against the deadline before it is
	 * claimed (a slow mail server does not stretch a run by a whole batch).
	 *
	 * @param int        $limit Most emails to send.
	 * @param float|null $until Time (microtime) after which no row is claimed.
	 * @return array{0: int, 1: int} How many rows this worker claimed, and how many it sent.
	 */
	private static function send_due( int $limit, ?float $until = null ): array {
		global $wpdb;
		$table = self::table();
		$token = wp_generate_password( 32, false );
		// phpcs:ignore WordPress.DB -- custom table, prepared.
		$ids  = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE status IN ('queued','sending') AND (locked_until IS NULL OR locked_until < %s) ORDER BY id LIMIT %d", gmdate( 'Y-m-d H:i:s' ), $limit ) ) );
		$claimed = 0;
		$sent    = 0;
		foreach ( $ids as $id ) {
			if ( null !== $until && microtime( true ) >= $until ) {
				break;
			}
			// One row at a time, claimed right before it is sent: another worker can take the rest.
			foreach ( MailClaims::claim( array( $id ), $token ) as $row ) {
				++$claimed;
				if ( MailClaims::deliver( $row, $token ) ) {
					MailClaims::mark_sent( array( $id ), $token );
					++$sent;
				}
			}
		}
		return array( $claimed, $sent );
	}

	/**
	 * Old sent rows go after a week; anything still queued keeps a cron run coming.
	 */
	private static function tidy(): void {
		global $wpdb;
		$table = self::table();
		// phpcs:disable WordPress.DB -- custom table, prepared.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE status = 'sent' AND sent_at < %s", gmdate( 'Y-m-d H:i:s', time() - WEEK_IN_SECONDS ) ) );
		$left = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE status IN ('queued','sending')" );
		// phpcs:enable
		if ( $left > 0 && ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time() + MINUTE_IN_SECONDS, self::HOOK );
		}
	}
}
