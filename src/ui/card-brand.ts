/**
 * How a detected card type (src/payment/card.ts's lowercase ids) is named to a donor: the brand's
 * own spelling, so the field says "Mastercard" or "American Express", never "mastercard" or "amex".
 */
import cardTypes from '../../plugin/data/card-types.json';

// Names and badge colours (the brands' own, as on their acceptance marks) from
// plugin/data/card-types.json, the table card detection and PHP's receipt labels read too.
const BRAND_NAMES: Readonly< Record< string, string > > = Object.fromEntries(
	cardTypes.types.map( ( row ) => [ row.type, row.name ] )
);

const BRAND_COLOURS: Readonly< Record< string, string > > = Object.fromEntries(
	cardTypes.types.map( ( row ) => [ row.type, row.colour ] )
);

/**
 * The brand's display name, e.g. brandName( 'amex' ) === 'American Express'.
 *
 * @param type A card type id from cardType(); unknown ids are capitalised rather than hidden.
 */
export function brandName( type: string ): string {
	if ( BRAND_NAMES[ type ] ) {
		return BRAND_NAMES[ type ];
	}
	return type.charAt( 0 ).toUpperCase() + type.slice( 1 );
}

/**
 * The badge colour for a card type (a neutral grey for unknown ones).
 *
 * @param type A card type id.
 */
export function brandColour( type: string ): string {
	return BRAND_COLOURS[ type ] ?? '#50575e';
}
