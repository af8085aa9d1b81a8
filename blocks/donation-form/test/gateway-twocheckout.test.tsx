import { screen } from '@testing-library/react';
import { enterCard, renderForm } from './render-form';
import type { DonateRequest } from '@opengive/api/donations';
import type { Tco } from '@opengive/payment/twocheckout';

describe( 'payment methods: the 2Checkout card token', () => {
	afterEach( () => {
		jest.restoreAllMocks();
	} );

	it( '2Checkout: the token goes into the hidden card-token field and the form is submitted again with it; a refused gift needs a new token', async () => {
		const tokens = [ 'tco-token-1', 'tco-token-2' ];
		const requested: Array< Record< string, string > > = [];
		( window as unknown as { TCO?: Tco } ).TCO = {
			loadPubKey: ( _environment, callback ) => callback(),
			requestToken: ( success, _failure, args ) => {
				requested.push( args );
				success( {
					response: {
						token: { token: tokens[ requested.length - 1 ] },
					},
				} );
			},
		};
		const original = HTMLFormElement.prototype.requestSubmit;
		const fieldAtResubmit: string[] = [];
		jest.spyOn(
			HTMLFormElement.prototype,
			'requestSubmit'
		).mockImplementation( function ( this: HTMLFormElement ) {
			fieldAtResubmit.push(
				( this.elements.namedItem( 'card-token' ) as HTMLInputElement )
					.value
			);
			original.call( this );
		} );
		const { rest, user } = await renderForm();
		await enterCard( user, 'Card (2Checkout)', '5555555555554444' );
		rest.failNextWith( {
			code: 'opengive_payment_declined',
			message: 'The card was declined.',
			data: { status: 402 },
		} );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		await screen.findByText( /The card was declined/, {
			selector: '[role="alert"] p',
		} );
		expect( fieldAtResubmit ).toEqual( [ 'tco-token-1' ] );
		expect( requested[ 0 ] ).toEqual( {
			sellerId: '901248156',
			publishableKey: 'tco-public-mock',
			ccNo: '5555555555554444',
			cvv: '123',
			expMonth: '12',
			expYear: '2029',
		} );
		// The used token is gone from the field.
		expect(
			document.querySelector< HTMLInputElement >(
				'input[name="card-token"]'
			)?.value
		).toBe( '' );

		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		await screen.findByRole( 'heading', {
			name: 'Thank you for your donation!',
		} );
		expect( fieldAtResubmit ).toEqual( [ 'tco-token-1', 'tco-token-2' ] );
		const sent = rest.requests
			.filter( ( request ) => request.method === 'POST' )
			.map( ( request ) => request.data as DonateRequest );
		expect( sent.map( ( data ) => data.paymentToken ) ).toEqual( [
			'tco-token-1',
			'tco-token-2',
		] );
		expect( sent[ 1 ] ).toMatchObject( {
			gatewayId: 'twocheckout',
			cardBrand: 'mastercard',
			cardLast4: '4444',
		} );
		delete ( window as unknown as { TCO?: Tco } ).TCO;
		// Two full card entries and submits: slow on a busy machine, not a timing test.
	}, 20_000 );
} );
