<?php
/**
 * CSV export of contact form submissions (admin-post.php?action=opengive_contact_export).
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Admin;

use OpenGive\Admin\CsvExport;
use OpenGive\ContactForms\Repositories\SubmissionRepository;
use OpenGive\Plugin;
use OpenGive\Support\Security\NonceFields;

defined( 'ABSPATH' ) || exit;

/**
 * Streams the list's filters (form, status, search) 500 rows at a time; one column per field name
 * seen on the page of rows, formula cells defused like the donations export.
 */
final class SubmissionsCsv {

	const ACTION = 'opengive_contact_export';
	const BATCH  = 500;

	/**
	 * Handles the download.
	 */
	public static function handle(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export.', 'opengive' ), 403 );
		}
		NonceFields::strings_only();
		check_admin_referer( self::ACTION );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- checked just above.
		$args = array(
			'form_id' => isset( $_GET['formId'] ) ? absint( $_GET['formId'] ) : 0,
			'status'  => isset( $_GET['status'] ) && '' !== $_GET['status'] ? array( sanitize_key( wp_unslash( $_GET['status'] ) ) ) : array(),
			'search'  => isset( $_GET['search'] ) ? sanitize_text_field( wp_unslash( $_GET['search'] ) ) : '',
			'order'   => 'asc',
		);
		// phpcs:enable
		if ( array() !== $args['status'] && ! in_array( $args['status'][0], SubmissionRepository::STATUSES, true ) ) {
			wp_die( esc_html__( 'That submission status does not exist; nothing was exported.', 'opengive' ), 400 );
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="opengive-contact-submissions-' . gmdate( 'Y-m-d' ) . '.csv"' );
		$out = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- streaming a download.
		if ( false === $out ) {
			wp_die( esc_html__( 'Could not start the download.', 'opengive' ), 500 );
		}
		self::write( $out, $args );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- streaming a download.
		exit;
	}

	/**
	 * Writes the rows.
	 *
	 * @param resource             $out  Output stream.
	 * @param array<string, mixed> $args Filters.
	 */
	public static function write( $out, array $args ): void {
		$repository = Plugin::container()->get( SubmissionRepository::class );
		$header     = false;
		for ( $page = 1; ; $page++ ) {
			list( $rows ) = $repository->page( array_merge( $args, array( 'page' => $page, 'per_page' => self::BATCH ) ) );
			if ( ! $header ) {
				$names = array();
				foreach ( $rows as $row ) {
					$names = array_unique( array_merge( $names, array_map( 'strval', array_keys( $row['fields'] ) ) ) );
				}
				self::row( $out, array_merge( array( 'ID', 'Date (UTC)', 'Form ID', 'Status', 'Email', 'Consent' ), $names ) );
				$header = true;
			}
			foreach ( $rows as $row ) {
				$cells = array( $row['id'], $row['created_at'], $row['form_id'], $row['status'], $row['email'], $row['consent'] ? 'yes' : 'no' );
				foreach ( $names as $name ) {
					$value   = $row['fields'][ $name ] ?? '';
					$cells[] = is_array( $value ) ? implode( ', ', array_map( array( self::class, 'text' ), $value ) ) : (string) $value;
				}
				self::row( $out, $cells );
			}
			if ( count( $rows ) < self::BATCH ) {
				return;
			}
		}
	}

	/**
	 * A list item as text (a file by its name).
	 *
	 * @param mixed $item Item.
	 */
	private static function text( $item ): string {
		if ( is_array( $item ) ) {
			return isset( $item['name'] ) ? (string) $item['name'] : '';
		}
		return (string) $item;
	}

	/**
	 * One CSV row.
	 *
	 * @param resource          $out   Stream.
	 * @param array<int, mixed> $cells Cells.
	 */
	private static function row( $out, array $cells ): void {
		fputcsv( $out, array_map( array( CsvExport::class, 'cell' ), $cells ), ',', '"', '\\' );
	}
}
