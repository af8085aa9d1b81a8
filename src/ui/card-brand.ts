/**
 * How a detected card type (src/payment/card.ts's lowercase ids) is named to a donor: the brand's
 * own spelling, so the field says "Mastercard" or "American Express", never "mastercard" or "amex".
 */

const BRAND_NAMES: Readonly< Record< string, string > > = {
	visa: 'Visa',
	mastercard: 'Mastercard',
	amex: 'American Express',
	dinersclub: 'Diners Club',
	discover: 'Discover',
	unionpay: 'UnionPay',
	jcb: 'JCB',
	maestro: 'Maestro',
	dankort: 'Dankort',
	forbrugsforeningen: 'Forbrugsforeningen',
};

/** Brand colours for the small badge icon (the brands' own, as on their acceptance marks). */
const BRAND_COLOURS: Readonly< Record< string, string > > = {
	visa: '#1a1f71',
	mastercard: '#eb001b',
	amex: '#006fcf',
	dinersclub: '#0079be',
	discover: '#e55c20',
	unionpay: '#d10429',
	jcb: '#0b4ea2',
	maestro: '#0099df',
	dankort: '#e31e24',
	forbrugsforeningen: '#1b4b8a',
};

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
