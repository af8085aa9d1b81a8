<?php
/**
 * The argument builders every /givewp/v3 controller shares: GiveWP's list encodings, id filters,
 * includeSensitiveData, force, ids; and the equality/search filters they feed.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\V3;

use OpenGive\Support\Database\ListQuery;

defined( 'ABSPATH' ) || exit;

/**
 * Used by V3Controller (static, so the route classes registered beside a controller can call them
 * the same way). Every argument carries rest_validate_request_arg, so a bad value is a 400.
 */
trait V3Params {

	/**
	 * A filter that takes one value or several, as GiveWP's JavaScript sends them: status=a,
	 * status[]=a&status[]=b, status[0]=a or status=a,b. "any" (GiveWP's) means every value.
	 *
	 * @param string   $description What it filters.
	 * @param string[] $values      Allowed values (without "any").
	 * @param string[] $default     Default values.
	 * @return array<string, mixed>
	 */
	protected static function list_param( string $description, array $values, array $default = array( 'any' ) ): array {
		return array(
			'description' => $description,
			'type'        => 'array',
			'items'       => array(
				'type' => 'string',
				'enum' => array_values( array_merge( array( 'any' ), $values ) ),
			),
			'default'     => $default,
		);
	}

	/**
	 * The values of a list parameter, or null for "any" (no filter).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @param string           $param   Parameter.
	 * @return string[]|null
	 */
	protected static function listed( \WP_REST_Request $request, string $param ): ?array {
		// Permission checks call this too, and WordPress runs them on the raw request for the Allow
		// header even when validation refused it: nested arrays are skipped, not cast (a PHP warning).
		$values = array();
		foreach ( (array) $request[ $param ] as $value ) {
			if ( is_scalar( $value ) ) {
				$values[] = (string) $value;
			}
		}
		$values = array_values( array_unique( $values ) );
		if ( array() === $values || in_array( 'any', $values, true ) ) {
			return null;
		}
		return $values;
	}

	/**
	 * The ids parameter (GiveWP's "ids": only these records).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected static function ids_param(): array {
		return array(
			'ids' => array(
				'description' => __( 'Only these ids.', 'opengive' ),
				'type'        => 'array',
				'items'       => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
				'maxItems'    => self::MAX_PER_PAGE,
				'default'     => array(),
			),
		);
	}

	/**
	 * Adds schema validation and sanitizing to every argument.
	 *
	 * @param array<string, array<string, mixed>> $args Arguments.
	 * @return array<string, array<string, mixed>>
	 */
	protected static function validated( array $args ): array {
		foreach ( $args as $name => $arg ) {
			$args[ $name ] = array_merge(
				array(
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => 'rest_sanitize_request_arg',
				),
				$arg
			);
		}
		return $args;
	}

	/**
	 * The mode filter of gifts and subscriptions.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected static function mode_param(): array {
		return array(
			'mode' => array(
				'description' => __( 'live (default, as GiveWP) or test.', 'opengive' ),
				'type'        => 'string',
				'default'     => 'live',
				'enum'        => array( 'live', 'test' ),
			),
		);
	}

	/**
	 * The includeSensitiveData parameter.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected static function sensitive_param(): array {
		return array(
			'includeSensitiveData' => array(
				'description' => __( 'Include emails, phones, addresses, IPs and purchase keys (needs view_give_sensitive_data).', 'opengive' ),
				'type'        => 'boolean',
				'default'     => false,
			),
		);
	}

	/**
	 * The force parameter of DELETE: without it a record goes to the trash (GiveWP's default).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected static function force_param(): array {
		return array(
			'force' => array(
				'description' => __( 'true deletes for good; false (the default) moves to the trash.', 'opengive' ),
				'type'        => 'boolean',
				'default'     => false,
			),
		);
	}

	/**
	 * A filter parameter holding an id.
	 *
	 * @param string $description What it filters.
	 * @return array<string, mixed>
	 */
	protected static function id_filter( string $description ): array {
		// 0 means "no filter", as GiveWP's default of 0 does.
		return array(
			'description' => $description . ' ' . __( '0 (the default) for any.', 'opengive' ),
			'type'        => 'integer',
			'minimum'     => 0,
			'default'     => 0,
		);
	}

	/**
	 * The id route argument.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected static function id_arg(): array {
		return array(
			'id' => array(
				'description' => __( 'Unique identifier.', 'opengive' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
	}

	/**
	 * column = parameter, for each parameter the request has.
	 *
	 * @param ListQuery             $query   Query.
	 * @param \WP_REST_Request      $request Request.
	 * @param array<string, string> $strings Text parameters => columns.
	 * @param array<string, string> $ids     Id parameters => columns.
	 */
	protected static function apply_equals( ListQuery $query, \WP_REST_Request $request, array $strings, array $ids = array() ): void {
		foreach ( $strings as $param => $column ) {
			if ( isset( $request[ $param ] ) && '' !== (string) $request[ $param ] ) {
				$query->equals( $column, (string) $request[ $param ] );
			}
		}
		foreach ( $ids as $param => $column ) {
			if ( isset( $request[ $param ] ) && (int) $request[ $param ] > 0 ) {
				$query->equals( $column, (int) $request[ $param ] );
			}
		}
	}

	/**
	 * The filters gifts and subscriptions share: mode, campaignId, donorId, formId (and more ids).
	 *
	 * @param ListQuery             $query    Query.
	 * @param \WP_REST_Request      $request  Request.
	 * @param array<string, string> $more_ids More id parameters => columns.
	 */
	protected static function apply_gift_filters( ListQuery $query, \WP_REST_Request $request, array $more_ids = array() ): void {
		$ids = array(
			'campaignId' => 'campaign_id',
			'donorId'    => 'donor_id',
			'formId'     => 'form_id',
		);
		self::apply_equals( $query, $request, array( 'mode' => 'mode' ), array_merge( $ids, $more_ids ) );
	}

	/**
	 * Search of records about people: a number is an id; words match names, email or company.
	 *
	 * @param ListQuery $query  Query.
	 * @param string    $search Words as typed.
	 */
	protected static function search_people( ListQuery $query, string $search ): void {
		$search = trim( $search );
		if ( '' === $search ) {
			return;
		}
		if ( ctype_digit( $search ) ) {
			$query->equals( 'id', (int) $search );
			return;
		}
		$query->search( array( 'first_name', 'last_name', 'email', 'company' ), $search );
	}
}
