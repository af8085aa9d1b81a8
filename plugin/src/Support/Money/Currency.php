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
 *
 * Two precisions: $minor_decimals is the currency's own (ISO 4217, from plugin/data/currencies.json):
 * every stored, sent and charged amount is an integer of those minor units. $decimals is the form's
 * display setting only: how many decimals a formatted amount shows when that loses nothing.
 */
final class Currency {

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
	 * Decimals shown (the form's display setting; never changes what is stored or charged).
	 *
	 * @var int
	 */
	public $decimals;

	/**
	 * The currency's own minor-unit decimals: amounts are integers of 10^-minor_decimals units.
	 *
	 * @var int
	 */
	public $minor_decimals;

	/**
	 * plugin/data/currencies.json, decoded once per request.
	 *
	 * @var array<string, mixed>|null
	 */
	private static $table = null;

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
		$this->minor_decimals      = self::default_decimals( $this->code );
	}

	/**
	 * Builds a currency from stored settings, filling the spec's defaults (USD: $, 2 decimals, ',' and
	 * '.'); another code takes its own symbol and decimals from plugin/data/currencies.json.
	 *
	 * @param array<string, mixed> $settings code, symbol, position, thousandsSeparator, decimalSeparator, decimals.
	 */
	public static function from_array( array $settings ): self {
		$code     = strtoupper( isset( $settings['code'] ) ? (string) $settings['code'] : 'USD' );
		$table    = self::table();
		$defaults = (array) $table['defaults'];
		return new self(
			$code,
			isset( $settings['symbol'] ) ? (string) $settings['symbol'] : self::default_symbol( $code ),
			isset( $settings['position'] ) ? (string) $settings['position'] : (string) $defaults['position'],
			isset( $settings['thousandsSeparator'] ) ? (string) $settings['thousandsSeparator'] : (string) $defaults['thousandsSeparator'],
			isset( $settings['decimalSeparator'] ) ? (string) $settings['decimalSeparator'] : (string) $defaults['decimalSeparator'],
			isset( $settings['decimals'] ) ? (int) $settings['decimals'] : self::default_decimals( $code )
		);
	}

	/**
	 * A currency's own minor-unit decimals (ISO 4217): 0 for JPY, 3 for KWD, 2 for a code not listed.
	 *
	 * @param string $code ISO code.
	 */
	public static function default_decimals( string $code ): int {
		$entry = self::entry( $code );
		return null === $entry ? (int) self::table()['defaults']['decimals'] : (int) $entry['decimals'];
	}

	/**
	 * A currency's usual symbol; a code not listed is its own symbol.
	 *
	 * @param string $code ISO code.
	 */
	public static function default_symbol( string $code ): string {
		$entry = self::entry( $code );
		return null === $entry ? strtoupper( $code ) : (string) $entry['symbol'];
	}

	/**
	 * Every code the currency table lists, with its symbol (the settings screen's choices).
	 *
	 * @return array<string, string> Code => symbol.
	 */
	public static function codes(): array {
		return array_map(
			static function ( $entry ): string {
				return (string) ( $entry['symbol'] ?? '' );
			},
			(array) self::table()['currencies']
		);
	}

	/**
	 * Whether an ISO code has no minor unit.
	 *
	 * @param string $code ISO code.
	 */
	public static function is_zero_decimal_code( string $code ): bool {
		return 0 === self::default_decimals( $code );
	}

	/**
	 * The row of plugin/data/currencies.json for a code, or null.
	 *
	 * @param string $code ISO code.
	 * @return array<string, mixed>|null
	 */
	private static function entry( string $code ): ?array {
		$all = (array) self::table()['currencies'];
		$key = strtoupper( $code );
		return isset( $all[ $key ] ) && is_array( $all[ $key ] ) ? $all[ $key ] : null;
	}

	/**
	 * The shared currency table, decoded once.
	 *
	 * @return array<string, mixed>
	 */
	private static function table(): array {
		if ( null === self::$table ) {
			$json        = file_get_contents( OPENGIVE_DIR . '/data/currencies.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local data file.
			self::$table = (array) json_decode( (string) $json, true );
		}
		return self::$table;
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
			// The currency's own precision from the table, so a page given these needs no table.
			'minorUnits'         => $this->minor_decimals,
		);
	}
}
