<?php
/**
 * The consent log in WordPress's personal data export and erasure tools (records made while logged
 * in are linked to the account; anonymous records hold no personal data beyond a random id).
 *
 * @package OpenGive
 */

namespace OpenGive\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Exporter and eraser for the consent log.
 */
final class Privacy {

	const PAGE = 100;

	/**
	 * Hooks.
	 */
	public static function boot(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( self::class, 'exporters' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( self::class, 'erasers' ) );
	}

	/**
	 * Adds the exporter.
	 *
	 * @param array<string, mixed> $exporters Exporters.
	 * @return array<string, mixed>
	 */
	public static function exporters( $exporters ) {
		$exporters['opengive-consent-log'] = array(
			'exporter_friendly_name' => __( 'Cookie consent log', 'opengive' ),
			'callback'               => array( self::class, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Adds the eraser.
	 *
	 * @param array<string, mixed> $erasers Erasers.
	 * @return array<string, mixed>
	 */
	public static function erasers( $erasers ) {
		$erasers['opengive-consent-log'] = array(
			'eraser_friendly_name' => __( 'Cookie consent log', 'opengive' ),
			'callback'             => array( self::class, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * One page of a person's consent records.
	 *
	 * @param string $email Email address.
	 * @param int    $page  Page, from 1.
	 * @return array{data: array<int, mixed>, done: bool}
	 */
	public static function export( $email, $page = 1 ): array {
		$user = get_user_by( 'email', (string) $email );
		if ( ! $user ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		$rows = ( new ConsentLog() )->for_user( (int) $user->ID, self::PAGE, ( max( 1, (int) $page ) - 1 ) * self::PAGE );
		$data = array();
		foreach ( $rows as $row ) {
			$data[] = array(
				'group_id'    => 'opengive-consent-log',
				'group_label' => __( 'Cookie consent log', 'opengive' ),
				'item_id'     => 'opengive-consent-' . $row['id'],
				'data'        => array(
					array(
						'name'  => __( 'Date', 'opengive' ),
						'value' => $row['date'],
					),
					array(
						'name'  => __( 'Visitor id', 'opengive' ),
						'value' => $row['visitorId'],
					),
					array(
						'name'  => __( 'Region', 'opengive' ),
						'value' => $row['region'],
					),
					array(
						'name'  => __( 'Consent type', 'opengive' ),
						'value' => $row['consentType'],
					),
					array(
						'name'  => __( 'Categories', 'opengive' ),
						'value' => implode( ', ', $row['categories'] ),
					),
					array(
						'name'  => __( 'Services', 'opengive' ),
						'value' => (string) wp_json_encode( $row['services'] ),
					),
					array(
						'name'  => __( 'Policy id', 'opengive' ),
						'value' => (string) $row['policyId'],
					),
				),
			);
		}
		return array(
			'data' => $data,
			'done' => count( $rows ) < self::PAGE,
		);
	}

	/**
	 * Deletes a person's consent records.
	 *
	 * @param string $email Email address.
	 * @param int    $page  Page (all rows go at once).
	 * @return array{items_removed: bool, items_retained: bool, messages: array<int, string>, done: bool}
	 */
	public static function erase( $email, $page = 1 ): array {
		unset( $page );
		$user    = get_user_by( 'email', (string) $email );
		$removed = $user ? ( new ConsentLog() )->erase_user( (int) $user->ID ) : 0;
		return array(
			'items_removed'  => $removed > 0,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => true,
		);
	}
}
