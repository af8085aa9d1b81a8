/**
 * What Elements is told about the gift, and the look it takes from the form.
 */
import {
	appearanceFrom,
	elementsGift,
	elementsOptions,
	elementsUpdate,
	setupOptions,
} from '../payment-element';

describe( 'the gift Elements shows', () => {
	it( 'is the total in minor units for a valid amount, and nothing otherwise', () => {
		expect( elementsGift( 2575, true, 'EUR', false ) ).toEqual( {
			total: 2575,
			currency: 'EUR',
			recurring: false,
		} );
		expect( elementsGift( 2575, false, 'EUR', false ) ).toBeNull();
		expect( elementsGift( 0, true, 'EUR', false ) ).toBeNull();
		expect( elementsGift( Number.NaN, true, 'EUR', false ) ).toBeNull();
	} );

	it( 'asks Stripe to save the method for renewals only when the gift repeats', () => {
		const once = elementsOptions( {
			total: 1000,
			currency: 'JPY',
			recurring: false,
		} );
		expect( once ).toEqual( {
			mode: 'payment',
			amount: 1000,
			currency: 'jpy',
		} );
		expect(
			elementsOptions( { total: 1000, currency: 'JPY', recurring: true } )
		).toMatchObject( { setupFutureUsage: 'off_session' } );
		expect(
			elementsUpdate( { total: 500, currency: 'USD', recurring: true } )
		).toEqual( {
			amount: 500,
			currency: 'usd',
			setupFutureUsage: 'off_session',
		} );
		expect( setupOptions( 'GBP' ) ).toEqual( {
			mode: 'setup',
			currency: 'gbp',
		} );
	} );
} );

describe( 'the look Elements takes from the form', () => {
	const style = ( values: Record< string, string > ) => ( {
		getPropertyValue: ( name: string ) => values[ name ] ?? '',
	} );

	it( 'uses the form’s accent, radius, text colour and font', () => {
		expect(
			appearanceFrom(
				style( {
					'--opengive-accent': ' #1e6b52',
					'--opengive-radius': '6px',
					color: 'rgb(17, 17, 17)',
					'font-family': 'Georgia, serif',
				} )
			)
		).toEqual( {
			theme: 'stripe',
			variables: {
				colorPrimary: '#1e6b52',
				borderRadius: '6px',
				colorText: 'rgb(17, 17, 17)',
				fontFamily: 'Georgia, serif',
			},
		} );
	} );

	it( 'leaves out what the page does not set (Stripe’s own defaults then)', () => {
		expect( appearanceFrom( style( {} ) ) ).toEqual( {
			theme: 'stripe',
			variables: {},
		} );
	} );
} );
