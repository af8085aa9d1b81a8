<?php
/**
 * The period a report covers, in the site's time zone, and its buckets (days, weeks or months).
 *
 * @package OpenGive
 */

namespace OpenGive\Reports;

use OpenGive\Support\Exceptions\ValidationException;

defined( 'ABSPATH' ) || exit;

/**
 * Donations are stored with UTC times; a charity reads its days in its own time zone. The queries
 * group by UTC hour and this class puts each hour into the local day, week (starting on the site's
 * "week starts on" day) or month it belongs to, so daylight-saving changes inside the range are
 * exact. Zones with a half- or quarter-hour offset put the 30 or 45 minutes at a day's edge into
 * the neighbouring day.
 */
final class ReportRange {

	const INTERVALS = array( 'day', 'week', 'month' );

	/**
	 * The longest range per interval, in days: enough for the charts to stay readable and the
	 * hour rows a query returns to stay bounded (five years of hours is 43,800 rows at most).
	 */
	const MAX_DAYS = array(
		'day'   => 366,
		'week'  => 731,
		'month' => 1827,
	);

	/**
	 * Interval.
	 *
	 * @var string
	 */
	public $interval;

	/**
	 * First local day (Y-m-d).
	 *
	 * @var string
	 */
	public $after;

	/**
	 * Last local day, inclusive (Y-m-d).
	 *
	 * @var string
	 */
	public $before;

	/**
	 * The site's time zone.
	 *
	 * @var \DateTimeZone
	 */
	private $zone;

	/**
	 * Buckets already worked out, by UTC hour.
	 *
	 * @var array<string, string>
	 */
	private $bucket_of_hour = array();

	/**
	 * Validated range.
	 *
	 * @param string             $interval day, week or month.
	 * @param string             $after    First day (Y-m-d), '' for the interval's default.
	 * @param string             $before   Last day (Y-m-d), '' for today.
	 * @param \DateTimeZone|null $zone     Time zone (the site's when null).
	 * @throws ValidationException When a day is not a date, the order is wrong or the range too long.
	 */
	public function __construct( string $interval, string $after = '', string $before = '', ?\DateTimeZone $zone = null ) {
		if ( ! in_array( $interval, self::INTERVALS, true ) ) {
			throw new ValidationException( 'opengive_report_invalid_interval', __( 'The interval must be day, week or month.', 'opengive' ), 'interval' );
		}
		$this->interval = $interval;
		$this->zone     = $zone ? $zone : wp_timezone();
		$last           = '' === $before ? new \DateTimeImmutable( 'today', $this->zone ) : self::day( $before, 'before', $this->zone );
		$defaults       = array(
			'day'   => '-29 days',
			'week'  => '-12 weeks',
			'month' => '-11 months',
		);
		// From the first of the month: "-11 months" from the 31st overflows (31 March less 11 months
		// is "31 April", that is 1 May) and would leave a month out.
		$from           = 'month' === $interval ? $last->modify( 'first day of this month' ) : $last;
		$first          = '' === $after ? $this->bucket_start( $from->modify( $defaults[ $interval ] ) ) : self::day( $after, 'after', $this->zone );
		if ( $first > $last ) {
			throw new ValidationException( 'opengive_report_invalid_range', __( 'The first day comes after the last day.', 'opengive' ), 'after' );
		}
		if ( (int) $first->diff( $last )->days >= self::MAX_DAYS[ $interval ] ) {
			/* translators: %d: number of days */
			throw new ValidationException( 'opengive_report_range_too_long', sprintf( __( 'Grouped this way, a report covers at most %d days: choose a shorter range or a longer grouping.', 'opengive' ), self::MAX_DAYS[ $interval ] ), 'after' );
		}
		$this->after  = $first->format( 'Y-m-d' );
		$this->before = $last->format( 'Y-m-d' );
	}

	/**
	 * The UTC bounds to query: [start, end) as 'Y-m-d H:i:s'.
	 *
	 * @return array{0: string, 1: string}
	 */
	public function utc_bounds(): array {
		$utc   = new \DateTimeZone( 'UTC' );
		$start = new \DateTimeImmutable( $this->after . ' 00:00:00', $this->zone );
		$end   = ( new \DateTimeImmutable( $this->before . ' 00:00:00', $this->zone ) )->modify( '+1 day' );
		return array( $start->setTimezone( $utc )->format( 'Y-m-d H:i:s' ), $end->setTimezone( $utc )->format( 'Y-m-d H:i:s' ) );
	}

