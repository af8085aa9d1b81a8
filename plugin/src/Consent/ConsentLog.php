<?php
/**
 * The consent log: write one record, list and count with filters, purge old rows, and find a
 * person's rows for the privacy exporter and eraser.
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes {prefix}opengive_consent_log with prepared statements only.
 */
final class ConsentLog {

	const SORTABLE = array( 'created_at', 'region', 'consent_type', 'policy_id', 'id' );

	/**
	 * The table name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'opengive_consent_log';
	}

	/**
	 * Stores one consent.
	 *
	 * @param array<string, mixed> $row visitor_id, ip_hash, user_id, region, consent_type, categories (list), services (map), policy_id.
	 * @return int The new row's id.
	 */
	public function insert( array $row ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
		$wpdb->insert(
			self::table(),
			array(
				'created_at'   => gmdate( 'Y-m-d H:i:s' ),
				'visitor_id'   => (string) $row['visitor_id'],
				'ip_hash'      => (string) $row['ip_hash'],
				'user_id'      => (int) $row['user_id'],
				'region'       => (string) $row['region'],
				'consent_type' => (string) $row['consent_type'],
				'categories'   => (string) wp_json_encode( array_values( (array) $row['categories'] ) ),
				'services'     => (string) wp_json_encode( (object) $row['services'] ),
				'policy_id'    => (int) $row['policy_id'],
			),
			array( '%s', '%s', '%s', '%d', '%s', '%s', '%s', '%s', '%d' )
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * A page of rows and the total for the filters.
	 *
	 * @param array<string, mixed> $query region, consent_type, category, policy_id, search (visitor id), after, before, page, per_page, orderby, order.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function query( array $query ): array {
		global $wpdb;
		list( $where, $args ) = $this->where( $query );
		$table    = self::table();
		$orderby  = isset( $query['orderby'] ) && in_array( $query['orderby'], self::SORTABLE, true ) ? $query['orderby'] : 'created_at';
		$order    = isset( $query['order'] ) && 'asc' === $query['order'] ? 'ASC' : 'DESC';
		$per_page = isset( $query['per_page'] ) ? max( 1, min( 500, (int) $query['per_page'] ) ) : 20;
		$page     = isset( $query['page'] ) ? max( 1, (int) $query['page'] ) : 1;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table; $where holds placeholders only, order columns come from a fixed list.
		$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE {$where}", $args ) );
		$rows  = (array) $wpdb->get_results(
			$wpdb->prepare( "SELECT * FROM {$table} WHERE {$where} ORDER BY {$orderby} {$order}, id {$order} LIMIT %d OFFSET %d", array_merge( $args, array( $per_page, ( $page - 1 ) * $per_page ) ) ),
			ARRAY_A
		);
		// phpcs:enable
		return array(
			'rows'  => array_map( array( self::class, 'shape' ), $rows ),
			'total' => $total,
		);
	}

	/**
	 * How many records allowed each category (and how many in all), for the filters given.
	 *
	 * @param array<string, mixed> $query Filters as in query().
	 * @return array<string, int>
	 */
	public function counts( array $query ): array {
		global $wpdb;
		list( $where, $args ) = $this->where( $query );
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table; placeholders only.
		$groups = (array) $wpdb->get_results( $wpdb->prepare( "SELECT categories, COUNT(*) AS n FROM {$table} WHERE {$where} GROUP BY categories", $args ), ARRAY_A );
		$counts = array( 'total' => 0 );
		foreach ( array_merge( Contract::categories(), array( 'do_not_track', 'no_warning' ) ) as $category ) {
			$counts[ $category ] = 0;
		}
		foreach ( $groups as $group ) {
			$counts['total'] += (int) $group['n'];
			foreach ( (array) json_decode( (string) $group['categories'], true ) as $category ) {
				if ( isset( $counts[ $category ] ) ) {
					$counts[ $category ] += (int) $group['n'];
				}
			}
		}
		return $counts;
	}

	/**
	 * Deletes rows older than the retention.
	 *
	 * @param int $months Months to keep.
	 * @return int Rows deleted.
	 */
	public function purge( int $months ): int {
		global $wpdb;
		$cutoff = gmdate( 'Y-m-d H:i:s', (int) strtotime( '-' . max( 1, $months ) . ' months' ) );
		$table  = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table.
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE created_at < %s", $cutoff ) );
	}

	/**
	 * A user's rows (privacy export), oldest first.
	 *
	 * @param int $user_id User.
	 * @param int $limit   Rows per page.
	 * @param int $offset  Offset.
	 * @return array<int, array<string, mixed>>
	 */
	public function for_user( int $user_id, int $limit, int $offset ): array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE user_id = %d ORDER BY id ASC LIMIT %d OFFSET %d", $user_id, $limit, $offset ), ARRAY_A );
		return array_map( array( self::class, 'shape' ), $rows );
	}

	/**
	 * Deletes a user's rows (privacy eraser).
	 *
	 * @param int $user_id User.
	 * @return int Rows deleted.
	 */
	public function erase_user( int $user_id ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- custom table.
		return (int) $wpdb->delete( self::table(), array( 'user_id' => $user_id ), array( '%d' ) );
	}

	/**
	 * The WHERE clause (placeholders only) and its arguments.
	 *
	 * @param array<string, mixed> $query Filters.
	 * @return array{0: string, 1: array<int, mixed>}
	 */
	private function where( array $query ): array {
		global $wpdb;
		$where = array( '1=1' );
		$args  = array();
		foreach ( array( 'region', 'consent_type' ) as $column ) {
			if ( isset( $query[ $column ] ) && '' !== $query[ $column ] ) {
				$where[] = "{$column} = %s";
				$args[]  = (string) $query[ $column ];
			}
		}
		if ( ! empty( $query['policy_id'] ) ) {
			$where[] = 'policy_id = %d';
			$args[]  = (int) $query['policy_id'];
		}
		if ( isset( $query['category'] ) && '' !== $query['category'] ) {
			$where[] = 'categories LIKE %s';
			$args[]  = '%' . $wpdb->esc_like( '"' . $query['category'] . '"' ) . '%';
		}
		if ( isset( $query['search'] ) && '' !== $query['search'] ) {
			$where[] = 'visitor_id LIKE %s';
			$args[]  = '%' . $wpdb->esc_like( (string) $query['search'] ) . '%';
		}
		if ( ! empty( $query['after'] ) ) {
			$where[] = 'created_at >= %s';
			$args[]  = (string) $query['after'];
		}
		if ( ! empty( $query['before'] ) ) {
			$where[] = 'created_at < %s';
			$args[]  = (string) $query['before'];
		}
		if ( array() === $args ) {
			// prepare() needs at least one placeholder.
			$where[] = '%d = %d';
			$args    = array( 1, 1 );
		}
		return array( implode( ' AND ', $where ), $args );
	}

	/**
	 * A row as the REST list and the exporter show it.
	 *
	 * @param array<string, mixed> $row Database row.
	 * @return array<string, mixed>
	 */
	public static function shape( array $row ): array {
		$services = json_decode( (string) $row['services'], true );
		return array(
			'id'          => (int) $row['id'],
			'date'        => gmdate( 'Y-m-d\TH:i:s\Z', (int) strtotime( (string) $row['created_at'] . ' UTC' ) ),
			'visitorId'   => (string) $row['visitor_id'],
			'region'      => (string) $row['region'],
			'consentType' => (string) $row['consent_type'],
			'categories'  => (array) json_decode( (string) $row['categories'], true ),
			'services'    => is_array( $services ) ? (object) $services : new \stdClass(),
			'policyId'    => (int) $row['policy_id'],
		);
	}
}
