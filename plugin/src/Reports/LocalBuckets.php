<?php
/**
 * A report's periods (local days, weeks or months) and how UTC hours fall into them.
 *
 * @package OpenGive
 */

namespace OpenGive\Reports;

use OpenGive\Support\Database\Db;

defined( 'ABSPATH' ) || exit;

/**
 * The sums are kept per UTC hour; a report shows local periods. Two ways to fold one into the
 * other, with the same answer (ReportsOverviewTest runs on MariaDB and on Playground's SQLite):
 * in MySQL, GROUP BY a bucket number that INTERVAL() finds by binary search over the periods' UTC
 * boundaries, so a five-year report reads a few hundred rows instead of 40,000 hours per currency;
 * in PHP, hour by hour (SQLite has no INTERVAL(), and the range's edges are a few rows anyway).
 */
final class LocalBuckets {

	/**
	 * The range.
	 *
	 * @var ReportRange
	 */
	private $range;

	/**
	 * Each period's first day ('Y-m-d'), in order.
	 *
	 * @var string[]
	 */
	private $starts;

	/**
	 * Constructor.
	 *
	 * @param ReportRange $range The range.
	 */
	public function __construct( ReportRange $range ) {
		$this->range  = $range;
		$this->starts = $range->buckets();
	}

	/**
	 * Each period's first day, in order.
	 *
	 * @return string[]
	 */
	public function starts(): array {
		return $this->starts;
	}

	/**
	 * A MySQL expression giving the period number (0 for the first) of a UTC hour, or null where the
	 * database cannot (SQLite): then fold hour rows with fold().
	 *
	 * @param string $hour_number SQL for the hour as a number YYYYMMDDHH (a column expression of ours).
	 */
	public function sql_number( string $hour_number ): ?string {
		if ( Db::is_sqlite() ) {
			return null;
		}
		$boundaries = $this->boundaries();
		// INTERVAL(N, N1, ...) needs one boundary at least; a single period is number 0 for all.
		return array() === $boundaries ? '0' : 'INTERVAL(' . $hour_number . ', ' . implode( ', ', $boundaries ) . ')';
	}

	/**
	 * Where each period after the first starts, as UTC hours YYYYMMDDHH (the hour a local midnight
	 * falls in, rounded up).
	 *
	 * @return int[]
	 */
	public function boundaries(): array {
		return array_map( 'intval', $this->range->utc_hour_boundaries() );
	}

	/**
	 * The first day of period number $number (as sql_number() gives it).
	 *
	 * @param int $number Period number.
	 */
	public function start_of_number( int $number ): string {
		return $this->starts[ max( 0, min( $number, count( $this->starts ) - 1 ) ) ];
	}

	/**
	 * The first day of the period a UTC hour ('Y-m-d H') belongs to. In a zone with a half-hour
	 * offset the range's first UTC hour starts before local midnight, so its own period would be the
	 * day before the range: it goes to the first period (and an hour at the far end to the last),
	 * never to a period of its own.
	 *
	 * @param string $utc_hour UTC hour.
	 */
	public function start_of_hour( string $utc_hour ): string {
		$key   = $this->range->bucket_of( $utc_hour );
		$first = $this->starts[0];
		$last  = $this->starts[ count( $this->starts ) - 1 ];
		if ( $key < $first ) {
			return $first;
		}
		return $key > $last ? $last : $key;
	}

	/**
	 * Hour rows (hour, currency and sums) added up per currency and period, in PHP.
	 *
	 * @param array<int, array<string, mixed>> $rows Hour rows.
	 * @return array<int, array<string, mixed>> Rows with currency, bucket (first day) and the sums.
	 */
	public function fold( array $rows ): array {
		$folded = array();
		foreach ( $rows as $row ) {
			$bucket = $this->start_of_hour( (string) $row['hour'] );
			$key    = $row['currency'] . '|' . $bucket;
			if ( ! isset( $folded[ $key ] ) ) {
				$folded[ $key ] = array(
					'currency'  => (string) $row['currency'],
					'bucket'    => $bucket,
					'donations' => 0,
					'revenue'   => 0,
					'fees'      => 0,
					'recurring' => 0,
				);
			}
			foreach ( array( 'donations', 'revenue', 'fees', 'recurring' ) as $sum ) {
				$folded[ $key ][ $sum ] += (int) $row[ $sum ];
			}
		}
		return array_values( $folded );
	}

	/**
	 * A UTC hour number (YYYYMMDDHH, as boundaries() gives them) as 'Y-m-d H:00:00'.
	 *
	 * @param int $hour Hour number.
	 */
	public static function hour_datetime( int $hour ): string {
		$digits = (string) $hour;
		return substr( $digits, 0, 4 ) . '-' . substr( $digits, 4, 2 ) . '-' . substr( $digits, 6, 2 ) . ' ' . substr( $digits, 8, 2 ) . ':00:00';
	}
}
