<?php
/**
 * Donation emails leave the donate request: queued in a table, sent after the response.
 *
 * @package OpenGive
 */

namespace OpenGive\Mail;

defined( 'ABSPATH' ) || exit;

/**
 * push() writes the email to opengive_mail_queue inside the request (one INSERT) and makes sure a
 * cron run is scheduled; at shutdown, after PHP-FPM has sent the response (fastcgi_finish_request),
 * the request sends what it queued. If PHP dies after the response the rows stay queued and the
 * scheduled cron run sends them, so nothing queued is lost. A worker claims rows with its own token
 * and a lease; a worker that dies mid-send leaves its rows to the next run once the lease is over
 * (at-least-once: a crash between wp_mail and the "sent" mark can send one email twice).
 * The filter opengive_queue_mail (default true) turns the queue off: then mail is sent at once.
 */
final class MailQueue {

	const HOOK         = 'opengive_send_queued_mail';
	const LEASE        = 300;
	const MAX_ATTEMPTS = 5;

	/**
	 * Whether this request queued mail (and so sends at shutdown).
	 *
	 * @var bool
	 */
	private static $pending = false;

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
		global $wpdb;
		/**
		 * Whether donation emails go through the queue (default true).
		 *
		 * @param bool $queue Queue them.
		 */
		if ( ! apply_filters( 'opengive_queue_mail', true ) ) {
			wp_mail( $to, $subject, $message, $headers );
			return;
		}
		$inserted = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
			self::table(),
			array(
				'recipient'  => (string) wp_json_encode( (array) $to ),
				'subject'    => $subject,
				'message'    => $message,
				'headers'    => (string) wp_json_encode( $headers ),
				'status'     => 'queued',
				'last_error' => '',
				'created_at' => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		if ( false === $inserted ) {
			// The queue table is unusable: sending now beats losing the email.
			wp_mail( $to, $subject, $message, $headers );
			return;
		}
		// Scheduled before the response, so a request that dies after it still has its cron run.
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time() + MINUTE_IN_SECONDS, self::HOOK );
		}
		if ( ! self::$pending ) {
			self::$pending = true;
			add_action( 'shutdown', array( self::class, 'send_after_response' ), 20 );
		}
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
		self::run();
	}

	/**
	 * Sends up to $limit queued emails; returns how many were sent.
	 *
	 * @param int $limit Most emails to send.
	 */
	public static function run( int $limit = 50 ): int {
		global $wpdb;
		$table = self::table();
		$now   = gmdate( 'Y-m-d H:i:s' );
		$token = wp_generate_password( 32, false );
		// phpcs:disable WordPress.DB -- custom table, prepared.
		$ids = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE status = 'queued' AND (locked_until IS NULL OR locked_until < %s) ORDER BY id LIMIT %d", $now, $limit ) ) );
		if ( array() === $ids ) {
			return 0;
		}
		// The claim is one UPDATE whose WHERE re-checks the lease: of two workers, each row goes to one.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET claim = %s, locked_until = %s, attempts = attempts + 1 WHERE id IN (" . implode( ',', $ids ) . ") AND status = 'queued' AND (locked_until IS NULL OR locked_until < %s)", $token, gmdate( 'Y-m-d H:i:s', time() + self::LEASE ), $now ) );
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE claim = %s AND status = 'queued' ORDER BY id", $token ), ARRAY_A );
		$sent = 0;
		foreach ( $rows as $row ) {
			$error = '';
			$catch = static function ( $wp_error ) use ( &$error ) {
				$error = $wp_error instanceof \WP_Error ? $wp_error->get_error_message() : 'wp_mail failed';
			};
			add_action( 'wp_mail_failed', $catch );
			$ok = wp_mail( (array) json_decode( (string) $row['recipient'], true ), (string) $row['subject'], (string) $row['message'], (array) json_decode( (string) $row['headers'], true ) );
			remove_action( 'wp_mail_failed', $catch );
			if ( $ok ) {
				$wpdb->update( $table, array( 'status' => 'sent', 'sent_at' => gmdate( 'Y-m-d H:i:s' ), 'locked_until' => null ), array( 'id' => (int) $row['id'] ) );
				++$sent;
				continue;
			}
			// Tried again after a growing pause; given up (kept, marked failed) after MAX_ATTEMPTS.
			$attempts = (int) $row['attempts'];
			$wpdb->update(
				$table,
				array(
					'status'       => $attempts >= self::MAX_ATTEMPTS ? 'failed' : 'queued',
					'locked_until' => gmdate( 'Y-m-d H:i:s', time() + MINUTE_IN_SECONDS * ( 2 ** $attempts ) ),
					'last_error'   => '' === $error ? 'wp_mail returned false' : $error,
				),
				array( 'id' => (int) $row['id'] )
			);
		}
		// Old sent rows go after a week; anything still queued keeps a cron run coming.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE status = 'sent' AND sent_at < %s", gmdate( 'Y-m-d H:i:s', time() - WEEK_IN_SECONDS ) ) );
		$left = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE status = 'queued'" );
		// phpcs:enable
		if ( $left > 0 && ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time() + MINUTE_IN_SECONDS, self::HOOK );
		}
		return $sent;
	}
}
