import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FrameLauncher from '@opengive/ui/FrameLauncher';
import { CLOSE_POPUPS_EVENT } from '@opengive/ui/Dialog';

const KEY = 'b'.repeat( 32 );

function renderGrid( search = '' ) {
	const grid = document.createElement( 'div' );
	grid.innerHTML = `
		<a href="https://charity.example/?opengive-form-view=7" data-opengive-embed-id="opengive-form-7" data-form-title="Keep the Light On">Donate</a>
		<a href="https://charity.example/?opengive-form-view=8" data-opengive-embed-id="opengive-form-8" data-form-title="In Memory">Donate</a>`;
	document.body.appendChild( grid );
	render( <FrameLauncher container={ grid } search={ search } /> );
	return grid;
}

describe( 'FrameLauncher', () => {
	afterEach( () => {
		// Unmount first: the dialogs are portalled into body.
		cleanup();
		document.body.innerHTML = '';
	} );

	it( 'a card opens its form in a modal frame, closing any open popup first', async () => {
		const user = userEvent.setup();
		const closed = jest.fn();
		document.addEventListener( CLOSE_POPUPS_EVENT, closed );
		const grid = renderGrid();
		await user.click( grid.querySelectorAll( 'a' )[ 1 ] );
		expect( closed ).toHaveBeenCalledTimes( 1 );
		expect(
			screen.getByRole( 'dialog', { name: 'In Memory' } )
		).toBeInTheDocument();
		expect( screen.getByTitle( 'In Memory' ) ).toHaveAttribute(
			'src',
			'https://charity.example/?opengive-form-view=8'
		);
		document.removeEventListener( CLOSE_POPUPS_EVENT, closed );
	} );

	it( 'opening another card replaces the open one', async () => {
		jest.useFakeTimers();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const grid = renderGrid();
		await user.click( grid.querySelectorAll( 'a' )[ 0 ] );
		await user.click( grid.querySelectorAll( 'a' )[ 1 ] );
		act( () => jest.advanceTimersByTime( 400 ) );
		expect(
			screen.queryByRole( 'dialog', { name: 'Keep the Light On' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'dialog', { name: 'In Memory' } )
		).toBeInTheDocument();
		jest.useRealTimers();
	} );

	it( 'opens the card the address names, on its receipt', () => {
		renderGrid(
			`?givewp-embed-id=opengive-form-7&givewp-event=donation-completed&givewp-listener=show-donation-confirmation-receipt&givewp-receipt-id=${ KEY }`
		);
		expect( screen.getByTitle( 'Keep the Light On' ) ).toHaveAttribute(
			'src',
			`https://charity.example/?opengive-form-view=7&opengive-receipt=${ KEY }`
		);
	} );

	it( 'opens nothing for an embed id no card has', () => {
		renderGrid(
			'?givewp-embed-id=opengive-form-99&givewp-event=donation-completed&givewp-listener=show-donation-confirmation-receipt'
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );
} );
