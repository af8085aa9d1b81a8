<?php
/**
 * wp-admin → OpenGive → Consent: the settings screen and the consent log (one React screen on the
 * REST settings and log routes), and the log's CSV export.
 *
 * @package OpenGive
 */

namespace OpenGive\Consent\Admin;

use OpenGive\Admin\AdminPages;
use OpenGive\Admin\CsvExport;
use OpenGive\Consent\ConsentLog;
use OpenGive\Consent\Rest\ConsentAdminController;
use OpenGive\Support\Security\NonceFields;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the Consent screen and the CSV export.
 */
final class ConsentAdminPage {

	const SLUG   = 'opengive-consent';
	const EXPORT = 'opengive_consent_export';

	/**
	 * The screen's hook suffix.
	 *
	 * @var string
	 */
	private static $hook = '';

	/**
	 * Hooks.
	 */
	public static function boot(): void {
		add_action( 'admin_menu', array( self::class, 'register' ), 20 );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
		add_action( 'admin_post_' . self::EXPORT, array( self::class, 'export' ) );
	}

	/**
	 * Adds the submenu page.
	 */
	public static function register(): void {
		$hook = add_submenu_page(
			AdminPages::PARENT,
			__( 'Cookie consent', 'opengive' ),
			__( 'Consent', 'opengive' ),
			'manage_options',
			self::SLUG,
			static function () {
				printf(
					'<div class="wrap opengive-admin-wrap"><h1>%1$s</h1><div id="opengive-consent-admin"><noscript>%2$s</noscript></div></div>',
					esc_html__( 'Cookie consent', 'opengive' ),
					esc_html__( 'This screen needs JavaScript.', 'opengive' )
				);
			}
		);
		self::$hook = false === $hook ? '' : $hook;
	}

	/**
	 * The screen's script, only on the screen.
	 *
	 * @param string $hook_suffix Current screen.
	 */
	public static function enqueue( $hook_suffix ): void {
		if ( '' === self::$hook || self::$hook !== $hook_suffix ) {
			return;
		}
		$asset_file = OPENGIVE_DIR . '/build/admin/consent-admin.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_enqueue_script( 'opengive-consent-admin', plugins_url( 'build/admin/consent-admin.js', OPENGIVE_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( 'opengive-consent-admin', 'opengive' );
		// webpack puts CSS that both admin bundles import (the components' and DataViews' styles) into
		// the first bundle's style file only, style-admin.css: without it this screen was unstyled.
		foreach ( array(
			'opengive-admin-ui'         => 'style-admin.css',
			'opengive-consent-admin-ui' => 'style-consent-admin.css',
			'opengive-consent-admin'    => 'consent-admin.css',
		) as $handle => $file ) {
			if ( is_readable( OPENGIVE_DIR . '/build/admin/' . $file ) ) {
				wp_enqueue_style( $handle, plugins_url( 'build/admin/' . $file, OPENGIVE_FILE ), array(), $asset['version'] );
			}
		}
		wp_add_inline_script(
			'opengive-consent-admin',
			'window.opengiveConsentAdmin = ' . wp_json_encode(
				array(
					'exportUrl' => add_query_arg( '_wpnonce', wp_create_nonce( self::EXPORT ), admin_url( 'admin-post.php?action=' . self::EXPORT ) ),
				)
			) . ';',
			'before'
		);
	}

	/**
	 * Streams the log as CSV with the list's filters (500 rows at a time; formula cells defused).
	 */
	public static function export(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'You may not export the consent log.', 'opengive' ), '', array( 'response' => 403 ) );
		}
		NonceFields::strings_only();
		check_admin_referer( self::EXPORT );
		$filters = array();
		foreach ( array_keys( ConsentAdminController::filter_args() ) as $key ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- checked above.
			if ( isset( $_GET[ $key ] ) && is_string( $_GET[ $key ] ) && '' !== $_GET[ $key ] ) {
				$filters[ $key ] = sanitize_text_field( wp_unslash( $_GET[ $key ] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- checked above.
			}
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="consent-log-' . gmdate( 'Y-m-d' ) . '.csv"' );
		$out = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- streaming to the response.
		self::write_csv( $out, $filters );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- streaming.
		exit;
	}

	/**
	 * Writes the CSV (header row, then the rows the list's filters select, 500 at a time) to a stream.
	 * Separate from export(), which exits, so the body can be tested.
	 *
	 * @param resource              $out     Writable stream.
	 * @param array<string, string> $filters List filters (region, consent_type, category, search, ...).
	 */
	public static function write_csv( $out, array $filters ): void {
		$request = new \WP_REST_Request( 'GET' );
		foreach ( $filters as $key => $value ) {
			$request->set_param( $key, $value );
		}
		$query = ConsentAdminController::query( $request );
		fputcsv( $out, array( 'id', 'date', 'visitor_id', 'region', 'consent_type', 'categories', 'services', 'policy_id' ) );
		$log  = new ConsentLog();
		$page = 1;
		do {
			$rows = $log->query( array_merge( $query, array( 'page' => $page, 'per_page' => 500 ) ) )['rows'];
			foreach ( $rows as $row ) {
				fputcsv( $out, array_map( array( CsvExport::class, 'cell' ), array( $row['id'], $row['date'], $row['visitorId'], $row['region'], $row['consentType'], implode( ' ', $row['categories'] ), (string) wp_json_encode( $row['services'] ), $row['policyId'] ) ) );
			}
			++$page;
		} while ( count( $rows ) === 500 );
	}
}
