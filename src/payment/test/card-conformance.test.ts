/**
 * src/payment/card.ts against jquery.payment's own test vectors (shared/conformance/card-*.json).
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
	// Each row says what it holds: a validity (valid is null when it does not) and/or a type (rows
	// asserted only by validateCardNumber say nothing about the type). One test per claim, none skipped.
	const cardsFor = ( row: ( typeof numbers.cases )[ number ] ) =>
		row.setup ? [ wing, ...CARD_TYPES ] : CARD_TYPES;
	const validityRows = numbers.cases.filter( ( row ) => row.valid !== null );
	const typeRows = numbers.cases.filter(
		( row ) => row.asserted_by !== 'validateCardNumber'
	);

	it( 'has rows for both claims', () => {
		expect( validityRows.length ).toBeGreaterThan( 10 );
		expect( typeRows.length ).toBeGreaterThan( 10 );
	} );

	it.each( validityRows )( 'validity of $case: $number', ( row ) => {
		expect( validateCardNumber( row.number, cardsFor( row ) ) ).toBe(
			row.valid
		);
	} );

	it.each( typeRows )( 'type of $case: $number', ( row ) => {
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
		const parsed = parseCardExpiry( row.input, new Date( 2026, 0, 1 ) );
		expect( parsed.month ).toBe( row.expected.month );
		// The file writes an unparseable year as the string 'NaN'.
		expect( Number.isNaN( parsed.year ) ? 'NaN' : parsed.year ).toBe(
			row.expected.year
		);
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

	it( 'limits the expiry to 6 digits and lets a deletion remove the separator', () => {
		expect( formatCardExpiry( '12 / 20301' ) ).toBe( '12 / 2030' );
		expect( formatCardExpiry( '12 /', '12 / ' ) ).toBe( '12' );
	} );

	it( 'limits the CVC to 4 digits', () => {
		expect( formatCardCVC( '12a345' ) ).toBe( '1234' );
	} );
} );