	/**
	 * Every bucket's first local day in the range, in order (empty buckets included).
	 *
	 * @return string[]
	 */
	public function buckets(): array {
		$keys = array();
		$day  = $this->bucket_start( new \DateTimeImmutable( $this->after, $this->zone ) );
		$last = new \DateTimeImmutable( $this->before, $this->zone );
		$step = array(
			'day'   => '+1 day',
			'week'  => '+1 week',
			'month' => '+1 month',
		);
		while ( $day <= $last ) {
			$keys[] = $day->format( 'Y-m-d' );
			$day    = $day->modify( $step[ $this->interval ] );
		}
		return $keys;
	}

	/**
	 * Where each bucket after the first begins, as the first UTC hour whose start lies in it, written
	 * as a number YYYYMMDDHH (ascending): an hour belongs to the last bucket whose boundary it has
	 * reached, the same answer as bucket_of(). A boundary of a zone with a half-hour offset (local
	 * midnight at 18:30 UTC) rounds up to the next whole hour, as the hour that straddles it starts
	 * on the day before.
	 *
	 * @return int[]
	 */
	public function utc_hour_boundaries(): array {
		$utc   = new \DateTimeZone( 'UTC' );
		$hours = array();
		foreach ( array_slice( $this->buckets(), 1 ) as $start ) {
			$at = ( new \DateTimeImmutable( $start . ' 00:00:00', $this->zone ) )->setTimezone( $utc );
			if ( '00:00' !== $at->format( 'i:s' ) ) {
				$at = $at->setTime( (int) $at->format( 'H' ), 0 )->modify( '+1 hour' );
			}
			$hours[] = (int) $at->format( 'YmdH' );
		}
		return $hours;
	}

	/**
	 * The bucket a stored UTC hour ('Y-m-d H', as the queries group) falls into.
	 *
	 * @param string $utc_hour UTC hour.
	 */
	public function bucket_of( string $utc_hour ): string {
		// A year's report folds some 40,000 hour rows (per currency, and new donors): each hour's
		// bucket is worked out once.
		if ( ! isset( $this->bucket_of_hour[ $utc_hour ] ) ) {
			$at                                = new \DateTimeImmutable( $utc_hour . ':00:00', new \DateTimeZone( 'UTC' ) );
			$this->bucket_of_hour[ $utc_hour ] = $this->bucket_start( $at->setTimezone( $this->zone ) )->format( 'Y-m-d' );
		}
		return $this->bucket_of_hour[ $utc_hour ];
	}

	/**
	 * The first day of the day, week or month holding $day (local midnight).
	 *
	 * @param \DateTimeImmutable $day A local time.
	 */
	private function bucket_start( \DateTimeImmutable $day ): \DateTimeImmutable {
		$day = $day->setTime( 0, 0 );
		if ( 'month' === $this->interval ) {
			return $day->modify( 'first day of this month' );
		}
		if ( 'week' === $this->interval ) {
			$back = ( (int) $day->format( 'w' ) - (int) get_option( 'start_of_week', 1 ) + 7 ) % 7;
			return $day->modify( "-{$back} days" );
		}
		return $day;
	}

	/**
	 * A Y-m-d day at local midnight.
	 *
	 * @param string        $value Day.
	 * @param string        $field Parameter name, for the error.
	 * @param \DateTimeZone $zone  Time zone.
	 * @throws ValidationException When $value is not a real day.
	 */
	private static function day( string $value, string $field, \DateTimeZone $zone ): \DateTimeImmutable {
		$day = \DateTimeImmutable::createFromFormat( '!Y-m-d', $value, $zone );
		if ( false === $day || $day->format( 'Y-m-d' ) !== $value ) {
			/* translators: %s: the parameter name */
			throw new ValidationException( 'opengive_report_invalid_date', sprintf( __( '%s must be a day written as YYYY-MM-DD.', 'opengive' ), $field ), $field );
		}
		return $day;
	}
}
