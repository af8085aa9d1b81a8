<?php
/**
 * A page of rows and the list's total, read in one pass.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Runs a query that selects a page's ids with the total as a window count (COUNT(*) OVER ()), then
 * reads those rows by primary key, in the page's order. For lists whose condition is costly to
 * evaluate (FULLTEXT): the usual COUNT(*) and the page query evaluated it twice.
 */
final class CountedPage {

	/**
	 * The page's rows and the total.
	 *
	 * @param string $table Prefixed table name (trusted).
	 * @param string $sql   Prepared "SELECT id, COUNT(*) OVER () AS total … LIMIT … OFFSET …".
	 * @return array{rows: array<int, array<string, mixed>>, total: int|null} Total null when the
	 *                                                                        page is past the end.
	 */
	public static function read( string $table, string $sql ): array {
		global $wpdb;
		$found = (array) $wpdb->get_results( $sql, ARRAY_A ); // phpcs:ignore WordPress.DB -- prepared by ListQuery.
		if ( array() === $found ) {
			return array(
				'rows'  => array(),
				'total' => null,
			);
		}
		$ids  = array_map( 'intval', array_column( $found, 'id' ) );
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE id IN (" . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')', $ids ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table; ids are placeholders.
		$by_id = array_column( $rows, null, 'id' );
		return array(
			'rows'  => array_values( array_filter( array_map( static function ( $id ) use ( $by_id ) {
				return $by_id[ $id ] ?? null;
			}, $ids ) ) ),
			'total' => (int) $found[0]['total'],
		);
	}
}
