/**
 * The setup's pure parts.
 */
import { amountsInMinorUnits, gatewaysSetUp, nextStep } from '../steps';

describe( 'nextStep', () => {
	it( 'goes through organisation, payments and form to done, and stays there', () => {
		expect( nextStep( 'organisation' ) ).toBe( 'payments' );
		expect( nextStep( 'payments' ) ).toBe( 'form' );
		expect( nextStep( 'form' ) ).toBe( 'done' );
		expect( nextStep( 'done' ) ).toBe( 'done' );
	} );
} );

describe( 'amountsInMinorUnits', () => {
	it( 'reads main-unit amounts in the currency’s minor units, a decimal comma too, and skips empty boxes', () => {
		expect(
			amountsInMinorUnits( [ '10', '', '25.5', '7,25' ], 2 )
		).toEqual( {
			amounts: [ 1000, 2550, 725 ],
			error: '',
		} );
		expect( amountsInMinorUnits( [ '500', '1000' ], 0 ) ).toEqual( {
			amounts: [ 500, 1000 ],
			error: '',
		} );
	} );
	it( 'names the first box that is not an amount, and asks for one when all are empty', () => {
		expect( amountsInMinorUnits( [ '10', 'ten', '0' ], 2 ).error ).toBe(
			'“ten” is not an amount: type a number such as 25 or 7.50.'
		);
		expect( amountsInMinorUnits( [ '0' ], 2 ).error ).toBe(
			'“0” is not an amount: type a number such as 25 or 7.50.'
		);
		expect( amountsInMinorUnits( [ '2.5' ], 0 ).error ).not.toBe( '' );
		expect( amountsInMinorUnits( [ ' ', '' ], 2 ) ).toEqual( {
			amounts: [],
			error: 'Suggest at least one amount.',
		} );
	} );
} );

describe( 'gatewaysSetUp', () => {
	it( 'finds Stripe only with both test keys, and the test gateway when it is on', () => {
		expect(
			gatewaysSetUp( {
				stripe_test_publishable_key: 'pk_test_x',
				stripe_test_secret_key: { set: true, last4: 'abcd' },
				test_gateway_enabled: true,
			} )
		).toEqual( [ 'stripe', 'test' ] );
		expect(
			gatewaysSetUp( {
				stripe_test_publishable_key: 'pk_test_x',
				stripe_test_secret_key: { set: false, last4: '' },
				test_gateway_enabled: false,
			} )
		).toEqual( [] );
	} );
} );
