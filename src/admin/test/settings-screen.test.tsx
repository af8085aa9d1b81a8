/**
 * The settings screen rendered from the answer the real route gives (recorded by
 * tests/integration/settings.spec.ts): loading, tabs and fields from the server, a refused save
 * that keeps what the admin typed and shows each message by its field, secrets never shown, and a
 * value forced in code read-only with its reason.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import SettingsScreen from '../screens/SettingsScreen';
import recorded from '../../../tests/fixtures/settings/settings-response.json';
import type { SettingsResponse } from '../settings/types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

const answer = recorded as unknown as SettingsResponse;

function withValues(
	values: Record< string, unknown >,
	locked: Record< string, string > = {}
): SettingsResponse {
	return {
		...answer,
		values: { ...answer.values, ...values },
		locked,
	};
}

async function renderLoaded( response: SettingsResponse ) {
	fetchMock.mockResolvedValueOnce( response );
	render( <SettingsScreen /> );
	// The tabs settle their focus and selection after the first paint: wait for that.
	return screen.findByRole( 'tab', { name: 'General', selected: true } );
}

/**
 * Opens a tab as a click does, once it shows as selected.
 *
 * @param name The tab's label.
 */
async function openTab( name: string ) {
	fireEvent.click( screen.getByRole( 'tab', { name } ) );
	await screen.findByRole( 'tab', { name, selected: true } );
}

afterEach( () => fetchMock.mockReset() );

it( 'says it is loading until the settings arrive, then shows every tab the server sends', async () => {
	let resolve: ( value: unknown ) => void = () => {};
	fetchMock.mockReturnValueOnce(
		new Promise( ( done ) => ( resolve = done ) )
	);
	render( <SettingsScreen /> );
	expect( screen.getByText( 'Loading settings…' ) ).toBeVisible();
	await act( async () => resolve( answer ) );
	expect(
		screen.getAllByRole( 'tab' ).map( ( tab ) => tab.textContent )
	).toEqual( answer.tabs.map( ( tab ) => tab.label ) );
	expect( screen.queryByText( 'Loading settings…' ) ).toBeNull();
} );

it( 'shows a secret as set with its last four characters only, and clearing it is an explicit request', async () => {
	await renderLoaded(
		withValues( { stripe_secret_key: { set: true, last4: '9Zq1' } } )
	);
	await openTab( 'Payments' );
	expect( screen.getByText( 'Set, ending in 9Zq1.' ) ).toBeVisible();
	const input = screen.getByLabelText( 'Live secret key' );
	expect( input ).toHaveValue( '' );
	expect( input ).toHaveAttribute( 'type', 'password' );

	fireEvent.click(
		screen.getByRole( 'button', { name: 'Clear Live secret key' } )
	);
	expect(
		screen.getByText( 'Will be cleared when you save.' )
	).toBeVisible();
	fetchMock.mockResolvedValueOnce(
		withValues( { stripe_secret_key: { set: false, last4: '' } } )
	);
	fireEvent.click( screen.getByRole( 'button', { name: 'Save settings' } ) );
	expect(
		await screen.findByText( 'Settings saved.', {
			selector: '.components-notice__content',
		} )
	).toBeVisible();
	expect( fetchMock ).toHaveBeenLastCalledWith( {
		path: '/opengive/v1/settings',
		method: 'POST',
		data: { values: {}, clear: [ 'stripe_secret_key' ] },
	} );
} );

