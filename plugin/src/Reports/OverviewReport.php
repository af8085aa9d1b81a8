<?php
/**
 * The admin overview: revenue, gifts, new donors, recurring revenue and fees recovered per day,
 * week or month, and the forms and campaigns that raised most.
 *
 * @package OpenGive
 */

namespace OpenGive\Reports;

use OpenGive\Campaigns\Repositories\CampaignRepository;
use OpenGive\Forms\ValueObjects\FormSettings;
use OpenGive\Support\Exceptions\OpenGiveException;

defined( 'ABSPATH' ) || exit;

/**
 * Adds up OverviewQuery's sums per period and currency. Money is in minor units of one currency
 * (the one asked for, or the range's most used); every bucket is present, empty ones as zeros, so a
 * chart's axis has no gaps.
 */
final class OverviewReport {

	const MEASURES = array( 'revenue', 'donations', 'newDonors', 'recurringRevenue', 'feesRecovered' );

	/**
	 * Aggregates.
	 *
	 * @var OverviewQuery
	 */
	private $query;

	/**
	 * Campaign titles.
	 *
	 * @var CampaignRepository
	 */
	private $campaigns;

	/**
	 * Constructor.
	 *
	 * @param OverviewQuery      $query     Aggregates.
	 * @param CampaignRepository $campaigns Campaign titles.
	 */
	public function __construct( OverviewQuery $query, CampaignRepository $campaigns ) {
		$this->query     = $query;
		$this->campaigns = $campaigns;
	}

	/**
	 * The report.
	 *
	 * @param ReportRange $range    Days and interval.
	 * @param string      $mode     live or test.
	 * @param string      $currency Currency code, '' for the range's most used.
	 * @param int         $campaign One campaign's gifts (0: every gift); new donors are then not
	 *                              counted (a donor record belongs to no campaign) and stay 0.
	 * @return array<string, mixed>
	 * @throws OpenGiveException When the campaign does not exist.
	 */
	public function build( ReportRange $range, string $mode, string $currency, int $campaign = 0 ): array {
		if ( $campaign > 0 && null === $this->campaigns->find( $campaign ) ) {
			throw new OpenGiveException( 'opengive_campaign_not_found', __( 'There is no campaign with this id.', 'opengive' ), 404, array( 'field' => 'campaign' ) );
		}
		$bounds     = $range->utc_bounds();
		$buckets    = new LocalBuckets( $range );
		$sums       = $this->query->period_sums( $mode, $bounds, $buckets, $campaign );
		$currencies = self::currencies( $sums );
		if ( '' === $currency ) {
			$currency = array() === $currencies ? self::fallback_currency() : $currencies[0]['currency'];
		}
		$zero    = array_fill_keys( self::MEASURES, 0 );
		$periods = array();
		foreach ( $buckets->starts() as $start ) {
			$periods[ $start ] = array( 'start' => $start ) + $zero;
		}
		foreach ( $sums as $row ) {
			if ( $row['currency'] !== $currency ) {
				continue;
			}
			$key                                  = (string) $row['bucket'];
			$periods[ $key ]['donations']        += (int) $row['donations'];
			$periods[ $key ]['revenue']          += (int) $row['revenue'];
			$periods[ $key ]['feesRecovered']    += (int) $row['fees'];
			$periods[ $key ]['recurringRevenue'] += (int) $row['recurring'];
		}
		foreach ( $campaign > 0 ? array() : $this->query->new_donors( $mode, $bounds, $buckets ) as $start => $donors ) {
			$periods[ $start ]['newDonors'] += $donors;
		}
		$totals = $zero;
		foreach ( $periods as $period ) {
			foreach ( self::MEASURES as $measure ) {
				$totals[ $measure ] += $period[ $measure ];
			}
		}
		$totals['averageGift'] = $totals['donations'] > 0 ? (int) round( $totals['revenue'] / $totals['donations'] ) : 0;
		$top                   = $campaign > 0 ? array(
			'forms'     => array(),
			'campaigns' => array(),
		) : $this->query->top( $mode, $currency, $bounds );
		$earlier = $zero;
		if ( $campaign > 0 ) {
			$sums    = $this->query->before_range( $mode, $currency, $bounds[0], $campaign );
			$earlier = array(
				'revenue'          => $sums['revenue'],
				'donations'        => $sums['donations'],
				'newDonors'        => 0,
				'recurringRevenue' => $sums['recurring'],
				'feesRecovered'    => $sums['fees'],
			);
		}
		return array(
			'interval'     => $range->interval,
			'after'        => $range->after,
			'before'       => $range->before,
			'timezone'     => wp_timezone_string(),
			'mode'         => $mode,
			'campaign'     => $campaign,
			'currency'     => $currency,
			'currencies'   => $currencies,
			'periods'      => array_values( $periods ),
			'totals'       => $totals,
			'beforeRange'  => $earlier,
			'topForms'     => $this->titled( $top['forms'], 'form' ),
			'topCampaigns' => $this->titled( $top['campaigns'], 'campaign' ),
		);
	}

	/**
	 * The currencies in the period rows, most gifts first (ties by code).
	 *
	 * @param array<int, array<string, mixed>> $rows  Period rows (currency, donations).
	 * @return array<int, array{currency: string, donations: int}>
	 */
	private static function currencies( array $rows ): array {
		$counts = array();
		foreach ( $rows as $row ) {
			$counts[ (string) $row['currency'] ] = ( $counts[ (string) $row['currency'] ] ?? 0 ) + (int) $row['donations'];
		}
		$list = array();
		foreach ( $counts as $code => $donations ) {
			$list[] = array(
				'currency'  => (string) $code,
				'donations' => $donations,
			);
		}
		usort(
			$list,
			static function ( array $a, array $b ): int {
				return array( $b['donations'], $a['currency'] ) <=> array( $a['donations'], $b['currency'] );
			}
		);
		return $list;
	}

	/**
	 * Top rows with their titles (a deleted form or campaign keeps its number).
	 *
	 * @param array<int, array{id: int, revenue: int, donations: int}> $rows Top rows.
	 * @param string                                                    $kind form or campaign.
	 * @return array<int, array{id: int, title: string, revenue: int, donations: int}>
	 */
	private function titled( array $rows, string $kind ): array {
		return array_map(
			function ( array $row ) use ( $kind ): array {
				$title = '';
				if ( 'form' === $kind ) {
					$title = 'opengive_form' === get_post_type( $row['id'] ) ? get_the_title( $row['id'] ) : '';
				} else {
					$campaign = $this->campaigns->find( $row['id'] );
					$title    = null === $campaign ? '' : $campaign->title;
				}
				if ( '' === $title ) {
					/* translators: %d: a deleted form's or campaign's number */
					$title = sprintf( __( '#%d (deleted)', 'opengive' ), $row['id'] );
				}
				return array( 'id' => $row['id'], 'title' => html_entity_decode( $title, ENT_QUOTES, 'UTF-8' ) ) + $row;
			},
			$rows
		);
	}

	/**
	 * The currency shown when the range has no gift: the newest form's, else US dollars.
	 */
	private static function fallback_currency(): string {
		$forms = get_posts(
			array(
				'post_type'      => 'opengive_form',
				'posts_per_page' => 1,
				'fields'         => 'ids',
			)
		);
		$code  = array() === $forms ? '' : FormSettings::from_meta( get_post_meta( (int) $forms[0], FormSettings::META_KEY, true ) )->currency->code;
		return 1 === preg_match( '/^[A-Z]{3}$/', $code ) ? $code : 'USD';
	}
}
