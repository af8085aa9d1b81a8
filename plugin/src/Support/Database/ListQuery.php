<?php
/**
 * Filters, order and page for a list read from one of our tables.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Collects conditions as prepared fragments, so the count and the page use the same WHERE. Column
 * names come from code, never from a request: callers map request parameters onto fixed columns.
 */
final class ListQuery {

	/**
	 * SQL fragments with placeholders.
	 *
	 * @var string[]
	 */
	private $where = array();

	/**
	 * Values for the placeholders, in order.
	 *
	 * @var array<int, int|string>
	 */
	private $values = array();

	/**
	 * The equality filters (column => value), or null once any other kind of condition was added:
	 * lets a repository answer the count from a maintained counter instead of the table.
	 *
	 * @var array<string, int|string>|null
	 */
	private $facets = array();

	/**
	 * The inequality filters (column => excluded value) added by not_equals, beside the facets.
	 *
	 * @var array<string, int|string>
	 */
	private $excluded = array();

	/**
	 * ORDER BY clause ('' for none).
	 *
	 * @var string
	 */
	private $order = '';

	/**
	 * The same order on the outer query of a deferred join (columns of alias t).
	 *
	 * @var string
	 */
	private $outer_order = '';

	/**
	 * FORCE INDEX clause for the page query on MariaDB/MySQL ('' for none): see read_through().
	 *
	 * @var string
	 */
	private $index_hint = '';

	/**
	 * Totals read with the page (table => total), as MATCH costs tens of ms at a million rows and
	 * COUNT(*) evaluated it a second time; null unless a FULLTEXT search.
	 *
	 * @var array<string, int>|null
	 */
	private $counted = null;

	/**
	 * Page, from 1.
	 *
	 * @var int
	 */
	public $page = 1;

	/**
	 * Rows per page; 0 for all.
	 *
	 * @var int
	 */
	public $per_page = 0;

	/**
	 * column = value.
	 *
	 * @param string     $column Trusted column name.
	 * @param int|string $value  Value.
	 */
	public function equals( string $column, $value ): self {
		$this->where[]  = ColumnName::check( $column ) . ( is_int( $value ) ? ' = %d' : ' = %s' );
		$this->values[] = $value;
		if ( null !== $this->facets ) {
			$this->facets = array_key_exists( $column, $this->facets ) || array_key_exists( $column, $this->excluded ) ? null : $this->facets + array( $column => $value );
		}
		return $this;
	}

	/**
	 * column <> value. The count stays answerable from the maintained counters (everything minus the
	 * excluded value), which is how a list shows "every status but the trash" cheaply.
	 *
	 * @param string     $column Trusted column name.
	 * @param int|string $value  Excluded value.
	 */
	public function not_equals( string $column, $value ): self {
		$this->where[]  = ColumnName::check( $column ) . ( is_int( $value ) ? ' <> %d' : ' <> %s' );
		$this->values[] = $value;
		if ( null !== $this->facets && ! array_key_exists( $column, $this->excluded ) && ! array_key_exists( $column, $this->facets ) ) {
			$this->excluded[ $column ] = $value;
		} else {
			$this->facets = null;
		}
		return $this;
	}

	/**
	 * column IN (values); an empty list matches nothing.
	 *
	 * @param string                 $column Trusted column name.
	 * @param array<int, int|string> $values Values.
	 */
	public function in( string $column, array $values ): self {
		$this->facets = null;
		if ( array() === $values ) {
			$this->where[] = '1 = 0';
			return $this;
		}
		$placeholders  = implode( ', ', array_map( static function ( $value ) {
			return is_int( $value ) ? '%d' : '%s';
		}, $values ) );
		$this->where[] = ColumnName::check( $column ) . " IN ({$placeholders})";
		array_push( $this->values, ...array_values( $values ) );
		return $this;
	}

	/**
	 * A raw condition on trusted columns with its own placeholders (e.g. "anonymous = 0").
	 *
	 * @param string                 $sql    Fragment.
	 * @param array<int, int|string> $values Placeholder values.
	 */
	public function where( string $sql, array $values = array() ): self {
		$this->facets  = null;
		$this->where[] = $sql;
		array_push( $this->values, ...$values );
		return $this;
	}

	/**
	 * Words typed into a search box matched against the columns, through their FULLTEXT index where
	 * they have one (SearchClause says how); a FULLTEXT search reads its page and total in one pass.
	 *
	 * @param string[] $columns Trusted column names, in the FULLTEXT index's order.
	 * @param string   $term    Search words as typed.
	 * @param string   $email   The email column ('' when none: then 'email' if listed).
	 */
	public function search( array $columns, string $term, string $email = '' ): self {
		$term = trim( $term );
		if ( '' === $term ) {
			return $this;
		}
		$this->facets = null;
		list( $sql, $values ) = SearchClause::condition( $columns, $term, $email );
		$this->where[]        = $sql;
		$this->counted        = 0 === strpos( $sql, 'MATCH(' ) ? array() : null;
		array_push( $this->values, ...$values );
		return $this;
	}

	/**
	 * The equality filters (column => value) when they are the only conditions, else null.
	 *
	 * @return array<string, int|string>|null
	 */
	public function facets(): ?array {
		return array() === $this->excluded ? $this->facets : null;
	}

