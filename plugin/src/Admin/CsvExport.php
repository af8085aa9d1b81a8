<?php
/**
 * CSV export of donations and donors.
 *
 * @package OpenGive
 */

namespace OpenGive\Admin;

use OpenGive\Donations\Repositories\DonationRepository;
use OpenGive\Donations\ValueObjects\DonationStatus;
use OpenGive\Donors\Repositories\DonorRepository;
use OpenGive\Plugin;
use OpenGive\Rest\Permissions\Capabilities;
use OpenGive\Support\Database\ListQuery;
use OpenGive\Support\Money\AmountFormatter;
use OpenGive\Support\Money\Currency;
use OpenGive\Support\Security\NonceFields;

defined( 'ABSPATH' ) || exit;

/**
 * admin-post.php?action=opengive_export&type=donations|donors (+ the list's filters): streamed in
 * pages of 500 rows, so a large history never sits in memory; each page starts after the previous
 * page's last id (keyset), so a million rows cost the same per page as the first 500 (OFFSET would
 * re-read every earlier row for each page). Cells that a spreadsheet would run as
 * a formula are prefixed with a quote (CSV injection).
 */
final class CsvExport {

	const ACTION = 'opengive_export';
	const BATCH  = 500;

	/**
	 * Handles the request.
	 */
	public static function handle(): void {
		if ( ! current_user_can( Capabilities::EXPORT ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export.', 'opengive' ), 403 );
		}
		NonceFields::strings_only();
		check_admin_referer( self::ACTION );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- checked just above.
		$type   = isset( $_GET['type'] ) ? sanitize_key( wp_unslash( $_GET['type'] ) ) : '';
		$params = array(
			'status'     => isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : '',
			'mode'       => isset( $_GET['mode'] ) ? sanitize_key( wp_unslash( $_GET['mode'] ) ) : '',
			'campaignId' => isset( $_GET['campaignId'] ) ? absint( $_GET['campaignId'] ) : 0,
			'search'     => isset( $_GET['search'] ) ? sanitize_text_field( wp_unslash( $_GET['search'] ) ) : '',
		);
		// phpcs:enable
		if ( ! in_array( $type, array( 'donations', 'donors' ), true ) ) {
			wp_die( esc_html__( 'Choose donations or donors to export.', 'opengive' ), 400 );
		}
		if ( '' !== $params['status'] && ! in_array( $params['status'], DonationStatus::all(), true ) ) {
			wp_die( esc_html__( 'That donation status does not exist; nothing was exported.', 'opengive' ), 400 );
		}
		if ( '' !== $params['mode'] && ! in_array( $params['mode'], array( 'live', 'test' ), true ) ) {
			wp_die( esc_html__( 'The mode is live or test; nothing was exported.', 'opengive' ), 400 );
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="opengive-' . $type . '-' . gmdate( 'Y-m-d' ) . '.csv"' );
		$out = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- streaming a download.
		if ( false === $out ) {
			wp_die( esc_html__( 'Could not start the download.', 'opengive' ), 500 );
		}
		if ( 'donations' === $type ) {
			self::donations( $out, $params );
		} else {
			self::donors( $out, $params );
		}
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- streaming a download.
		exit;
	}

	/**
	 * Donation rows.
	 *
	 * @param resource             $out    Output.
	 * @param array<string, mixed> $params Filters.
	 */
	private static function donations( $out, array $params ): void {
		$repository = Plugin::container()->get( DonationRepository::class );
		self::row( $out, array( 'ID', 'Date (UTC)', 'Status', 'Mode', 'Amount', 'Fee recovered', 'Refunded', 'Currency', 'First name', 'Last name', 'Email', 'Company', 'Form ID', 'Campaign ID', 'Gateway', 'Transaction', 'Anonymous', 'Comment' ) );
		for ( $last = 0; ; ) {
			$query = self::query( $params, array( 'first_name', 'last_name', 'email', 'company' ) )->where( 'id > %d', array( $last ) )->paginate( 1, self::BATCH );
			if ( '' !== $params['status'] ) {
				$query->equals( 'status', $params['status'] );
			}
			if ( '' !== $params['mode'] ) {
				$query->equals( 'mode', $params['mode'] );
			}
			if ( $params['campaignId'] > 0 ) {
				$query->equals( 'campaign_id', (int) $params['campaignId'] );
			}
			$donations = $repository->list( $query );
			foreach ( $donations as $d ) {
				$last = $d->id;
				self::row( $out, array( $d->id, $d->created_at, $d->status, $d->mode, AmountFormatter::to_decimal_string( $d->amount, Currency::default_decimals( $d->currency ) ), AmountFormatter::to_decimal_string( $d->fee_amount_recovered, Currency::default_decimals( $d->currency ) ), AmountFormatter::to_decimal_string( $d->refunded_amount, Currency::default_decimals( $d->currency ) ), $d->currency, $d->first_name, $d->last_name, $d->email, $d->company, $d->form_id, (string) $d->campaign_id, $d->gateway_id, $d->gateway_transaction_id, $d->anonymous ? 'yes' : 'no', $d->comment ) );
			}
			if ( count( $donations ) < self::BATCH ) {
				return;
			}
		}
	}

	/**
	 * Donor rows, with totals.
	 *
	 * @param resource             $out    Output.
	 * @param array<string, mixed> $params Filters.
	 */
	private static function donors( $out, array $params ): void {
		$donors    = Plugin::container()->get( DonorRepository::class );
		$donations = Plugin::container()->get( DonationRepository::class );
		self::row( $out, array( 'ID', 'First name', 'Last name', 'Email', 'Phone', 'Company', 'Donor since (UTC)', 'Completed gifts', 'Total', 'Currency' ) );
		for ( $last = 0; ; ) {
			$list   = $donors->list( self::query( $params, array( 'first_name', 'last_name', 'email', 'company' ) )->where( 'id > %d', array( $last ) )->paginate( 1, self::BATCH ) );
			$totals = $donations->totals_for_donors(
				array_map(
					static function ( $donor ) {
						return $donor->id;
					},
					$list
				)
			);
			foreach ( $list as $donor ) {
				$last  = $donor->id;
				$total = $totals[ $donor->id ] ?? array(
					'amount'   => 0,
					'count'    => 0,
					'currency' => 'USD',
				);
				self::row( $out, array( $donor->id, $donor->first_name, $donor->last_name, $donor->email, $donor->phone, $donor->company, $donor->created_at, $total['count'], AmountFormatter::to_decimal_string( $total['amount'], Currency::default_decimals( $total['currency'] ) ), $total['currency'] ) );
			}
			if ( count( $list ) < self::BATCH ) {
				return;
			}
		}
	}

	/**
	 * The shared part of a query: search, oldest first.
	 *
	 * @param array<string, mixed> $params  Filters.
	 * @param string[]             $columns Searched columns.
	 */
	private static function query( array $params, array $columns ): ListQuery {
		return ( new ListQuery() )->search( $columns, (string) $params['search'] )->order_by( 'id', 'asc' );
	}


	/**
	 * Writes one row, defusing formula cells.
	 *
	 * @param resource          $out   Output.
	 * @param array<int, mixed> $cells Cells.
	 */
	private static function row( $out, array $cells ): void {
		fputcsv( $out, array_map( array( self::class, 'cell' ), $cells ), ',', '"', '\\' );
	}

	/**
	 * A cell that cannot run as a spreadsheet formula.
	 *
	 * @param mixed $value Value.
	 */
	public static function cell( $value ): string {
		$text = (string) $value;
		return '' !== $text && in_array( $text[0], array( '=', '+', '-', '@', "\t", "\r" ), true ) && ! is_numeric( $text ) ? "'" . $text : $text;
	}
}
