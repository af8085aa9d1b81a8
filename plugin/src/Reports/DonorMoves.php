<?php
/**
 * Which donors a donation write makes new donors in a mode, or stops being.
 *
 * @package OpenGive
 */

namespace OpenGive\Reports;

use OpenGive\Donations\ValueObjects\DonationStatus;

defined( 'ABSPATH' ) || exit;

/**
 * The overview counts a donor as new on the day their record was created, once they have a completed
 * gift in the report's mode. A write moves that count only when a donor's counter for a mode crosses
 * zero: their first completed gift (+1) or the loss of their last (-1, e.g. a refund).
 */
final class DonorMoves {

	/**
	 * Which donors crossed between no completed gift and some in a mode: their counters as the lock
	 * read them, and after the write's changes (DonationTotalsWriter::gift_counters counts the same gifts).
	 *
	 * @param array<int, array<string, mixed>> $donors Donor rows by id (id, created_at and counters).
	 * @param array<string, mixed>|null        $old    Row before the write.
	 * @param array<string, mixed>|null        $new    Row after the write.
	 * @return array<int, array{mode: string, day: string, delta: int}>
	 */
	public static function between( array $donors, ?array $old, ?array $new ): array {
		$moves = array();
		foreach ( $donors as $id => $donor ) {
			foreach ( array( 'live', 'test' ) as $mode ) {
				if ( ! isset( $donor[ $mode . '_gifts' ] ) ) {
					continue; // Before the counters' migration: no new-donor counts to keep.
				}
				$before = (int) $donor[ $mode . '_gifts' ];
				$after  = $before - self::completed_in( $old, $id, $mode ) + self::completed_in( $new, $id, $mode );
				if ( ( $before > 0 ) !== ( $after > 0 ) ) {
					$moves[] = array(
						'mode'  => $mode,
						'day'   => substr( (string) $donor['created_at'], 0, 10 ),
						'delta' => $after > 0 ? 1 : -1,
					);
				}
			}
		}
		return $moves;
	}

	/**
	 * 1 when a row is a completed gift of this donor in this mode (what gift_counters counts), else 0.
	 *
	 * @param array<string, mixed>|null $row   Row (null: none).
	 * @param int                       $donor Donor id.
	 * @param string                    $mode  live or test.
	 */
	private static function completed_in( ?array $row, int $donor, string $mode ): int {
		if ( null === $row || DonationStatus::COMPLETE !== $row['status'] || (int) $row['donor_id'] !== $donor ) {
			return 0;
		}
		return ( 'test' === $row['mode'] ? 'test' : 'live' ) === $mode ? 1 : 0;
	}
}
