/**
 * The Payment Element's own states, outside any form: loading, Stripe.js not loading (the donor is
 * told, nothing hangs), and the element going when the component does. Its own file: @stripe/stripe-js
 * keeps the first Stripe it finds (or its failure to find one) for the page's life.
 */
import { render, screen, waitFor } from '@testing-library/react';
import StripePaymentElement from '../StripePaymentElement';

const OPTIONS = { mode: 'payment', amount: 2500, currency: 'usd' } as const;

it( 'shows that the fields load, then says so when Stripe.js does not, in words for the donor, and is never ready', async () => {
	const ready: boolean[] = [];
	render(
		<StripePaymentElement
			client={ {
				publishableKey: 'pk_test_mock',
				jsUrl: 'https://js.stripe.com/v3',
			} }
			options={ OPTIONS }
			update={ null }
			session={ { current: null } }
			description=""
			onReadyChange={ ( now ) => ready.push( now ) }
		/>
	);
	expect( screen.getByRole( 'status' ) ).toHaveTextContent(
		'Loading secure payment fields…'
	);
	// No Stripe on the page: @stripe/stripe-js adds Stripe's script, and once more after a failure.
	const failScript = async ( tried: Set< Element > ) => {
		const script = await waitFor( () => {
			const added = document.querySelector< HTMLScriptElement >(
				'script[src^="https://js.stripe.com/"]'
			);
			expect( added ).not.toBeNull();
			expect( tried.has( added as Element ) ).toBe( false );
			return added as HTMLScriptElement;
		} );
		tried.add( script );
		script.dispatchEvent( new Event( 'error' ) );
	};
	const tried = new Set< Element >();
	await failScript( tried );
	await failScript( tried );
	expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
		'Card payments could not be loaded. Please check your connection and reload the page, or choose another payment method.'
	);
	expect( screen.queryByRole( 'status' ) ).toBeNull();
	// The form holds its Donate button on this: nothing to send with.
	expect( ready.length ).toBeGreaterThan( 0 );
	expect( ready ).not.toContain( true );
} );
