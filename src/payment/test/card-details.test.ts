import { cardErrors, cardPayload } from '../card-details';

const NOW = new Date( 2026, 10, 22 );

describe( 'cardErrors', () => {
	it( 'accepts a valid card', () => {
		expect(
			cardErrors(
				{
					number: '4242 4242 4242 4242',
					expiry: '12 / 28',
					cvc: '123',
				},
				NOW
			)
		).toEqual( {} );
	} );

	it.each( [
		[
			'number',
			{ number: '', expiry: '12 / 28', cvc: '123' },
			'Please enter your card number.',
		],
		[
			'number',
			{ number: '4242 4242 4242 4241', expiry: '12 / 28', cvc: '123' },
			'This card number is not valid.',
		],
		[
			'expiry',
			{ number: '4242 4242 4242 4242', expiry: '', cvc: '123' },
			'Please enter the expiry date (MM / YY).',
		],
		[
			'expiry',
			{ number: '4242 4242 4242 4242', expiry: '10 / 26', cvc: '123' },
			'This expiry date is not valid or has passed.',
		],
		[
			'expiry',
			{ number: '4242 4242 4242 4242', expiry: '13 / 28', cvc: '123' },
			'This expiry date is not valid or has passed.',
		],
		// Spec section 5: a two-digit year of 70 or more is 19YY, so long past.
		[
			'expiry',
			{ number: '4242 4242 4242 4242', expiry: '12 / 75', cvc: '123' },
			'This expiry date is not valid or has passed.',
		],
		[
			'cvc',
			{ number: '4242 4242 4242 4242', expiry: '12 / 28', cvc: '12' },
			'Please enter the security code from the back of the card.',
		],
		[
			'cvc',
			{ number: '3782 822463 10005', expiry: '12 / 28', cvc: '12345' },
			'Please enter the security code from the back of the card.',
		],
	] as const )( 'names the %s field', ( field, card, message ) => {
		expect( cardErrors( card, NOW ) ).toEqual( { [ field ]: message } );
	} );

	it( 'counts the expiry month itself as valid', () => {
		expect(
			cardErrors(
				{
					number: '4242 4242 4242 4242',
					expiry: '11 / 26',
					cvc: '123',
				},
				NOW
			)
		).toEqual( {} );
	} );

	it( 'takes a four-digit year', () => {
		expect(
			cardErrors(
				{
					number: '4242 4242 4242 4242',
					expiry: '01 / 2027',
					cvc: '123',
				},
				NOW
			)
		).toEqual( {} );
	} );
} );

describe( 'cardPayload', () => {
	it( 'sends digits, a two-digit month and a four-digit year, with brand and last four', () => {
		expect(
			cardPayload( {
				number: '3782 822463 10005',
				expiry: '03 / 29',
				cvc: '1234',
			} )
		).toEqual( {
			number: '378282246310005',
			expMonth: '03',
			expYear: '2029',
			cvc: '1234',
			brand: 'amex',
			last4: '0005',
		} );
	} );

	it( 'sends a two-digit year under 70 as 20YY', () => {
		expect(
			cardPayload( {
				number: '4242 4242 4242 4242',
				expiry: '01 / 69',
				cvc: '123',
			} ).expYear
		).toBe( '2069' );
	} );
} );
