<?php
/**
 * Prints every OpenGive REST route (/givewp/v3/* and /opengive/v1/*) as JSON: per route its
 * endpoints (methods and argument schemas) and the item schema the controller declares. Run by
 * playground/tools/rest-contract.mjs inside a fresh Playground site; never shipped with the plugin.
 *
 * Writes: { "<group>": { "routes": { "<route>": { "endpoints": [...], "schema": {...} } } } }, where
 * <group> is the namespace plus the first path segment (e.g. givewp-v3-donations).
 *
 * @package OpenGive
 */

$opengive_wp_load = '/wordpress/wp-load.php';
require $opengive_wp_load;

$opengive_server = rest_get_server();
$opengive_routes = array();
foreach ( array_keys( $opengive_server->get_routes() ) as $opengive_route ) {
	if ( preg_match( '#^/(givewp/v3|opengive/v1)/#', $opengive_route ) ) {
		$opengive_routes[ $opengive_route ] = $opengive_server->get_routes()[ $opengive_route ];
	}
}

/**
 * Sorts an array's string keys recursively (lists keep their order), so output is stable.
 *
 * @param mixed $value Value.
 * @return mixed
 */
function opengive_contract_sorted( $value ) {
	if ( ! is_array( $value ) ) {
		return $value;
	}
	$is_list = array_keys( $value ) === range( 0, count( $value ) - 1 );
	if ( ! $is_list ) {
		ksort( $value, SORT_STRING );
	}
	return array_map( 'opengive_contract_sorted', $value );
}

$opengive_data   = $opengive_server->get_data_for_routes( $opengive_routes, 'help' );
$opengive_groups = array();
foreach ( $opengive_data as $opengive_route => $opengive_route_data ) {
	preg_match( '#^/([^/]+)/([^/]+)/([^/(]+)#', $opengive_route, $opengive_match );
	$opengive_group = $opengive_match[1] . '-' . $opengive_match[2] . '-' . $opengive_match[3];
	$opengive_entry = array( 'endpoints' => array() );
	foreach ( $opengive_route_data['endpoints'] as $opengive_endpoint ) {
		$opengive_entry['endpoints'][] = array(
			'methods' => array_values( $opengive_endpoint['methods'] ),
			'args'    => (object) opengive_contract_sorted( isset( $opengive_endpoint['args'] ) ? $opengive_endpoint['args'] : array() ),
		);
	}
	if ( isset( $opengive_route_data['schema'] ) ) {
		$opengive_entry['schema'] = $opengive_route_data['schema'];
	}
	$opengive_groups[ $opengive_group ]['routes'][ $opengive_route ] = $opengive_entry;
}

// The runner mounts its output folder here (Playground's php command keeps no stdout of its own).
file_put_contents( '/opengive-contract-out/routes.json', wp_json_encode( opengive_contract_sorted( $opengive_groups ), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) );
