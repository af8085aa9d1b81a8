/**
 * src/payment/card.ts against jquery.payment's own test vectors (tests/fixtures/conformance/card-*.json).
 */
import {
	CARD_TYPES,
	type CardType,
	cardType,
	formatCardCVC,
	formatCardExpiry,
	formatCardNumber,
	parseCardExpiry,
	validateCardCVC,
	validateCardExpiry,
	validateCardNumber,
} from '../card';
import { loadConformance } from '../../../tests/unit/conformance';

interface NumberCase {
	number: string;
	valid: boolean | null;
	type: string | null;
	case: string;
	asserted_by: string;
	setup?: string;
}
interface TypesFile {
	cards: Array< {
		type: string;
		patterns: string[];
		length: number[];
		cvcLength: number[];
		luhn: boolean;
		format: string;
	} >;
	extension_example: {
		card: {
			type: string;
			patterns: string[];
			length: number[];
			luhn: boolean;
		};
	};
}

const numbers = loadConformance< { cases: NumberCase[] } >(
	'card-numbers.json'
);
const types = loadConformance< TypesFile >( 'card-types.json' );
const cvc = loadConformance< {
	cases: Array< {
		cvc: string;
		type: string | null;
		valid: boolean;
		case: string;
	} >;
} >( 'card-cvc.json' );
const expiry = loadConformance< {
	cases: Array< {
		month: string;
		year: string;
		valid?: boolean;
		valid_now?: boolean;
		stale?: boolean;
		case: string;
	} >;
} >( 'card-expiry.json' );
const expiryParse = loadConformance< {
	cases: Array< {
		input: string;
		expected: { month: number; year: number | string };
	} >;
} >( 'card-expiry-parse.json' );
const format = loadConformance< {
	cases: Array< {
		field: string;
		initial: string;
		key?: string;
		caret?: number;
		event: string;
		expected: string;
		case: string;
	} >;
} >( 'card-format.json' );

const extension = types.extension_example.card;
const wing: CardType = {
	type: extension.type,
	patterns: extension.patterns.map( Number ),
	length: extension.length,
	cvcLength: [ 3 ],
	luhn: extension.luhn,
	format: 'default',
};

describe( 'card table', () => {
	it( 'matches card-types.json type by type, in lookup order', () => {
		expect(
			CARD_TYPES.map( ( card ) => ( {
				type: card.type,
				patterns: card.patterns.map( String ),
				length: card.length,
				cvcLength: card.cvcLength,
				luhn: card.luhn,
				format: card.format,
			} ) )
		).toEqual( types.cards );
	} );
} );

describe( 'card numbers (card-numbers.json)', () => {
	const cardsFor = ( row: NumberCase ) =>
		row.setup ? [ wing, ...CARD_TYPES ] : CARD_TYPES;
	// Rows say which check they assert: validity (valid is not null) and/or the type.
	it.each( numbers.cases.filter( ( row ) => row.valid !== null ) )(
		'valid=$valid: $case: $number',
		( row ) => {
			expect( validateCardNumber( row.number, cardsFor( row ) ) ).toBe(
				row.valid
			);
		}
	);
	it.each(
		numbers.cases.filter(
			( row ) => row.asserted_by !== 'validateCardNumber'
		)
	)( 'type $type: $case: $number', ( row ) => {
		expect( cardType( row.number, cardsFor( row ) ) ).toBe( row.type );
	} );
} );

describe( 'CVC (card-cvc.json)', () => {
	it.each( cvc.cases )( '$case: "$cvc" ($type)', ( row ) => {
		expect( validateCardCVC( row.cvc, row.type ) ).toBe( row.valid );
	} );
} );

