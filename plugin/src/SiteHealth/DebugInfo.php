<?php
/**
 * OpenGive's section in Tools → Site Health → Info (and the copied report).
 *
 * @package OpenGive
 */

namespace OpenGive\SiteHealth;

use OpenGive\Gateways\Repositories\GatewayRegistry;
use OpenGive\Support\Migrations\Migrator;
use OpenGive\Support\Cache\ObjectCacheState;
use OpenGive\Support\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Version, schema version, tables with row counts, configured gateways and test mode.
 */
final class DebugInfo {

	/**
	 * Gateways.
	 *
	 * @var GatewayRegistry
	 */
	private $gateways;

	/**
	 * Migrations.
	 *
	 * @var Migrator
	 */
	private $migrator;

	/**
	 * Builds the section.
	 *
	 * @param GatewayRegistry $gateways Gateways.
	 * @param Migrator        $migrator Migrations.
	 */
	public function __construct( GatewayRegistry $gateways, Migrator $migrator ) {
		$this->gateways = $gateways;
		$this->migrator = $migrator;
	}

	/**
	 * Adds the section (debug_information filter).
	 *
	 * @param array<string, mixed> $info Sections.
	 * @return array<string, mixed>
	 */
	public function add( array $info ): array {
		global $wpdb;
		$fields = array(
			'version'    => array(
				'label' => __( 'Version', 'opengive' ),
				'value' => defined( 'OPENGIVE_VERSION' ) ? OPENGIVE_VERSION : '',
			),
			'db_version' => array(
				'label' => __( 'Database version', 'opengive' ),
				'value' => sprintf(
					/* translators: 1: stored schema version, 2: the version this code needs. */
					__( '%1$s (latest %2$s)', 'opengive' ),
					(string) get_option( Migrator::OPTION_VERSION, '' ),
					$this->migrator->latest_version()
				),
				'debug' => (string) get_option( Migrator::OPTION_VERSION, '' ) . ' / ' . $this->migrator->latest_version(),
			),
		);
		foreach ( Migrator::tables() as $table ) {
			$name   = $wpdb->prefix . $table;
			$exists = $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $name ) ) ) === $name; // phpcs:ignore WordPress.DB -- schema check.
			// Counted only on this admin-only screen; an indexed COUNT(*) on our own table.
			$rows                     = $exists ? (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$name}`" ) : null; // phpcs:ignore WordPress.DB -- our own table name.
			$fields[ 'table_' . $table ] = array(
				/* translators: %s: table name. */
				'label' => sprintf( __( 'Table %s', 'opengive' ), $name ),
				/* translators: %s: number of rows. */
				'value' => null === $rows ? __( 'missing', 'opengive' ) : sprintf( _n( '%s row', '%s rows', $rows, 'opengive' ), number_format_i18n( $rows ) ),
				'debug' => null === $rows ? 'missing' : $rows,
			);
		}
		$enabled = array();
		$test    = array();
		foreach ( $this->gateways->all() as $gateway ) {
			if ( $gateway->is_configured() ) {
				$enabled[] = $gateway->id();
				if ( 'test' === $gateway->mode() ) {
					$test[] = $gateway->id();
				}
			}
		}
		$fields['gateways']  = array(
			'label' => __( 'Gateways enabled', 'opengive' ),
			'value' => array() === $enabled ? __( 'none', 'opengive' ) : implode( ', ', $enabled ),
			'debug' => implode( ', ', $enabled ),
		);
		$fields['test_mode'] = array(
			'label' => __( 'Gateways in test mode', 'opengive' ),
			'value' => array() === $test ? __( 'none', 'opengive' ) : implode( ', ', $test ),
			'debug' => implode( ', ', $test ),
		);
		$fields['test_gateway'] = array(
			'label' => __( 'Test gateway', 'opengive' ),
			'value' => Settings::get( 'test_gateway_enabled' ) ? __( 'enabled', 'opengive' ) : __( 'disabled', 'opengive' ),
			'debug' => Settings::get( 'test_gateway_enabled' ) ? 'enabled' : 'disabled',
		);
		$cache                  = ObjectCacheState::current();
		$kinds                  = array(
			'redis'      => __( 'Redis, through OpenGive\'s drop-in', 'opengive' ),
			'redis-down' => __( 'OpenGive\'s Redis drop-in, Redis not answering', 'opengive' ),
			'other'      => __( 'another persistent object cache', 'opengive' ),
			'none'       => __( 'WordPress\'s own (one request long)', 'opengive' ),
		);
		$fields['object_cache'] = array(
			'label' => __( 'Object cache', 'opengive' ),
			'value' => $kinds[ $cache->kind ] . ( '' !== $cache->failure ? ': ' . $cache->failure : '' ),
			'debug' => $cache->kind,
		);
		$info['opengive'] = array(
			'label'  => __( 'OpenGive', 'opengive' ),
			'fields' => $fields,
		);
		return $info;
	}
}