it( 'keeps what the admin typed when the server refuses a value, and shows its message by the field', async () => {
	await renderLoaded( answer );
	await openTab( 'Security' );
	const window = screen.getByLabelText( 'Window, in seconds' );
	fireEvent.change( window, { target: { value: '3' } } );
	fetchMock.mockRejectedValueOnce( {
		code: 'rest_invalid_param',
		message: 'Invalid parameter(s): rate_limit_window',
		data: {
			status: 400,
			params: {
				rate_limit_window:
					'rate_limit_window must be greater than or equal to 10',
			},
		},
	} );
	fireEvent.click( screen.getByRole( 'button', { name: 'Save settings' } ) );
	expect(
		await screen.findByText(
			'Nothing was saved. Correct these settings and save again: Window, in seconds (Security).',
			// The notice is also read out through a live region; this is the one on screen.
			{ selector: '.components-notice__content' }
		)
	).toBeVisible();
	const alert = screen.getByRole( 'alert' );
	expect( alert ).toHaveTextContent(
		'rate_limit_window must be greater than or equal to 10'
	);
	expect( screen.getByLabelText( 'Window, in seconds' ) ).toHaveValue( 3 );
	expect( screen.getByLabelText( 'Window, in seconds' ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	expect(
		screen.getByLabelText( 'Attempts per donor email' )
	).not.toHaveAttribute( 'aria-invalid' );
	expect( fetchMock ).toHaveBeenLastCalledWith(
		expect.objectContaining( {
			data: { values: { rate_limit_window: 3 }, clear: [] },
		} )
	);
} );

it( 'shows a value forced in code as read-only with the reason, and saves nothing until something changed', async () => {
	await renderLoaded(
		withValues(
			{},
			{ rate_limit_ip: 'Set in code by the opengive_settings filter.' }
		)
	);
	await openTab( 'Security' );
	const field = screen.getByLabelText( 'Attempts per client address' );
	expect( field ).toBeDisabled();
	const group = field.closest( '.components-base-control' ) as HTMLElement;
	expect(
		within( group ).getByText(
			'Set in code by the opengive_settings filter.'
		)
	).toBeVisible();
	expect(
		screen.getByRole( 'button', { name: 'Save settings' } )
	).toHaveAttribute( 'aria-disabled', 'true' );
} );

it( 'checks the connection of the live keys with the secret key as typed and says what the server answered', async () => {
	await renderLoaded( answer );
	await openTab( 'Payments' );
	const live = screen.getByRole( 'group', { name: 'Live keys' } );
	expect( screen.getByRole( 'group', { name: 'Test keys' } ) ).toBeVisible();
	fireEvent.change( within( live ).getByLabelText( 'Live secret key' ), {
		target: { value: 'sk_live_typed123456' },
	} );
	fetchMock.mockResolvedValueOnce( {
		ok: true,
		mode: 'live',
		message: 'Connected to Stripe with live keys: gifts move real money.',
	} );
	fireEvent.click(
		within( live ).getByRole( 'button', { name: 'Check connection' } )
	);
	expect(
		await screen.findByText(
			'Connected to Stripe with live keys: gifts move real money.'
		)
	).toBeVisible();
	expect( fetchMock ).toHaveBeenLastCalledWith( {
		path: '/opengive/v1/settings/check-connection',
		method: 'POST',
		data: {
			gateway: 'stripe',
			secret: 'sk_live_typed123456',
			publishable: '',
		},
	} );
} );

it( 'lists every registered gateway and saves the whole list, in the new order, with a label and one turned off', async () => {
	await renderLoaded( answer );
	await openTab( 'Payments' );
	const names = answer.gateways.map( ( gateway ) => gateway.label );
	expect( names.length ).toBeGreaterThan( 2 );
	const gateways = screen.getByRole( 'group', { name: 'Gateways' } );
	for ( const name of names ) {
		expect( within( gateways ).getByLabelText( name ) ).toBeChecked();
	}
	fireEvent.click(
		within( gateways ).getByRole( 'button', {
			name: `Move ${ names[ 1 ] } up`,
		} )
	);
	fireEvent.click( within( gateways ).getByLabelText( names[ 2 ] ) );
	fireEvent.change(
		within( gateways ).getByLabelText(
			`Label donors see for ${ names[ 0 ] }`
		),
		{ target: { value: 'Pay by card' } }
	);
	fetchMock.mockResolvedValueOnce( answer );
	fireEvent.click( screen.getByRole( 'button', { name: 'Save settings' } ) );
	await screen.findByText( 'Settings saved.', {
		selector: '.components-notice__content',
	} );
	const ids = answer.gateways.map( ( gateway ) => gateway.id );
	expect( fetchMock ).toHaveBeenLastCalledWith(
		expect.objectContaining( {
			data: {
				values: {
					gateways: [
						{ id: ids[ 1 ], enabled: true, label: '' },
						{ id: ids[ 0 ], enabled: true, label: 'Pay by card' },
						{ id: ids[ 2 ], enabled: false, label: '' },
						...ids.slice( 3 ).map( ( id ) => ( {
							id,
							enabled: true,
							label: '',
						} ) ),
					],
				},
				clear: [],
			},
		} )
	);
} );

it( 'opens on the tab a link names (the admin bar badge links to Payments)', async () => {
	window.history.pushState(
		{},
		'',
		'/wp-admin/edit.php?page=opengive-settings&tab=payments'
	);
	try {
		fetchMock.mockResolvedValueOnce( answer );
		render( <SettingsScreen /> );
		expect(
			await screen.findByRole( 'tab', {
				name: 'Payments',
				selected: true,
			} )
		).toBeVisible();
	} finally {
		window.history.pushState( {}, '', '/' );
	}
} );
