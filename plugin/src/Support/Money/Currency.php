<?php
/**
 * How a form's currency is written.
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Money;

defined( 'ABSPATH' ) || exit;

/**
 * Immutable currency settings: code, symbol and number formatting. Mirrors src/money/currency.ts.
 */
final class Currency {

	/**
	 * Currencies with no minor unit: fees round up to whole units for these.
	 */
	const ZERO_DECIMAL = array( 'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF' );

	/**
	 * Largest number of decimals we accept; keeps minor units inside a 64-bit integer.
	 */
	const MAX_DECIMALS = 4;

	/**
	 * ISO 4217 code.
	 *
	 * @var string
	 */
	public $code;

	/**
	 * Symbol, e.g. $.
	 *
	 * @var string
	 */
	public $symbol;

	/**
	 * Symbol 'before' or 'after' the number.
	 *
	 * @var string
	 */
	public $position;

	/**
	 * Thousands separator.
	 *
	 * @var string
	 */
	public $thousands_separator;

	/**
	 * Decimal separator.
	 *
	 * @var string
	 */
	public $decimal_separator;

	/**
	 * Number of decimals shown and stored.
	 *
	 * @var int
	 */
	public $decimals;

	/**
	 * Constructor.
	 *
	 * @param string $code                ISO code.
	 * @param string $symbol              Symbol.
	 * @param string $position            before|after.
	 * @param string $thousands_separator Thousands separator.
	 * @param string $decimal_separator   Decimal separator.
	 * @param int    $decimals            Decimals.
	 */
	public function __construct( string $code, string $symbol, string $position, string $thousands_separator, string $decimal_separator, int $decimals ) {
		$this->code                = strtoupper( $code );
		$this->symbol              = $symbol;
		$this->position            = 'after' === $position ? 'after' : 'before';
		$this->thousands_separator = $thousands_separator;
		$this->decimal_separator   = '' === $decimal_separator ? '.' : $decimal_separator;
		$this->decimals            = max( 0, min( self::MAX_DECIMALS, $decimals ) );
	}

	/**
	 * Builds a currency from stored settings, filling the spec's defaults ($, 2 decimals, ',' and '.').
	 *
	 * @param array<string, mixed> $settings code, symbol, position, thousandsSeparator, decimalSeparator, decimals.
	 */
	public static function from_array( array $settings ): self {
		$code = isset( $settings['code'] ) ? (string) $settings['code'] : 'USD';
		return new self(
			$code,
			isset( $settings['symbol'] ) ? (string) $settings['symbol'] : '$',
			isset( $settings['position'] ) ? (string) $settings['position'] : 'before',
			isset( $settings['thousandsSeparator'] ) ? (string) $settings['thousandsSeparator'] : ',',
			isset( $settings['decimalSeparator'] ) ? (string) $settings['decimalSeparator'] : '.',
			isset( $settings['decimals'] ) ? (int) $settings['decimals'] : self::default_decimals( $code )
		);
	}

	/**
	 * Decimals of a currency when nothing says otherwise: 0 for zero-decimal codes, else 2.
	 *
	 * @param string $code ISO code.
	 */
	public static function default_decimals( string $code ): int {
		return self::is_zero_decimal_code( $code ) ? 0 : 2;
	}

	/**
	 * Whether an ISO code has no minor unit.
	 *
	 * @param string $code ISO code.
	 */
	public static function is_zero_decimal_code( string $code ): bool {
		return in_array( strtoupper( $code ), self::ZERO_DECIMAL, true );
	}

	/**
	 * The settings as stored and sent to the browser.
	 *
	 * @return array<string, mixed>
	 */
	public function to_array(): array {
		return array(
			'code'               => $this->code,
			'symbol'             => $this->symbol,
			'position'           => $this->position,
			'thousandsSeparator' => $this->thousands_separator,
			'decimalSeparator'   => $this->decimal_separator,
			'decimals'           => $this->decimals,
		);
	}
}
