<?php
/**
 * Donation emails leave the donate request: queued in a table, sent after the response.
 *
 * @package OpenGive
 */

namespace OpenGive\Mail;

use OpenGive\Support\Database\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * push() writes the email to opengive_mail_queue inside the request (one INSERT) and makes sure a
 * cron run is scheduled; at shutdown, after PHP-FPM has sent the response (fastcgi_finish_request),
 * the request sends what it queued, and only that (a cron run sends what other requests left and
 * prunes old rows: a burst of gifts does not have every request scan the others' mail). If PHP dies after the response the rows stay queued and the
 * scheduled cron run sends them, so nothing queued is lost. A worker claims each row right before
 * sending it (queued -> sending, its own token, a lease: see claim()), so without a crash no email
 * is sent twice, however many workers run at once. A worker that dies mid-send leaves its row in
 * "sending" to the next run once the lease is over: the one at-least-once window is PHP dying
 * after wp_mail returned and before the row is marked sent (that email goes out twice).
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
		/**
		 * Whether donation emails go through the queue (default true).
		 *
		 * @param bool $queue Queue them.
		 */
		if ( array() === $emails || ! apply_filters( 'opengive_queue_mail', true ) ) {
			array_map( array( self::class, 'send_now' ), $emails );
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
		array_map( array( self::class, 'send_now' ), $unqueued );
		if ( array() === $ids ) {
			return;
		}
		// Scheduled before the response, so a request that dies after it still has its cron run.
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time() + MINUTE_IN_SECONDS, self::HOOK );
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
	 * Sends an email at once, past the queue.
	 *
	 * @param array{to: string|string[], subject: string, message: string, headers?: string[]} $email The email.
	 */
	private static function send_now( array $email ): void {
		wp_mail( $email['to'], $email['subject'], $email['message'], $email['headers'] ?? array() );
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
		foreach ( self::claim( self::$queued, $token ) as $row ) {
			if ( self::deliver( $row, $token ) ) {
				$sent[] = (int) $row['id'];
			}
		}
		self::mark_sent( $sent, $token );
		self::$queued = array();
	}

	/**
	 * Sends up to $limit queued emails; returns how many were sent.
	 *
	 * @param int $limit Most emails to send.
	 */
	public static function run( int $limit = 50 ): int {
		global $wpdb;
		$table = self::table();
		$token = wp_generate_password( 32, false );
		// phpcs:disable WordPress.DB -- custom table, prepared.
		$ids  = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE status IN ('queued','sending') AND (locked_until IS NULL OR locked_until < %s) ORDER BY id LIMIT %d", gmdate( 'Y-m-d H:i:s' ), $limit ) ) );
		$sent = 0;
		foreach ( $ids as $id ) {
			// One row at a time, claimed right before it is sent: another worker can take the rest.
			foreach ( self::claim( array( $id ), $token ) as $row ) {
				if ( self::deliver( $row, $token ) ) {
					self::mark_sent( array( $id ), $token );
					++$sent;
				}
			}
		}
		// Old sent rows go after a week; anything still queued keeps a cron run coming.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE status = 'sent' AND sent_at < %s", gmdate( 'Y-m-d H:i:s', time() - WEEK_IN_SECONDS ) ) );
		$left = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE status IN ('queued','sending')" );
		// phpcs:enable
		if ( $left > 0 && ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time() + MINUTE_IN_SECONDS, self::HOOK );
		}
		return $sent;
	}

	/**
	 * Sends one claimed row. A refusal puts it back in the queue after a growing pause; after
	 * MAX_ATTEMPTS it is given up (kept, marked failed).
	 *
	 * @param array<string, mixed> $row   The claimed row.
	 * @param string               $token This worker's token.
	 * @return bool Whether wp_mail took it (the caller marks it sent).
	 */
	private static function deliver( array $row, string $token ): bool {
		global $wpdb;
		$error = '';
		$catch = static function ( $wp_error ) use ( &$error ) {
			$error = $wp_error instanceof \WP_Error ? $wp_error->get_error_message() : 'wp_mail failed';
		};
		add_action( 'wp_mail_failed', $catch );
		$ok = wp_mail( (array) json_decode( (string) $row['recipient'], true ), (string) $row['subject'], (string) $row['message'], (array) json_decode( (string) $row['headers'], true ) );
		remove_action( 'wp_mail_failed', $catch );
		if ( $ok ) {
			return true;
		}
		$attempts = (int) $row['attempts'];
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
			self::table(),
			array(
				'status'       => $attempts >= self::MAX_ATTEMPTS ? 'failed' : 'queued',
				'locked_until' => gmdate( 'Y-m-d H:i:s', time() + MINUTE_IN_SECONDS * ( 2 ** $attempts ) ),
				'last_error'   => '' === $error ? 'wp_mail returned false' : $error,
			),
			array(
				'id'    => (int) $row['id'],
				'claim' => $token,
			)
		);
		return false;
	}

	/**
	 * Marks rows this worker claimed and sent as sent, in one statement.
	 *
	 * @param int[]  $ids   Rows.
	 * @param string $token This worker's token.
	 */
	private static function mark_sent( array $ids, string $token ): void {
		global $wpdb;
		if ( array() === $ids ) {
			return;
		}
		$table = self::table();
		$list  = implode( ',', array_map( 'intval', $ids ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = 'sent', sent_at = %s, locked_until = NULL WHERE id IN ({$list}) AND claim = %s", gmdate( 'Y-m-d H:i:s' ), $token ) ); // phpcs:ignore WordPress.DB -- custom table, prepared; the list is integers.
	}

	/**
	 * Claims rows for this worker, right before they are sent: one UPDATE that moves each from queued
	 * (or from sending whose lease ran out: its worker died) to sending under this worker's token
	 * and a fresh lease. Exactly one of any number of workers racing for a row changes it; the others
	 * leave it. The rows are read back by the token, so each worker gets exactly the ones it won.
	 *
	 * @param int[]  $ids   Rows.
	 * @param string $token This worker's token.
	 * @return array<int, array<string, mixed>> The rows this worker won.
	 */
	private static function claim( array $ids, string $token ): array {
		global $wpdb;
		if ( array() === $ids ) {
			return array();
		}
		$table = self::table();
		$list  = implode( ',', array_map( 'intval', $ids ) );
		$now   = time();
		/**
		 * Seconds a claimed email stays with its worker before another may take it over (default
		 * 900: longer than PHPMailer's 300-second SMTP timeout, so a slow send is never taken for a dead one).
		 *
		 * @param int $lease Seconds.
		 */
		$lease = max( 1, (int) apply_filters( 'opengive_mail_lease', self::LEASE ) );
		// phpcs:disable WordPress.DB -- custom table, prepared; the list is integers.
		$won = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = 'sending', claim = %s, locked_until = %s, attempts = attempts + 1 WHERE id IN ({$list}) AND status IN ('queued','sending') AND (locked_until IS NULL OR locked_until < %s)", $token, gmdate( 'Y-m-d H:i:s', $now + $lease ), gmdate( 'Y-m-d H:i:s', $now ) ) );
		if ( ! $won ) {
			return array();
		}
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE id IN ({$list}) AND claim = %s ORDER BY id", $token ), ARRAY_A );
		// phpcs:enable
		return (array) $rows;
	}
}
