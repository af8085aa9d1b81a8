import { act, screen, waitFor } from '@testing-library/react';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';
import type { DonateRequest } from '@opengive/api/donations';
import { renderForm } from './render-form';

/**
 * Stands in for admin-ajax's give_donation_form_reset_all_nonce; resolves when released.
 */
function fakeAjax() {
	const calls: Array< Record< string, string > > = [];
	let release: () => void = () => {};
	const answered = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	window.fetch = jest.fn( async ( _url: unknown, init?: RequestInit ) => {
		calls.push(
			Object.fromEntries( new URLSearchParams( String( init?.body ) ) )
		);
		await answered;
		return {
			ok: true,
			status: 200,
			json: async () => ( {
				success: true,
				data: {
					give_form_hash: 'fresh-hash',
					give_form_user_register_hash: 'fresh-register',
					time: Math.floor( Date.now() / 1000 ),
					life: 43200,
					rest_nonce: 'fresh-rest',
				},
			} ),
		};
	} ) as unknown as typeof fetch;
	return { calls, release };
}

describe( 'form hash lifecycle', () => {
	it( 'a page served stale fetches fresh nonces at once, is blocked meanwhile, then donates with the new hash', async () => {
		const ajax = fakeAjax();
		const config = renderedFormConfig( 'home', {
			nonce: { hash: 'stale', time: 1_600_000_000, life: 43200 },
		} );
		const { rest, user } = await renderForm( config );
		await waitFor( () => expect( ajax.calls ).toHaveLength( 1 ) );
		expect( ajax.calls[ 0 ] ).toEqual( {
			action: 'give_donation_form_reset_all_nonce',
			give_form_id: String( config.formId ),
		} );
		expect(
			screen.getByRole( 'button', { name: 'Donate now' } )
		).toBeDisabled();

		await act( async () => ajax.release() );
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Donate now' } )
			).toBeEnabled()
		);
		await user.type( screen.getByLabelText( 'First name' ), 'Nina' );
		await user.type( screen.getByLabelText( 'Email' ), 'nina@example.org' );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		await screen.findByRole( 'heading', {
			name: 'Thank you for your donation!',
		} );
		const sent = rest.requests.find(
			( request ) => request.method === 'POST'
		)?.data as DonateRequest;
		expect( sent.formHash ).toBe( 'fresh-hash' );
	} );

	it( 'a fresh hash is sent as printed and not refetched', async () => {
		const ajax = fakeAjax();
		const { rest, user } = await renderForm( renderedFormConfig( 'home' ) );
		await user.type( screen.getByLabelText( 'First name' ), 'Omar' );
		await user.type( screen.getByLabelText( 'Email' ), 'omar@example.org' );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		await screen.findByRole( 'heading', {
			name: 'Thank you for your donation!',
		} );
		expect( ajax.calls ).toEqual( [] );
		const sent = rest.requests.find(
			( request ) => request.method === 'POST'
		)?.data as DonateRequest;
		expect( sent.formHash ).toBe( 'recorded-form-hash' );
	} );

	it( 'refetches when the donor-session marker is set but the cookie is gone', async () => {
		const ajax = fakeAjax();
		await renderForm(
			renderedFormConfig( 'home', { donorSession: true } )
		);
		await waitFor( () => expect( ajax.calls ).toHaveLength( 1 ) );
		await act( async () => ajax.release() );
	} );

	it( 'a logged-in donor skips that reset', async () => {
		const ajax = fakeAjax();
		document.body.classList.add( 'logged-in' );
		await renderForm(
			renderedFormConfig( 'home', { donorSession: true } )
		);
		await act( async () => {} );
		expect( ajax.calls ).toEqual( [] );
		document.body.classList.remove( 'logged-in' );
	} );

	it( 'a back-forward-cache restore resets every field and choice and refetches every nonce', async () => {
		const ajax = fakeAjax();
		const { user } = await renderForm( renderedFormConfig( 'home' ) );
		await user.type( screen.getByLabelText( 'First name' ), 'Rosa' );
		await user.type( screen.getByLabelText( 'Email' ), 'rosa@example.org' );
		await user.type( screen.getByLabelText( /Custom amount/ ), '42' );
		expect(
			screen.getByRole( 'button', { name: 'Other amount' } )
		).toHaveAttribute( 'aria-pressed', 'true' );

		// An ordinary page show changes nothing.
		await act( async () => {
			window.dispatchEvent( pageShow( false ) );
		} );
		expect( screen.getByLabelText( 'First name' ) ).toHaveValue( 'Rosa' );
		expect( ajax.calls ).toHaveLength( 0 );

		await act( async () => {
			window.dispatchEvent( pageShow( true ) );
		} );
		expect( ajax.calls ).toEqual( [
			{
				action: 'give_donation_form_reset_all_nonce',
				give_form_id: expect.any( String ),
			},
		] );
		expect( screen.getByLabelText( 'First name' ) ).toHaveValue( '' );
		expect( screen.getByLabelText( 'Email' ) ).toHaveValue( '' );
		expect( screen.getByLabelText( /Custom amount/ ) ).toHaveValue( '' );
		expect(
			screen.getByRole( 'button', { name: /\$25\.00/ } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		// Blocked until the fresh nonces are in.
		expect(
			screen.getByRole( 'button', { name: 'Donate now' } )
		).toBeDisabled();
		await act( async () => ajax.release() );
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Donate now' } )
			).toBeEnabled()
		);
	} );
} );

function pageShow( persisted: boolean ): PageTransitionEvent {
	const event = new Event( 'pageshow' ) as PageTransitionEvent;
	Object.defineProperty( event, 'persisted', { value: persisted } );
	return event;
}
