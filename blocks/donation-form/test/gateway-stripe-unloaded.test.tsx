/**
 * The Stripe gateway while Stripe.js has not loaded (slow, blocked, offline): the form holds its
 * Donate button, so nothing is sent without Stripe's fields, and lets the donor pick another method.
 * Its own file: @stripe/stripe-js keeps what it found (here, nothing) for the page's life.
 */
import { screen, waitFor } from '@testing-library/react';
import { fillDonor, renderForm } from './render-form';

it( 'holds the Donate button while Stripe’s fields are not ready, and frees it for another method', async () => {
	const { rest, user } = await renderForm();
	await fillDonor( user );
	const donate = () => screen.getByRole( 'button', { name: 'Donate now' } );
	expect( donate() ).toBeEnabled();
	await user.click(
		screen.getByRole( 'radio', { name: 'Credit or debit card' } )
	);
	await screen.findByText( 'Loading secure payment fields…' );
	expect( donate() ).toBeDisabled();
	await user.click( donate() );
	expect( rest.donations ).toHaveLength( 0 );

	await user.click( screen.getByRole( 'radio', { name: 'Test donation' } ) );
	await waitFor( () => expect( donate() ).toBeEnabled() );
} );
