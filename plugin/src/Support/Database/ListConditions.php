<?php
/**
 * The conditions of a ListQuery: equality filters, exclusions, lists and raw fragments.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Kept apart from ListQuery's reading (page, order, counts). The equality filters are also kept as
 * facets, so a repository can answer a count from a maintained counter instead of the table.
 */
trait ListConditions {

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
	 * The equality filters and the excluded values (column => value each) when they are the only
	 * conditions, else null.
	 *
	 * @return array{0: array<string, int|string>, 1: array<string, int|string>}|null
	 */
	public function facets_excluding(): ?array {
		return null === $this->facets ? null : array( $this->facets, $this->excluded );
	}
}
