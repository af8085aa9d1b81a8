<?php
/**
 * Stores contact form submissions.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Repositories;

use OpenGive\Support\Database\ListQuery;

defined( 'ABSPATH' ) || exit;

/**
 * The opengive_contact_submissions table. Rows come back as arrays with `fields` decoded.
 */
final class SubmissionRepository {

	const STATUSES = array( 'received', 'mail_sent', 'mail_failed', 'spam', 'aborted' );

	/**
	 * The table name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'opengive_contact_submissions';
	}

	/**
	 * Inserts a submission and returns its id.
	 *
	 * @param array<string, mixed> $row form_id, fields (array), status, email, consent, ip_hash, user_agent, page_id, page_url.
	 * @throws \RuntimeException When the row could not be written (the visitor is told; nothing is mailed).
	 */
	public function insert( array $row ): int {
		global $wpdb;
		$ok = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
			self::table(),
			array(
				'form_id'    => (int) $row['form_id'],
				'fields'     => (string) wp_json_encode( $row['fields'] ),
				'status'     => (string) $row['status'],
				'email'      => substr( (string) ( $row['email'] ?? '' ), 0, 191 ),
				'consent'    => empty( $row['consent'] ) ? 0 : 1,
				'ip_hash'    => (string) ( $row['ip_hash'] ?? '' ),
				'user_agent' => substr( (string) ( $row['user_agent'] ?? '' ), 0, 255 ),
				'page_id'    => (int) ( $row['page_id'] ?? 0 ),
				'page_url'   => substr( (string) ( $row['page_url'] ?? '' ), 0, 2048 ),
				'created_at' => gmdate( 'Y-m-d H:i:s' ),
			),
			array( '%d', '%s', '%s', '%s', '%d', '%s', '%s', '%d', '%s', '%s' )
		);
		if ( false === $ok ) {
			throw new \RuntimeException( 'The contact submission could not be stored: ' . esc_html( $wpdb->last_error ) );
		}
		return (int) $wpdb->insert_id;
	}

	/**
	 * Changes a submission's status.
	 *
	 * @param int    $id     Submission id.
	 * @param string $status One of STATUSES.
	 */
	public function set_status( int $id, string $status ): void {
		global $wpdb;
		if ( in_array( $status, self::STATUSES, true ) ) {
			$wpdb->update( self::table(), array( 'status' => $status ), array( 'id' => $id ), array( '%s' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
		}
	}

	/**
	 * Replaces the stored fields (the eraser blanks personal values).
	 *
	 * @param int                  $id     Submission id.
	 * @param array<string, mixed> $fields Fields.
	 * @param array<string, mixed> $extra  Other columns to set.
	 */
	public function update_fields( int $id, array $fields, array $extra = array() ): void {
		global $wpdb;
		$wpdb->update( self::table(), array_merge( $extra, array( 'fields' => (string) wp_json_encode( $fields ) ) ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
	}

	/**
	 * One submission, or null.
	 *
	 * @param int $id Submission id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		$rows = ( new ListQuery() )->equals( 'id', $id )->rows( self::table() );
		return array() === $rows ? null : self::decode( $rows[0] );
	}

	/**
	 * A page of submissions and the total matching the same filters.
	 *
	 * @param array<string, mixed> $args form_id, status, search, email, page, per_page, order.
	 * @return array{0: array<int, array<string, mixed>>, 1: int}
	 */
	public function page( array $args ): array {
		$query = new ListQuery();
		if ( ! empty( $args['form_id'] ) ) {
			$query->equals( 'form_id', (int) $args['form_id'] );
		}
		if ( ! empty( $args['status'] ) ) {
			$query->in( 'status', array_values( array_intersect( (array) $args['status'], self::STATUSES ) ) );
		}
		if ( isset( $args['email'] ) && '' !== $args['email'] ) {
			$query->equals( 'email', (string) $args['email'] );
		}
		$query->search( array( 'email', 'fields' ), isset( $args['search'] ) ? (string) $args['search'] : '' );
		$total = $query->count( self::table() );
		$query->order_by( 'created_at', isset( $args['order'] ) ? (string) $args['order'] : 'desc' );
		$query->paginate( isset( $args['page'] ) ? (int) $args['page'] : 1, isset( $args['per_page'] ) ? (int) $args['per_page'] : 20 );
		return array( array_map( array( self::class, 'decode' ), $query->rows( self::table() ) ), $total );
	}

	/**
	 * Deletes a submission.
	 *
	 * @param int $id Submission id.
	 */
	public function delete( int $id ): bool {
		global $wpdb;
		return (bool) $wpdb->delete( self::table(), array( 'id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
	}

	/**
	 * A row with its fields decoded and its numbers typed.
	 *
	 * @param array<string, mixed> $row Database row.
	 * @return array<string, mixed>
	 */
	private static function decode( array $row ): array {
		$fields = json_decode( (string) $row['fields'], true );
		return array(
			'id'         => (int) $row['id'],
			'form_id'    => (int) $row['form_id'],
			'fields'     => is_array( $fields ) ? $fields : array(),
			'status'     => (string) $row['status'],
			'email'      => (string) $row['email'],
			'consent'    => (bool) $row['consent'],
			'ip_hash'    => (string) $row['ip_hash'],
			'user_agent' => (string) $row['user_agent'],
			'page_id'    => (int) $row['page_id'],
			'page_url'   => (string) $row['page_url'],
			'created_at' => (string) $row['created_at'],
		);
	}
}
