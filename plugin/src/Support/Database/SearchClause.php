<?php
/**
 * The search condition of a list (FULLTEXT words, an email prefix, or LIKE on small tables).
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Database;

use OpenGive\Support\Migrations\AddSearchIndexes;

defined( 'ABSPATH' ) || exit;

/**
 * Words are matched through the FULLTEXT indexes AddSearchIndexes creates (MATCH … AGAINST in
 * boolean mode, each word as a required prefix); an email address as the start of the email column;
 * columns without such an index, and SQLite (Playground), by LIKE '%term%'. Column names are checked
 * by ColumnName::check().
 */
final class SearchClause {

	/**
	 * The condition ListQuery::search() adds, for use in a subquery too.
	 *
	 * @param string[] $columns Trusted column names, in the FULLTEXT index's order.
	 * @param string   $term    Search words as typed (not empty).
	 * @param string   $email   The email column ('' when none).
	 * @return array{0: string, 1: array<int, string>}
	 */
	public static function condition( array $columns, string $term, string $email = '' ): array {
		global $wpdb;
		$columns = array_map( array( ColumnName::class, 'check' ), $columns );
		if ( '' === $email && in_array( 'email', $columns, true ) ) {
			$email = 'email';
		}
		if ( Db::is_sqlite() ) {
			return self::anywhere( $columns, $term );
		}
		if ( '' !== $email && false !== strpos( $term, '@' ) ) {
			return array( ColumnName::check( $email ) . ' LIKE %s', array( $wpdb->esc_like( strtolower( $term ) ) . '%' ) );
		}
		$indexed = in_array( implode( ',', $columns ), array_column( AddSearchIndexes::INDEXES, 1 ), true );
		if ( ! $indexed ) {
			// Columns without a FULLTEXT index (contact messages' JSON fields, the consent log): small
			// tables, searched for the term anywhere, as before the donation lists got their indexes.
			return self::anywhere( $columns, $term );
		}
		$words = self::fulltext_words( $term );
		if ( array() === $words ) {
			// Only short words (e.g. "Li"): a value starting with the term, which each column's own
			// index can answer.
			$prefix = $wpdb->esc_like( $term ) . '%';
			$parts  = array_slice( $columns, 0, 3 );
			return array(
				'(' . implode( ' OR ', array_map( static function ( $column ) {
					return $column . ' LIKE %s';
				}, $parts ) ) . ')',
				array_fill( 0, count( $parts ), $prefix ),
			);
		}
		$boolean = implode( ' ', array_map( static function ( $word ) {
			return '+' . $word . '*';
		}, $words ) );
		return array( 'MATCH(' . implode( ', ', $columns ) . ') AGAINST (%s IN BOOLEAN MODE)', array( $boolean ) );
	}

	/**
	 * Each word of the term anywhere in one of the columns (SQLite, and tables without a FULLTEXT
	 * index), so "Jane Smith" finds Jane Smith there as the FULLTEXT search does.
	 *
	 * @param string[] $columns Trusted column names.
	 * @param string   $term    Search words as typed (not empty).
	 * @return array{0: string, 1: array<int, string>}
	 */
	private static function anywhere( array $columns, string $term ): array {
		global $wpdb;
		$words  = preg_split( '/\s+/u', $term, -1, PREG_SPLIT_NO_EMPTY );
		$parts  = array();
		$values = array();
		foreach ( (array) $words as $word ) {
			$parts[] = '(' . implode( ' OR ', array_map( static function ( $column ) {
				return $column . ' LIKE %s';
			}, $columns ) ) . ')';
			array_push( $values, ...array_fill( 0, count( $columns ), '%' . $wpdb->esc_like( $word ) . '%' ) );
		}
		return array( '(' . implode( ' AND ', $parts ) . ')', $values );
	}

	/**
	 * The words InnoDB's FULLTEXT index holds: letters and digits, three or more, not a stopword
	 * (a required stopword would match nothing).
	 *
	 * @param string $term Words as typed.
	 * @return string[]
	 */
	private static function fulltext_words( string $term ): array {
		$stop  = array( 'about', 'an', 'are', 'as', 'at', 'be', 'by', 'com', 'de', 'en', 'for', 'from', 'how', 'in', 'is', 'it', 'la', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'was', 'what', 'when', 'where', 'who', 'will', 'with', 'und', 'www' );
		$words = preg_split( '/[^\p{L}\p{N}_]+/u', function_exists( 'mb_strtolower' ) ? mb_strtolower( $term ) : strtolower( $term ), -1, PREG_SPLIT_NO_EMPTY );
		return array_values(
			array_filter(
				(array) $words,
				static function ( $word ) use ( $stop ) {
					$length = function_exists( 'mb_strlen' ) ? mb_strlen( $word ) : strlen( $word );
					return $length >= 3 && ! in_array( $word, $stop, true );
				}
			)
		);
	}
}
