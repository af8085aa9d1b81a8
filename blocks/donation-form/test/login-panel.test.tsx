import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DonationFormApp from '../components/DonationFormApp';
import { loadFirstRenderParts } from '../components/lazy-parts';
import { installMockRest } from '../../../tests/unit/mock-rest';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';
import { specTiming } from '../../../tests/unit/spec-timings';
import * as gatewaysApi from '../../../src/api/gateways';

const RETURN_URL = 'https://charity.example/donate/';
/*
 * With fake timers, a findBy waits a fixed count of fake-time steps while the mocked fetch answers
 * in real time: on a loaded CI machine 1 s of fake time passed before the answer rendered.
 */
const SLOW = { timeout: 10_000 };

/*
 * The card field shows before its gateway's fields have loaded, and the load's answer comes in real
 * time (a loaded CI machine once counted one load where two were due; alone, the answer landed
 * outside act). So each load's answer is held and handed over inside act, when the test says so.
 */
const realFetchGatewayFields = gatewaysApi.fetchGatewayFields;
const heldAnswers: Array< () => Promise< unknown > > = [];
function holdGatewayLoads() {
	return jest
		.spyOn( gatewaysApi, 'fetchGatewayFields' )
		.mockImplementation( ( ...args ) => {
			const answer = realFetchGatewayFields( ...args );
			return new Promise( ( resolve, reject ) => {
				heldAnswers.push( () =>
					answer.then( resolve, reject ).catch( () => undefined )
				);
			} );
		} );
}
async function releaseGatewayLoads() {
	await act( async () => {
		while ( heldAnswers.length ) {
			await heldAnswers.shift()!();
		}
	} );
}

/**
 * admin-ajax stand-in: the login answer, then reset_all for the nonce refresh.
 * @param loginAnswer
 */
/** The give_login_nonce each login request carried. */
const loginNonces: Array< string | null > = [];

function fakeAjax( loginAnswer: unknown ) {
	const actions: string[] = [];
	loginNonces.length = 0;
	window.fetch = jest.fn( async ( _url: unknown, init?: RequestInit ) => {
		const fields = new URLSearchParams( String( init?.body ) );
		const action = fields.get( 'action' ) ?? '';
		actions.push( action );
		if ( action === 'give_process_donation_login' ) {
			loginNonces.push( fields.get( 'give_login_nonce' ) );
		}
		let body: unknown;
		if ( action === 'opengive_login_nonce' ) {
			body = { success: true, data: { nonce: 'nonce-for-this-browser' } };
		} else if ( action === 'give_process_donation_login' ) {
			body = loginAnswer;
		} else {
			body = {
				success: true,
				data: {
					give_form_hash: 'after-login',
					give_form_user_register_hash: 'r',
					time: Math.floor( Date.now() / 1000 ),
					life: 43200,
					rest_nonce: 'rest-after-login',
				},
			};
		}
		return { ok: true, status: 200, json: async () => body };
	} ) as unknown as typeof fetch;
	return actions;
}

async function renderForm() {
	jest.useFakeTimers();
	const config = renderedFormConfig( 'home', {
		loginEnabled: true,
		gateways: [
			{ id: 'test', label: 'Test donation', fields: 'none' },
			{ id: 'stripe', label: 'Card', fields: 'card' },
		],
	} );
	const rest = installMockRest( [ config ] );
	const user = userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
	await loadFirstRenderParts( config ); // As view.tsx does.
	render( <DonationFormApp config={ config } returnUrl={ RETURN_URL } /> );
	return { rest, user };
}

async function logIn( user: ReturnType< typeof userEvent.setup > ) {
	await user.click( screen.getByRole( 'button', { name: 'Log in' } ) );
	await user.type( screen.getByLabelText( 'Username or email' ), 'ada' );
	await user.type( screen.getByLabelText( 'Password' ), 'secret' );
	await user.click( screen.getByRole( 'button', { name: 'Log in' } ) );
}

describe( 'logging in inside the form', () => {
	afterEach( () => {
		jest.restoreAllMocks();
		heldAnswers.length = 0;
		jest.useRealTimers();
	} );

	it( 'swaps to the login panel and back', async () => {
		fakeAjax( {} );
		const { user } = await renderForm();
		await user.click( screen.getByRole( 'button', { name: 'Log in' } ) );
		expect(
			screen.getByRole( 'group', { name: 'Log in to your account' } )
		).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Cancel' } ) );
		expect(
			screen.getByText( 'Already have an account?' )
		).toBeInTheDocument();
	} );

	it( 'on success shows the server message, fills the donor, refreshes nonces and reloads the gateway; the message fades after 5 s', async () => {
		const actions = fakeAjax( {
			success: true,
			data: '<div class="give_notices give_success"><p>Welcome, Ada! You are now logged in.</p></div>',
			user: {
				firstName: 'Ada',
				lastName: 'Lovelace',
				email: 'ada@example.org',
			},
		} );
		const gatewayLoad = holdGatewayLoads();
		const { rest, user } = await renderForm();
		await user.click( screen.getByRole( 'radio', { name: 'Card' } ) );
		const gatewayLoads = () =>
			rest.requests.filter( ( request ) =>
				request.path?.includes( '/gateways/stripe' )
			).length;
		await waitFor( () => expect( gatewayLoad ).toHaveBeenCalledTimes( 1 ) );
		await releaseGatewayLoads();
		await screen.findByLabelText( 'Card number' );
		expect( gatewayLoads() ).toBe( 1 );

		await logIn( user );

		expect(
			await screen.findByText(
				'Welcome, Ada! You are now logged in.',
				{ selector: 'p' },
				SLOW
			)
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'First name' ) ).toHaveValue( 'Ada' );
		expect( screen.getByLabelText( 'Email' ) ).toHaveValue(
			'ada@example.org'
		);
		expect( actions ).toEqual( [
			'opengive_login_nonce',
			'give_process_donation_login',
			'give_donation_form_reset_all_nonce',
		] );
		// The login carries the nonce the server handed to this browser.
		expect( loginNonces ).toEqual( [ 'nonce-for-this-browser' ] );

		// The gateway reloads with the new nonces.
		await waitFor(
			() => expect( gatewayLoad ).toHaveBeenCalledTimes( 2 ),
			SLOW
		);
		await releaseGatewayLoads();
		expect( gatewayLoads() ).toBe( 2 );
		expect(
			await screen.findByLabelText( 'Card number', {}, SLOW )
		).toBeInTheDocument();

		await act( async () => {
			jest.advanceTimersByTime( specTiming( 'loginSuccessFadeMs' ) );
		} );
		expect(
			screen.queryByText( 'Welcome, Ada! You are now logged in.', {
				selector: 'p',
			} )
		).not.toBeInTheDocument();
	} );

	it( "on failure restores the button and shows the server's errors", async () => {
		fakeAjax( {
			success: false,
			data: '<div class="give_errors"><p class="give_error"><strong>Error</strong>: That username or email and password do not match an account.</p></div>',
		} );
		const { user } = await renderForm();
		await logIn( user );
		expect(
			await screen.findByRole( 'alert', {}, SLOW )
		).toHaveTextContent(
			'Error: That username or email and password do not match an account.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Log in' } )
		).toBeEnabled();
	} );
} );
