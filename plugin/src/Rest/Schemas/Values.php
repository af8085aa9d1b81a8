<?php
/**
 * Shared value shapes of the /givewp/v3 resources: money and dates.
 *
 * @package OpenGive
 */

namespace OpenGive\Rest\Schemas;

use OpenGive\Support\Money\Currency;

defined( 'ABSPATH' ) || exit;

/**
 * Money as GiveWP's API writes it ({value, valueInMinorUnits, currency}) and dates as ISO-8601
 * with the site's offset.
 */
final class Values {

	/**
	 * A money object.
	 *
	 * @param int    $minor    Minor units.
	 * @param string $currency ISO code.
	 * @return array{value: float, valueInMinorUnits: int, currency: string}
	 */
	public static function money( int $minor, string $currency ): array {
		$decimals = Currency::default_decimals( $currency );
		return array(
			'value'             => round( $minor / ( 10 ** $decimals ), $decimals ),
			'valueInMinorUnits' => $minor,
			'currency'          => $currency,
		);
	}

	/**
	 * A stored UTC datetime as ISO-8601 in the site's timezone, with its offset.
	 *
	 * @param string|null $utc 'Y-m-d H:i:s' in UTC.
	 */
	public static function date( ?string $utc ): ?string {
		if ( null === $utc || '' === $utc || '0000-00-00 00:00:00' === $utc ) {
			return null;
		}
		return wp_date( 'c', (int) strtotime( $utc . ' UTC' ) );
	}

	/**
	 * An ISO-8601 date from a request as UTC 'Y-m-d H:i:s', or null when empty.
	 *
	 * @param string|null $iso Date as sent.
	 */
	public static function to_utc( ?string $iso ): ?string {
		if ( null === $iso || '' === $iso ) {
			return null;
		}
		$time = rest_parse_date( $iso );
		return false === $time ? null : gmdate( 'Y-m-d H:i:s', (int) $time );
	}

	/**
	 * Schema of a money object.
	 *
	 * @param string $description What the amount is.
	 * @return array<string, mixed>
	 */
	public static function money_schema( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'object',
			'context'     => array( 'view', 'edit' ),
			'readonly'    => true,
			'properties'  => array(
				'value'             => array(
					'description' => __( 'Amount in major units (dollars).', 'opengive' ),
					'type'        => 'number',
				),
				'valueInMinorUnits' => array(
					'description' => __( 'Amount in minor units (cents).', 'opengive' ),
					'type'        => 'integer',
				),
				'currency'          => array(
					'description' => __( 'ISO 4217 currency code.', 'opengive' ),
					'type'        => 'string',
				),
			),
		);
	}

	/**
	 * Schema of a date.
	 *
	 * @param string $description What the date is.
	 * @param bool   $readonly    Whether clients may set it.
	 * @return array<string, mixed>
	 */
	public static function date_schema( string $description, bool $readonly = true ): array {
		return array(
			'description' => $description,
			'type'        => array( 'string', 'null' ),
			'format'      => 'date-time',
			'context'     => array( 'view', 'edit' ),
			'readonly'    => $readonly,
		);
	}

	/**
	 * A property schema in one line.
	 *
	 * @param string|string[] $type        JSON type(s).
	 * @param string          $description Description.
	 * @param array           $extra       More keywords (readonly, enum, ...).
	 * @return array<string, mixed>
	 */
	public static function prop( $type, string $description, array $extra = array() ): array {
		return array_merge(
			array(
				'description' => $description,
				'type'        => $type,
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			$extra
		);
	}

	/**
	 * Adds the list of properties every response fills: all but the sensitive ones, which are blank ('' or
	 * null, as GiveWP sends them) without includeSensitiveData and the capability; the generated TypeScript
	 * types mark those optional so a reader treats them as possibly absent or blank.
	 *
	 * @param array<string, mixed> $schema    Item schema.
	 * @param string[]             $sensitive Properties shown only on request.
	 * @return array<string, mixed>
	 */
	public static function with_required_except( array $schema, array $sensitive ): array {
		$schema['required'] = array_values( array_diff( array_keys( $schema['properties'] ), $sensitive ) );
		return $schema;
	}
}
