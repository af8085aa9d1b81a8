<?php
/**
 * The card types of plugin/data/card-types.json (shared with src/payment/card.ts and src/ui/card-brand.ts).
 *
 * @package OpenGive
 */

namespace OpenGive\Support\Data;

defined( 'ABSPATH' ) || exit;

/**
 * Card type ids (the brands a browser or provider may report) and their display names.
 */
final class CardTypes {

	/**
	 * Every card type id, in lookup order.
	 *
	 * @return string[]
	 */
	public static function ids(): array {
		return array_map(
			static function ( array $type ): string {
				return (string) $type['type'];
			},
			DataFile::read( 'card-types' )['types']
		);
	}

	/**
	 * The brand's own spelling ("American Express" for amex); an unknown id capitalised.
	 *
	 * @param string $type Card type id.
	 */
	public static function name( string $type ): string {
		foreach ( DataFile::read( 'card-types' )['types'] as $row ) {
			if ( $row['type'] === $type ) {
				return (string) $row['name'];
			}
		}
		return ucfirst( $type );
	}
}
