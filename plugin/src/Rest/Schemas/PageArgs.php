<?php
/**
 * The page / per_page arguments of the opengive/v1 admin lists (consent log, contact messages),
 * in WP_REST_Controller::get_collection_params()'s shape.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * Pages of 20 by default, 100 at most.
 */
final class PageArgs {

	/**
	 * The two arguments.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'page'     => array(
				'type'    => 'integer',
				'minimum' => 1,
				'default' => 1,
			),
			'per_page' => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => 100,
				'default' => 20,
			),
		);
	}
}
