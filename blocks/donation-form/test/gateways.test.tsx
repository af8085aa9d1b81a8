import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DonationFormApp from '../components/DonationFormApp';
import { GATEWAY_LOAD_FAILED } from '../components/useGatewayFields';
import {
	installMockRest,
	MOCK_STRIPE_API,
} from '../../../tests/unit/mock-rest';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';
import type { DonateRequest } from '@opengive/api/donations';
import type { Tco } from '@opengive/payment/twocheckout';
import type { FormConfig } from '@opengive/types/form-config';

const RETURN_URL = 'https://charity.example/donate/';

// The demo form as printed: test, Stripe ("Credit or debit card"), 2Checkout and offline.
const CARD_FORM = renderedFormConfig( 'home' );

function renderForm( config: FormConfig = CARD_FORM ) {
	const rest = installMockRest( [ config ] );
	const user = userEvent.setup();
	render( <DonationFormApp config={ config } returnUrl={ RETURN_URL } /> );
	return { rest, user };
}

async function fillDonor( user: ReturnType< typeof userEvent.setup > ) {
	await user.type( screen.getByLabelText( 'First name' ), 'Ada' );
	await user.type( screen.getByLabelText( 'Email' ), 'ada@example.org' );
}

const gatewayRequests = ( rest: ReturnType< typeof installMockRest > ) =>
	rest.requests.filter( ( request ) =>
		request.path?.startsWith( '/opengive/v1/forms/' )
	);