	/**
	 * The equality filters and the excluded values (column => value each) when they are the only
	 * conditions, else null.
	 *
	 * @return array{0: array<string, int|string>, 1: array<string, int|string>}|null
	 */
	public function facets_excluding(): ?array {
		return null === $this->facets ? null : array( $this->facets, $this->excluded );
	}

	/**
	 * Reads the page through this index on MariaDB/MySQL (not SQLite). For a list whose order index
	 * serves it: with sampled statistics MariaDB sometimes picked a status range and sorted every row.
	 *
	 * @param string $index Trusted index name.
	 */
	public function read_through( string $index ): self {
		$this->index_hint = Db::is_sqlite() ? '' : ' FORCE INDEX (' . ColumnName::check( $index ) . ')';
		return $this;
	}

	/**
	 * Orders by a column, then by id so pages never overlap.
	 *
	 * @param string $column    Trusted column name.
	 * @param string $direction 'asc' or 'desc'.
	 */
	public function order_by( string $column, string $direction ): self {
		$dir               = 'asc' === strtolower( $direction ) ? 'ASC' : 'DESC';
		$this->order       = ColumnName::check( $column ) . " {$dir}" . ( 'id' === $column ? '' : ", id {$dir}" );
		$this->outer_order = "t.{$column} {$dir}" . ( 'id' === $column ? '' : ", t.id {$dir}" );
		return $this;
	}

	/**
	 * Orders by a trusted SQL expression (e.g. a correlated subquery written in code), then by id.
	 *
	 * @param string $expression Trusted expression, never from a request.
	 * @param string $direction  'asc' or 'desc'.
	 */
	public function order_by_expression( string $expression, string $direction ): self {
		$dir         = 'asc' === strtolower( $direction ) ? 'ASC' : 'DESC';
		$this->order       = "({$expression}) {$dir}, id {$dir}";
		$this->outer_order = '';
		return $this;
	}

	/**
	 * Page and size.
	 *
	 * @param int $page     From 1.
	 * @param int $per_page Rows per page.
	 */
	public function paginate( int $page, int $per_page ): self {
		$this->page     = max( 1, $page );
		$this->per_page = max( 1, $per_page );
		return $this;
	}

	/**
	 * The page of rows.
	 *
	 * @param string $table Prefixed table name.
	 * @return array<int, array<string, mixed>>
	 */
	public function rows( string $table ): array {
		global $wpdb;
		$sql    = "SELECT * FROM {$table}{$this->index_hint}" . $this->where_sql() . ( '' !== $this->order ? " ORDER BY {$this->order}" : '' );
		$values = $this->values;
		if ( $this->per_page > 0 ) {
			$sql .= ' LIMIT %d OFFSET %d';
			array_push( $values, $this->per_page, ( $this->page - 1 ) * $this->per_page );
			if ( null !== $this->counted && Db::has_window_functions() ) {
				$page                    = CountedPage::read( $table, $this->prepare( str_replace( 'SELECT * FROM', 'SELECT id, COUNT(*) OVER () AS total FROM', $sql ), $values ) );
				$this->counted[ $table ] = $page['total'];
				return $page['rows'];
			}
			if ( $this->page > 1 && ( '' === $this->order || '' !== $this->outer_order ) ) {
				// A deep page skips its offset in the index (ids only) and reads just its own rows:
				// SELECT * with OFFSET 20,000 read 20,000 whole rows to throw them away. Not for an
				// order by expression: the joined rows would lose it (no outer ORDER BY can name it).
				$sql = "SELECT t.* FROM {$table} t JOIN (" . str_replace( 'SELECT * FROM', 'SELECT id FROM', $sql ) . ') page ON page.id = t.id' . ( '' !== $this->outer_order ? " ORDER BY {$this->outer_order}" : '' );
			}
		}
		return (array) $wpdb->get_results( $this->prepare( $sql, $values ), ARRAY_A ); // phpcs:ignore WordPress.DB -- custom table; every value is a placeholder.
	}

	/**
	 * How many rows match, whatever the page.
	 *
	 * @param string $table Prefixed table name.
	 */
	public function count( string $table ): int {
		global $wpdb;
		return $this->counted[ $table ] ?? (int) $wpdb->get_var( $this->prepare( "SELECT COUNT(*) FROM {$table}" . $this->where_sql(), $this->values ) ); // phpcs:ignore WordPress.DB -- custom table; every value is a placeholder.
	}

	/**
	 * The WHERE clause.
	 */
	private function where_sql(): string {
		return array() === $this->where ? '' : ' WHERE ' . implode( ' AND ', $this->where );
	}

	/**
	 * Prepares only when there is something to prepare (wpdb warns otherwise).
	 *
	 * @param string                 $sql    SQL with placeholders.
	 * @param array<int, int|string> $values Values.
	 */
	private function prepare( string $sql, array $values ): string {
		global $wpdb;
		return array() === $values ? $sql : (string) $wpdb->prepare( $sql, $values ); // phpcs:ignore WordPress.DB.PreparedSQL -- built from trusted fragments with placeholders.
	}
}
