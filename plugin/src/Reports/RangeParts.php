<?php
/**
 * A report range cut into the whole UTC hours, days, months or years the maintained sums hold.
 *
 * @package OpenGive
 */

namespace OpenGive\Reports;

defined( 'ABSPATH' ) || exit;

/**
 * Ranges are UTC [start, end) as 'Y-m-d H:i:s'. Each `whole_*` gives the largest run of whole units
 * inside a range, or null when there is none; `edges` gives what is left either side of such a run,
 * to be read at a finer grain.
 */
final class RangeParts {

	/**
	 * The whole UTC hours inside a range, [first, end) as 'Y-m-d H:00:00'.
	 *
	 * @param string[] $bounds UTC [start, end).
	 * @return string[]|null
	 */
	public static function whole_hours( array $bounds ): ?array {
		$first = substr( $bounds[0], 0, 13 ) . ':00:00';
		if ( $first < $bounds[0] ) {
			$first = gmdate( 'Y-m-d H:00:00', strtotime( $first . ' UTC' ) + HOUR_IN_SECONDS );
		}
		$last = substr( $bounds[1], 0, 13 ) . ':00:00';
		return $first < $last ? array( $first, $last ) : null;
	}

	/**
	 * The whole UTC days inside a range, [first, end) as 'Y-m-d 00:00:00'.
	 *
	 * @param string[] $bounds UTC [start, end).
	 * @return string[]|null
	 */
	public static function whole_days( array $bounds ): ?array {
		$first = substr( $bounds[0], 0, 10 ) . ' 00:00:00';
		if ( $first < $bounds[0] ) {
			$first = gmdate( 'Y-m-d 00:00:00', strtotime( substr( $first, 0, 10 ) . ' UTC +1 day' ) );
		}
		$last = substr( $bounds[1], 0, 10 ) . ' 00:00:00';
		return $first < $last ? array( $first, $last ) : null;
	}

	/**
	 * The whole UTC months inside a range, [first, end) as 'Y-m-01 00:00:00'.
	 *
	 * @param string[] $bounds UTC [start, end).
	 * @return string[]|null
	 */
	public static function whole_months( array $bounds ): ?array {
		$first = substr( $bounds[0], 0, 7 ) . '-01 00:00:00';
		if ( $first < $bounds[0] ) {
			$first = gmdate( 'Y-m-01 00:00:00', strtotime( substr( $first, 0, 10 ) . ' UTC +1 month' ) );
		}
		$last = substr( $bounds[1], 0, 7 ) . '-01 00:00:00';
		return $first < $last ? array( $first, $last ) : null;
	}

	/**
	 * The whole UTC years inside a range, [first, end) as 'Y-01-01 00:00:00'.
	 *
	 * @param string[] $bounds UTC [start, end).
	 * @return string[]|null
	 */
	public static function whole_years( array $bounds ): ?array {
		$first = substr( $bounds[0], 0, 4 ) . '-01-01 00:00:00';
		if ( $first < $bounds[0] ) {
			$first = ( (int) substr( $first, 0, 4 ) + 1 ) . '-01-01 00:00:00';
		}
		$last = substr( $bounds[1], 0, 4 ) . '-01-01 00:00:00';
		return $first < $last ? array( $first, $last ) : null;
	}

	/**
	 * The parts of a range before and after a run of whole units inside it (none, one or two).
	 *
	 * @param string[] $bounds UTC [start, end).
	 * @param string[] $whole  The whole part, [first, end).
	 * @return array<int, string[]>
	 */
	public static function edges( array $bounds, array $whole ): array {
		$edges = array();
		if ( $bounds[0] < $whole[0] ) {
			$edges[] = array( $bounds[0], $whole[0] );
		}
		if ( $whole[1] < $bounds[1] ) {
			$edges[] = array( $whole[1], $bounds[1] );
		}
		return $edges;
	}
}