describe( 'payment methods', () => {
	afterEach( () => {
		jest.restoreAllMocks();
	} );

	it( "loads a gateway's fields from the server when the donor switches to it, blocking the form meanwhile", async () => {
		const { rest, user } = renderForm();
		expect( gatewayRequests( rest ) ).toHaveLength( 0 );
		const release = rest.holdNext();
		await user.click(
			screen.getByRole( 'radio', { name: 'Credit or debit card' } )
		);

		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading payment method…'
		);
		expect(
			screen.getByRole( 'button', { name: 'Donate now' } )
		).toBeDisabled();
		expect( gatewayRequests( rest )[ 0 ].path ).toMatch(
			/^\/opengive\/v1\/forms\/\d+\/gateways\/stripe\?payment-mode=stripe/
		);
		release();
		expect(
			await screen.findByLabelText( 'Card number' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Card details go to the provider.' )
		).toBeInTheDocument();
	} );

	it( 'logs the spec message and shows no card fields when loading fails', async () => {
		const { rest, user } = renderForm();
		rest.failNextWith( new Error( 'offline' ) );
		await user.click(
			screen.getByRole( 'radio', { name: 'Credit or debit card' } )
		);
		await waitFor( () =>
			expect( console ).toHaveErroredWith( GATEWAY_LOAD_FAILED )
		);
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByLabelText( 'Card number' )
		).not.toBeInTheDocument();
	} );

	it( "ignores a '0' selection (a failed one)", async () => {
		const { rest, user } = renderForm(
			renderedFormConfig( 'home', {
				gateways: [
					{ id: 'test', label: 'Test donation', fields: 'none' },
					{ id: '0', label: 'Broken', fields: 'none' },
				],
			} )
		);
		await user.click( screen.getByRole( 'radio', { name: 'Broken' } ) );
		expect( gatewayRequests( rest ) ).toHaveLength( 0 );
	} );

	it( 'formats the card as typed and refuses an invalid card before anything is sent', async () => {
		const { rest, user } = renderForm();
		await user.click(
			screen.getByRole( 'radio', { name: 'Credit or debit card' } )
		);
		await user.type(
			await screen.findByLabelText( 'Card number' ),
			'4242424242424241'
		);
		await user.type( screen.getByLabelText( 'Expiry (MM / YY)' ), '1229' );
		await user.type(
			screen.getByLabelText( 'Security code (CVC)' ),
			'12a345'
		);
		expect( screen.getByLabelText( 'Card number' ) ).toHaveValue(
			'4242 4242 4242 4241'
		);
		expect( screen.getByLabelText( 'Expiry (MM / YY)' ) ).toHaveValue(
			'12 / 29'
		);
		expect( screen.getByLabelText( 'Security code (CVC)' ) ).toHaveValue(
			'1234'
		);
		await fillDonor( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);

		expect(
			screen.getByText( 'This card number is not valid.' )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Card number' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( rest.donations ).toHaveLength( 0 );
	} );

	it( 'sends the card to the provider and only the token to the site', async () => {
		const providerFetch = jest.fn( async () => ( {
			ok: true,
			status: 200,
			json: async () => ( {
				id: 'pm_unit',
				card: { brand: 'visa', last4: '4242' },
			} ),
		} ) );
		window.fetch = providerFetch as unknown as typeof fetch;
		const { rest, user } = renderForm();
		await user.click(
			screen.getByRole( 'radio', { name: 'Credit or debit card' } )
		);
		await user.type(
			await screen.findByLabelText( 'Card number' ),
			'4242424242424242'
		);
		await user.type( screen.getByLabelText( 'Expiry (MM / YY)' ), '1229' );
		await user.type(
			screen.getByLabelText( 'Security code (CVC)' ),
			'123'
		);
		await fillDonor( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);

		expect(
			await screen.findByRole( 'heading', {
				name: 'Thank you for your donation!',
			} )
		).toBeInTheDocument();
		expect( providerFetch ).toHaveBeenCalledWith(
			`${ MOCK_STRIPE_API }/v1/payment_methods`,
			expect.objectContaining( { method: 'POST' } )
		);
		const sent = rest.requests.find(
			( request ) => request.method === 'POST'
		)?.data as DonateRequest;
		expect( sent ).toMatchObject( {
			gatewayId: 'stripe',
			paymentToken: 'pm_unit',
			cardBrand: 'visa',
			cardLast4: '4242',
		} );
		expect( JSON.stringify( sent ) ).not.toContain( '4242424242424242' );
		expect(
			screen.getByText( 'Credit or debit card (visa •••• 4242)' )
		).toBeInTheDocument();
	} );

	it( "shows the provider's refusal and keeps everything the donor typed", async () => {
		window.fetch = jest.fn( async () => ( {
			ok: false,
			status: 402,
			json: async () => ( {
				error: {
					type: 'card_error',
					message: 'Your card was declined.',
				},
			} ),
		} ) ) as unknown as typeof fetch;
		const { rest, user } = renderForm();
		await user.click(
			screen.getByRole( 'radio', { name: 'Credit or debit card' } )
		);
		await user.type(
			await screen.findByLabelText( 'Card number' ),
			'4000000000000002'
		);
		await user.type( screen.getByLabelText( 'Expiry (MM / YY)' ), '1229' );
		await user.type(
			screen.getByLabelText( 'Security code (CVC)' ),
			'123'
		);
		await fillDonor( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Your card was declined.'
		);
		expect( rest.donations ).toHaveLength( 0 );
		expect( screen.getByLabelText( 'Card number' ) ).toHaveValue(
			'4000 0000 0000 0002'
		);
		expect(
			screen.getByRole( 'button', { name: 'Donate now' } )
		).toBeEnabled();
	} );

	it( 'shows the no_gateway alert and cannot be submitted when the form offers no payment method', () => {
		renderForm( renderedFormConfig( 'home', { gateways: [] } ) );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'This form cannot take donations right now: no payment method is enabled.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Donate now' } )
		).toBeDisabled();
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
		const { rest, user } = renderForm();
		await user.click(
			screen.getByRole( 'radio', { name: 'Card (2Checkout)' } )
		);
		await user.type(
			await screen.findByLabelText( 'Card number' ),
			'5555555555554444'
		);
		await user.type( screen.getByLabelText( 'Expiry (MM / YY)' ), '1229' );
		await user.type(
			screen.getByLabelText( 'Security code (CVC)' ),
			'123'
		);
		await fillDonor( user );
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
