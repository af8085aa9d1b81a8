<?php
/**
 * The mail queue's row ownership: claiming rows for one worker, sending one, marking them sent.
 *
 * @package OpenGive
 */

namespace OpenGive\Mail;

defined( 'ABSPATH' ) || exit;

/**
 * Used by MailQueue's two senders (a request after its response, and the cron run); every write
 * carries the worker's token, so a worker only ever changes the rows it won.
 */
final class MailClaims {

	/**
	 * Sends one claimed row. A refusal puts it back in the queue after a growing pause; after
	 * MAX_ATTEMPTS it is given up (kept, marked failed).
	 *
	 * @param array<string, mixed> $row   The claimed row.
	 * @param string               $token This worker's token.
	 * @return bool Whether wp_mail took it (the caller marks it sent).
	 */
	public static function deliver( array $row, string $token ): bool {
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
			MailQueue::table(),
			array(
				'status'       => $attempts >= MailQueue::MAX_ATTEMPTS ? 'failed' : 'queued',
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
	public static function mark_sent( array $ids, string $token ): void {
		global $wpdb;
		if ( array() === $ids ) {
			return;
		}
		$table = MailQueue::table();
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
	public static function claim( array $ids, string $token ): array {
		global $wpdb;
		if ( array() === $ids ) {
			return array();
		}
		$table = MailQueue::table();
		$list  = implode( ',', array_map( 'intval', $ids ) );
		$now   = time();
		/**
		 * Seconds a claimed email stays with its worker before another may take it over (default
		 * 900: longer than PHPMailer's 300-second SMTP timeout, so a slow send is never taken for a dead one).
		 *
		 * @param int $lease Seconds.
		 */
		$lease = max( 1, (int) apply_filters( 'opengive_mail_lease', MailQueue::LEASE ) );
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