describe( 'expiry (card-expiry.json, relative to today)', () => {
	const now = new Date();
	const M = now.getMonth() + 1;
	const Y = now.getFullYear();
	const later = new Date( Y + 1, now.getMonth() + 2, 1 );
	// The file writes its month/year as expressions over today's date; these are their values.
	const symbols: Record< string, string > = {
		M: String( M ),
		'M-1': String( M - 1 ),
		Y: String( Y ),
		'Y-1': String( Y - 1 ),
		'Y+1': String( Y + 1 ),
		'str(month of (now + 1 year + 2 months))': String(
			later.getMonth() + 1
		),
		'str(year of same)': String( later.getFullYear() ),
		"first two chars of Y, e.g. '20'": String( Y ).slice( 0, 2 ),
	};
	const resolve = ( value: string ) => symbols[ value ] ?? value;

	it.each( expiry.cases )( '$case', ( row ) => {
		// Stale rows were valid only when upstream wrote them; valid_now is what holds today.
		const expected = row.stale ? row.valid_now : row.valid;
		expect(
			validateCardExpiry( resolve( row.month ), resolve( row.year ), now )
		).toBe( expected );
	} );

	it.each( expiryParse.cases )( 'parses "$input"', ( row ) => {
		// The file's two-digit rows are all under the spec's pivot (70), where both rules agree.
		const parsed = parseCardExpiry( row.input );
		// toEqual treats NaN as equal to NaN; the file writes NaN as the string "NaN".
		expect( parsed ).toEqual( {
			month: row.expected.month,
			year: row.expected.year === 'NaN' ? NaN : row.expected.year,
		} );
	} );
} );

describe( 'formatting as the donor types (card-format.json)', () => {
	// Upstream tests press a key at the caret; our formatters see the field's resulting value.
	const typed = ( row: {
		initial: string;
		key?: string;
		caret?: number;
	} ) => {
		if ( row.key === undefined ) {
			return row.initial;
		}
		const caret = row.caret ?? row.initial.length;
		return (
			row.initial.slice( 0, caret ) + row.key + row.initial.slice( caret )
		);
	};

	it.each( format.cases )( '$case', ( row ) => {
		const next = typed( row );
		const result =
			row.field === 'cardNumber'
				? formatCardNumber( next )
				: formatCardExpiry( next, row.initial );
		expect( result ).toBe( row.expected );
	} );
} );

describe( 'spec limits beyond the vectors', () => {
	it( 'groups amex 4-6-5 and diners 4-6-4 and cuts to the longest length', () => {
		expect( formatCardNumber( '378282246310005999' ) ).toBe(
			'3782 822463 10005'
		);
		expect( formatCardNumber( '30569309025904' ) ).toBe(
			'3056 930902 5904'
		);
		expect( formatCardNumber( '4111 1111 1111 1111 999' ) ).toBe(
			'4111 1111 1111 1111'
		);
	} );

	it( 'limits the expiry to 6 digits', () => {
		expect( formatCardExpiry( '12 / 20301' ) ).toBe( '12 / 2030' );
	} );

	it.each( [
		// jquery.payment's formatBackExpiry: backspace at 'MM / ' drops the separator and a digit.
		[ '12 / ', '12 /', '1' ],
		[ '04 / ', '04 /', '0' ],
		// An ordinary backspace in the year leaves the separator.
		[ '12 / 2', '12 / ', '12 / ' ],
		[ '12 / 25', '12 / 2', '12 / 2' ],
	] )(
		'backspace from "%s" (the field then reads "%s") leaves "%s"',
		( previous, value, expected ) => {
			expect( formatCardExpiry( value, previous ) ).toBe( expected );
		}
	);

	it.each( [
		[ '69', '2069' ],
		[ '70', '1970' ],
		[ '99', '1999' ],
		[ '2075', '2075' ],
	] )( 'reads two-digit year %s as %s (pivot 70)', ( typed, full ) => {
		expect( parseCardExpiry( `12 / ${ typed }` ).year ).toBe(
			Number( full )
		);
	} );

	it( 'limits the CVC to 4 digits', () => {
		expect( formatCardCVC( '12a345' ) ).toBe( '1234' );
	} );
} );
