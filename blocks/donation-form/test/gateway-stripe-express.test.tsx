/**
 * The Stripe gateway's express buttons (Apple Pay, Google Pay, Link: Stripe's Express Checkout
 * Element) in the donation form, driven through the unit double as a browser with a wallet would
 * fire them: shown only where a wallet is, the sheet's lines for the gift, and a wallet's payment
 * through the form's own submit.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { installStripeDouble } from '../../../tests/unit/stripe-double';
import { renderForm } from './render-form';
import type { DonateRequest } from '@opengive/api/donations';

const stripe = installStripeDouble();

afterEach( () => {
	stripe.reset();
	jest.restoreAllMocks();
} );

type Wallet = Parameters< typeof stripe.express.confirm >[ 0 ];
type User = Awaited< ReturnType< typeof renderForm > >[ 'user' ];

async function chooseStripe( user: User ) {
	await user.click(
		screen.getByRole( 'radio', { name: 'Credit or debit card' } )
	);
	await screen.findByTestId( 'stripe-payment-element' );
	await waitFor( () =>
		expect(
			screen.queryByText( 'Loading secure payment fields…' )
		).toBeNull()
	);
}

async function typeAmount( user: User, amount: string ) {
	await user.clear( screen.getByLabelText( /Custom amount/ ) );
	await user.type( screen.getByLabelText( /Custom amount/ ), amount );
}

const donationSent = (
	rest: Awaited< ReturnType< typeof renderForm > >[ 'rest' ]
) =>
	rest.requests.find( ( request ) => request.method === 'POST' )?.data as
		DonateRequest | undefined;

describe( 'payment methods: Stripe’s express buttons', () => {
	it( 'asks for the wallet’s email, shows each wallet once, and says "or" only where a wallet shows', async () => {
		const { user } = await renderForm();
		await chooseStripe( user );

		expect( stripe.express.options ).toMatchObject( {
			emailRequired: true,
		} );
		expect( stripe.elementOptions[ 0 ] ).toMatchObject( {
			wallets: { applePay: 'never', googlePay: 'never' },
		} );
		act( () => stripe.express.ready() );
		expect(
			screen.queryByText( 'Or enter your payment details' )
		).toBeNull();
		act( () => stripe.express.ready( { googlePay: true } ) );
		expect(
			await screen.findByText( 'Or enter your payment details' )
		).toBeInTheDocument();
	} );

	it( 'opens the sheet with lines that add up to the total Elements holds, fee and frequency included', async () => {
		const { user } = await renderForm();
		await typeAmount( user, '100' );
		await chooseStripe( user );
		await user.click(
			screen.getByLabelText( /to cover the processing fee/ )
		);
		await waitFor( () =>
			expect( stripe.updates.at( -1 ) ).toMatchObject( { amount: 10330 } )
		);

		expect( stripe.express.press() ).toEqual( {
			lineItems: [
				{ name: 'Donation', amount: 10000 },
				{ name: 'Processing fee you cover', amount: 330 },
			],
		} );
		await user.click( screen.getByRole( 'radio', { name: 'Monthly' } ) );
		await waitFor( () =>
			expect( stripe.updates.at( -1 ) ).toMatchObject( {
				setupFutureUsage: 'off_session',
			} )
		);
		expect( stripe.express.press() ).toMatchObject( {
			lineItems: [ { name: 'Monthly donation', amount: 10000 }, {} ],
		} );
	} );

	it( 'keeps the sheet shut while the amount is not one the form would send', async () => {
		const { user } = await renderForm();
		await chooseStripe( user );
		await typeAmount( user, '2' );

		expect( stripe.express.press() ).toBe( 'rejected' );
	} );

	it( 'gives with the wallet’s name and email when the form has none, sending only the token', async () => {
		const { rest, user } = await renderForm();
		await typeAmount( user, '25' );
		await chooseStripe( user );
		await act( async () =>
			stripe.express.confirm( {
				name: 'Wally  van Wallet',
				email: 'wally@example.org',
			} as Wallet )
		);

		expect(
			await screen.findByRole( 'heading', {
				name: 'Thank you for your donation!',
			} )
		).toBeInTheDocument();
		expect( donationSent( rest ) ).toMatchObject( {
			gatewayId: 'stripe',
			paymentToken: 'ctoken_unit',
			firstName: 'Wally',
			lastName: 'van Wallet',
			email: 'wally@example.org',
		} );
		// The wallet's own billing details go with its token: none are added from the form.
		expect( stripe.tokenParams ).toEqual( [ undefined ] );
		expect( stripe.express.failures ).toEqual( [] );
	} );

	it( 'keeps what the donor typed over the wallet’s details', async () => {
		const { rest, user } = await renderForm();
		await chooseStripe( user );
		await user.type( screen.getByLabelText( 'First name' ), 'Ada' );
		await user.type( screen.getByLabelText( 'Email' ), 'ada@example.org' );
		await act( async () =>
			stripe.express.confirm( {
				name: 'Wally Wallet',
				email: 'wally@example.org',
			} as Wallet )
		);

		await screen.findByRole( 'heading', {
			name: 'Thank you for your donation!',
		} );
		expect( donationSent( rest ) ).toMatchObject( {
			firstName: 'Ada',
			email: 'ada@example.org',
		} );
	} );

	it( 'tells the sheet and shows the form’s missing field when the wallet gave no email', async () => {
		const { rest, user } = await renderForm();
		await chooseStripe( user );
		await act( async () =>
			stripe.express.confirm( {
				name: 'Wally Wallet',
			} as Wallet )
		);

		await waitFor( () =>
			expect( stripe.express.failures ).toEqual( [
				{
					reason: 'fail',
					message: 'Please complete the donation form first.',
				},
			] )
		);
		expect( screen.getByLabelText( 'Email' ) ).toHaveFocus();
		expect( rest.donations ).toHaveLength( 0 );
	} );

	it( 'tells the sheet why the payment failed, and the form shows it too', async () => {
		stripe.tokenError = {
			type: 'card_error',
			message: 'Your card was declined.',
		};
		const { rest, user } = await renderForm();
		await chooseStripe( user );
		await act( async () =>
			stripe.express.confirm( {
				name: 'Wally Wallet',
				email: 'wally@example.org',
			} as Wallet )
		);

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Your card was declined.'
		);
		expect( stripe.express.failures ).toEqual( [
			{ reason: 'fail', message: 'Your card was declined.' },
		] );
		expect( rest.donations ).toHaveLength( 0 );
	} );
} );
