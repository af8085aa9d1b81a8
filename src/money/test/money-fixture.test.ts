import { parseAmount } from '../parse-amount';
import { formatAmount } from '../format-amount';
import { normalizeCurrency } from '../currency';
import { moneyFixture } from '../../../tests/unit/fixtures';

const currency = ( key: string ) => {
	const found = moneyFixture.currencies[ key ];
	if ( ! found ) {
		throw new Error( `Unknown fixture currency ${ key }` );
	}
	// Stored settings; the table adds the minor units, as Currency::from_array() does in PHP.
	return normalizeCurrency( found );
};

describe( 'money fixture (shared with PHP)', () => {
	it.each( moneyFixture.format )(
		'formats $minor in $currency as "$expected"',
		( { currency: key, minor, expected } ) => {
			expect( formatAmount( minor, currency( key ) ) ).toBe( expected );
		}
	);

	it.each( moneyFixture.normalize )( '$name', ( { input, expected } ) => {
		expect( normalizeCurrency( input ) ).toEqual( expected );
	} );

	it( 'round-trips every formatted amount through the parser', () => {
		const nonNegative = moneyFixture.format.filter(
			( { minor } ) => minor >= 0
		);
		expect( nonNegative.length ).toBeGreaterThan( 10 );
		for ( const { currency: key, minor } of nonNegative ) {
			const settings = currency( key );
			expect(
				parseAmount( formatAmount( minor, settings ), settings )
			).toBe( minor );
		}
	} );
} );
