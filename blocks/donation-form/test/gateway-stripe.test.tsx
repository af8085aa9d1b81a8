/**
 * The Stripe gateway in the donation form: Stripe's Payment Element (through @stripe/stripe-js's own
 * loader, which finds the unit double on window.Stripe as it finds Stripe.js), the gift Elements is
 * told as the donor changes it, and the submit flow: element check, ConfirmationToken, donation.
 */
import { screen, waitFor } from '@testing-library/react';
import { installStripeDouble } from '../../../tests/unit/stripe-double';
import { fillDonor, renderForm } from './render-form';
import type { DonateRequest } from '@opengive/api/donations';

const stripe = installStripeDouble();

afterEach( () => {
	stripe.reset();
	jest.restoreAllMocks();
} );

async function chooseStripe(
	user: Awaited< ReturnType< typeof renderForm > >[ 'user' ]
) {
	await user.click(
		screen.getByRole( 'radio', { name: 'Credit or debit card' } )
	);
	await screen.findByTestId( 'stripe-payment-element' );
	// Ready: the button that was held while Stripe.js loaded can be pressed.
	await waitFor( () =>
		expect(
			screen.queryByText( 'Loading secure payment fields…' )
		).toBeNull()
	);
}

describe( 'payment methods: Stripe’s Payment Element', () => {
	it( 'mounts the element for the gift with the publishable key, and shows no card field of ours', async () => {
		const { user } = await renderForm();
		await user.type( screen.getByLabelText( /Custom amount/ ), '40' );
		await chooseStripe( user );

		expect( stripe.keys ).toEqual( [ 'pk_test_mock' ] );
		expect( stripe.created ).toEqual( [
			expect.objectContaining( {
				mode: 'payment',
				amount: 4000,
				currency: 'usd',
				appearance: expect.objectContaining( { theme: 'stripe' } ),
			} ),
		] );
		expect( stripe.created[ 0 ] ).not.toHaveProperty( 'setupFutureUsage' );
		// The form asks for the name and email itself: the element must not ask again.
		expect( stripe.elementOptions[ 0 ] ).toMatchObject( {
			fields: { billingDetails: { name: 'never', email: 'never' } },
		} );
		expect( screen.queryByLabelText( 'Card number' ) ).toBeNull();
		expect(
			screen.getByText( 'Card details go to the provider.' )
		).toBeInTheDocument();
	} );

	it( 'tells Elements each new amount, the fee the donor covers and a monthly choice', async () => {
		const { user } = await renderForm();
		await user.type( screen.getByLabelText( /Custom amount/ ), '40' );
		await chooseStripe( user );
		await user.clear( screen.getByLabelText( /Custom amount/ ) );
		await user.type( screen.getByLabelText( /Custom amount/ ), '60' );
		await waitFor( () =>
			expect( stripe.updates.at( -1 ) ).toMatchObject( {
				amount: 6000,
			} )
		);
		// Cleared or below the minimum, Elements keeps the last good gift: no update for it.
		const before = stripe.updates.length;
		await user.clear( screen.getByLabelText( /Custom amount/ ) );
		await user.type( screen.getByLabelText( /Custom amount/ ), '2' );
		expect( stripe.updates ).toHaveLength( before );
		await user.clear( screen.getByLabelText( /Custom amount/ ) );
		await user.type( screen.getByLabelText( /Custom amount/ ), '100' );
		await user.click(
			screen.getByLabelText( /to cover the processing fee/ )
		);
		// The demo form's Stripe fee (2.9% + $0.30) on $100, as src/money/fees.ts computes it: the
		// same total the donation request sends and the server charges.
		await waitFor( () =>
			expect( stripe.updates.at( -1 ) ).toMatchObject( {
				amount: 10330,
				setupFutureUsage: null,
			} )
		);
		await user.click( screen.getByRole( 'radio', { name: 'Monthly' } ) );
		await waitFor( () =>
			expect( stripe.updates.at( -1 ) ).toMatchObject( {
				setupFutureUsage: 'off_session',
			} )
		);
	} );

	it( 'sends the site only the ConfirmationToken, with the donor’s name and email for Stripe', async () => {
		const { rest, user } = await renderForm();
		await chooseStripe( user );
		await fillDonor( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);

		expect(
			await screen.findByRole( 'heading', {
				name: 'Thank you for your donation!',
			} )
		).toBeInTheDocument();
		expect( stripe.tokenParams ).toEqual( [
			{
				payment_method_data: {
					billing_details: {
						name: 'Ada',
						email: 'ada@example.org',
					},
				},
			},
		] );
		const sent = rest.requests.find(
			( request ) => request.method === 'POST'
		)?.data as DonateRequest;
		expect( sent ).toMatchObject( {
			gatewayId: 'stripe',
			paymentToken: 'ctoken_unit',
		} );
		expect( sent ).not.toHaveProperty( 'cardLast4' );
	} );

	it( 'shows the element’s refusal, sends nothing, and lets the donor try again', async () => {
		stripe.submitError = {
			type: 'validation_error',
			message: 'Your card number is incomplete.',
		};
		const { rest, user } = await renderForm();
		await chooseStripe( user );
		await fillDonor( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Your card number is incomplete.'
		);
		expect( rest.donations ).toHaveLength( 0 );
		expect( stripe.tokenParams ).toHaveLength( 0 );
		expect(
			screen.getByRole( 'button', { name: 'Donate now' } )
		).toBeEnabled();
	} );

	it( 'words a set-up error (a wrong key) for the donor, not in Stripe’s terms', async () => {
		stripe.tokenError = {
			type: 'invalid_request_error',
			message: 'Invalid API Key provided: pk_test_***mock',
		};
		const { rest, user } = await renderForm();
		await chooseStripe( user );
		await fillDonor( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);

		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'Card payments are not set up correctly on this site.'
		);
		expect( alert ).not.toHaveTextContent( 'API Key' );
		expect( rest.donations ).toHaveLength( 0 );
		// The refusal by the Donate button takes focus: a screen reader and the view go to it.
		expect( alert ).toHaveFocus();
	} );
} );
