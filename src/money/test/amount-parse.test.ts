import { normalizeCurrency } from '../currency';
import { amountParseMessage, parseAmount, readAmount } from '../parse-amount';
import { amountParseFixture } from '../../../tests/unit/fixtures';

const currency = ( key: string ) => {
	const found = amountParseFixture.currencies[ key ];
	if ( ! found ) {
		throw new Error( `Unknown fixture currency ${ key }` );
	}
	// Stored settings; the table adds the minor units, as Currency::from_array() does in PHP.
	return normalizeCurrency( found );
};

describe( 'amount-parse fixture (shared with PHP)', () => {
	it.each( amountParseFixture.cases )(
		'$name: "$input" in $currency gives $expected',
		( { currency: key, input, expected } ) => {
			const result = readAmount( input, currency( key ) );
			expect( result ).toEqual(
				typeof expected === 'number'
					? { verdict: 'ok', minor: expected }
					: { verdict: expected, minor: 0 }
			);
		}
	);

	it( 'gives NaN, never 0, for refused text so it cannot pass as empty', () => {
		expect( parseAmount( '-5000', currency( 'USD' ) ) ).toBeNaN();
		expect( parseAmount( '', currency( 'USD' ) ) ).toBe( 0 );
	} );

	it( "words the refusal with the form's own separators", () => {
		expect( amountParseMessage( 'invalid', currency( 'EUR_DE' ) ) ).toBe(
			'Please enter the amount as a number, like 1.234,56.'
		);
		expect(
			amountParseMessage( 'too_many_decimals', currency( 'JPY_2' ) )
		).toBe( 'Please enter a whole amount, without decimals.' );
		expect(
			amountParseMessage( 'too_many_decimals', currency( 'KWD' ) )
		).toBe( 'Please use at most 3 decimal places.' );
	} );
} );
