<?php
/**
 * The 22 SWV rules on one field's values.
 *
 * @package OpenGive
 */

namespace OpenGive\ContactForms\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * Twin of src/contact-form/rules/*-rules.ts. Every rule but required and requiredfile passes a field
 * with no values; values of the wrong kind (a word in a number rule) are left to the format rules.
 */
final class FieldRules {

	/**
	 * The rule names this class checks (all and any are Swv's).
	 */
	const NAMES = array(
		'required',
		'email',
		'url',
		'tel',
		'number',
		'date',
		'time',
		'enum',
		'dayofweek',
		'minitems',
		'maxitems',
		'minlength',
		'maxlength',
		'minnumber',
		'maxnumber',
		'mindate',
		'maxdate',
		'stepnumber',
		'requiredfile',
		'file',
		'minfilesize',
		'maxfilesize',
	);

	/**
	 * Whether the field's values satisfy the rule.
	 *
	 * @param array<string, mixed> $rule   The rule and its properties.
	 * @param FieldValues          $values The field's values.
	 */
	public static function passes( array $rule, FieldValues $values ): bool {
		$texts = $values->texts;
		$files = $values->files;
		switch ( $rule['rule'] ) {
			case 'required':
				// Spec section 5: blank after trimming counts as missing.
				foreach ( $texts as $text ) {
					if ( '' !== Formats::trim_text( $text ) ) {
						return true;
					}
				}
				return false;
			case 'email':
				return self::every( $texts, array( Formats::class, 'is_email' ) );
			case 'url':
				return self::every( $texts, array( Formats::class, 'is_url' ) );
			case 'tel':
				return self::every( $texts, array( Formats::class, 'is_tel' ) );
			case 'number':
				return self::every( $texts, array( Formats::class, 'is_number' ) );
			case 'date':
				return self::every( $texts, array( Formats::class, 'is_date' ) );
			case 'time':
				return self::every( $texts, array( Formats::class, 'is_time' ) );
			case 'enum':
				$accept = array_map( 'strval', self::accept( $rule ) );
				return self::every(
					$texts,
					static function ( $text ) use ( $accept ) {
						return in_array( $text, $accept, true );
					}
				);
			case 'dayofweek':
				$days = array_map( 'intval', self::accept( $rule ) );
				return self::every(
					array_filter( $texts, array( Formats::class, 'is_date' ) ),
					static function ( $text ) use ( $days ) {
						return in_array( Formats::iso_weekday( $text ), $days, true );
					}
				);
			case 'minitems':
				// swv v2: no items passes (required is the rule for "at least one").
				return 0 === count( $texts ) || count( $texts ) >= self::threshold( $rule );
			case 'maxitems':
				return count( $texts ) <= self::threshold( $rule );
			case 'minlength':
				return 0 === count( $texts ) || self::total_length( $texts ) >= self::threshold( $rule );
			case 'maxlength':
				return self::total_length( $texts ) <= self::threshold( $rule );
			case 'minnumber':
			case 'maxnumber':
				$bound = self::threshold( $rule );
				$min   = 'minnumber' === $rule['rule'];
				foreach ( self::numbers( $texts ) as $number ) {
					// Written as the passing comparison so a NAN bound fails, as in the browser.
					$passes = $min ? $number >= $bound : $number <= $bound;
					if ( ! $passes ) {
						return false;
					}
				}
				return true;
			case 'mindate':
			case 'maxdate':
				return self::date_bound( $rule, $texts );
			case 'stepnumber':
				$base     = Formats::to_number( isset( $rule['base'] ) ? $rule['base'] : null, 0.0 );
				$interval = Formats::to_number( isset( $rule['interval'] ) ? $rule['interval'] : null, 0.0 );
				foreach ( self::numbers( $texts ) as $number ) {
					if ( ! Formats::is_step( $number, $base, $interval ) ) {
						return false;
					}
				}
				return true;
			case 'requiredfile':
				return count( $files ) > 0;
			case 'file':
				return self::files_accepted( $rule, $files );
			case 'minfilesize':
				return 0 === count( $files ) || self::total_size( $files ) >= self::threshold( $rule );
			case 'maxfilesize':
				return self::total_size( $files ) <= self::threshold( $rule );
			default:
				return true;
		}
	}

	/**
	 * Whether every value passes the test.
	 *
	 * @param string[] $texts Values.
	 * @param callable $test  Predicate.
	 */
	private static function every( array $texts, callable $test ): bool {
		foreach ( $texts as $text ) {
			if ( ! $test( $text ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The rule's accept list.
	 *
	 * @param array<string, mixed> $rule Rule.
	 * @return array<int, mixed>
	 */
	private static function accept( array $rule ): array {
		return isset( $rule['accept'] ) && is_array( $rule['accept'] ) ? array_values( $rule['accept'] ) : array();
	}

	/**
	 * The rule's threshold as a number; a missing or non-numeric one is NAN, which no comparison
	 * satisfies (as Number( undefined ) in the browser).
	 *
	 * @param array<string, mixed> $rule Rule.
	 */
	private static function threshold( array $rule ): float {
		return Formats::to_number( isset( $rule['threshold'] ) ? $rule['threshold'] : null, NAN );
	}

	/**
	 * Summed UTF-16 length.
	 *
	 * @param string[] $texts Values.
	 */
	private static function total_length( array $texts ): int {
		$total = 0;
		foreach ( $texts as $text ) {
			$total += Formats::utf16_length( $text );
		}
		return $total;
	}

	/**
	 * The values that are valid numbers, as floats.
	 *
	 * @param string[] $texts Values.
	 * @return float[]
	 */
	private static function numbers( array $texts ): array {
		$numbers = array();
		foreach ( $texts as $text ) {
			if ( Formats::is_number( $text ) ) {
				$numbers[] = (float) $text;
			}
		}
		return $numbers;
	}

	/**
	 * Mindate and maxdate: YYYY-MM-DD strings order like their dates; a threshold that is not a date
	 * disables the bound (swv-php skips the rule).
	 *
	 * @param array<string, mixed> $rule  Rule.
	 * @param string[]             $texts Values.
	 */
	private static function date_bound( array $rule, array $texts ): bool {
		$bound = isset( $rule['threshold'] ) && is_scalar( $rule['threshold'] ) ? (string) $rule['threshold'] : '';
		if ( ! Formats::is_date( $bound ) ) {
			return true;
		}
		foreach ( $texts as $text ) {
			if ( ! Formats::is_date( $text ) ) {
				continue;
			}
			$order = strcmp( $text, $bound );
			if ( 'mindate' === $rule['rule'] ? $order < 0 : $order > 0 ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The file rule: by file NAME against the accept list, as swv-php v2 does (swv JS compares the
	 * browser-reported type, which the server cannot trust).
	 *
	 * @param array<string, mixed>             $rule  Rule.
	 * @param array<int, array<string, mixed>> $files Files.
	 */
	private static function files_accepted( array $rule, array $files ): bool {
		$allowed = FileTypes::accepted_extensions( self::accept( $rule ) );
		foreach ( $files as $file ) {
			$extension = FileTypes::extension_of( (string) $file['name'] );
			if ( null === $extension || ! in_array( $extension, $allowed, true ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Summed size in bytes.
	 *
	 * @param array<int, array<string, mixed>> $files Files.
	 */
	private static function total_size( array $files ): float {
		$total = 0.0;
		foreach ( $files as $file ) {
			$total += (float) $file['size'];
		}
		return $total;
	}
}
