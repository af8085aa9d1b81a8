import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { mountFrameLauncher } from '@opengive/ui/dom/frame-launcher';
import { CLOSE_POPUPS_EVENT } from '@opengive/ui/popups';

const KEY = 'b'.repeat( 32 );

// The card links and the data attributes render.php prints (FrameLauncherLabels, the card's link).
function mountGrid( search = '' ) {
	const grid = document.createElement( 'div' );
	grid.className = 'wp-block-opengive-form-grid';
	grid.dataset.opengiveCloseLabel = 'Schließen';
	grid.dataset.opengiveLoadingLabel = 'Formular wird geladen…';
	grid.innerHTML = `
		<a href="https://charity.example/?opengive-form-view=7" data-opengive-embed-id="opengive-form-7" data-form-title="Keep the Light On">Donate</a>
		<a href="https://charity.example/?opengive-form-view=8" data-opengive-embed-id="opengive-form-8" data-form-title="In Memory">Donate</a>`;
	document.body.appendChild( grid );
	mountFrameLauncher( grid, search );
	return grid;
}

describe( 'the grid launcher', () => {
	afterEach( () => {
		document.body.innerHTML = '';
		document.body.style.overflow = '';
	} );

	it( 'a card opens its form in a modal frame with the texts the server printed, closing any open popup first', async () => {
		const user = userEvent.setup();
		const closed = jest.fn();
		document.addEventListener( CLOSE_POPUPS_EVENT, closed );
		const grid = mountGrid();
		await user.click( grid.querySelectorAll( 'a' )[ 1 ] );
		expect( closed ).toHaveBeenCalledTimes( 1 );
		expect(
			screen.getByRole( 'dialog', { name: 'In Memory' } )
		).toBeInTheDocument();
		expect( screen.getByTitle( 'In Memory' ) ).toHaveAttribute(
			'src',
			'https://charity.example/?opengive-form-view=8'
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Formular wird geladen…'
		);
		expect( document.body.style.overflow ).toBe( 'hidden' );
		document.removeEventListener( CLOSE_POPUPS_EVENT, closed );
	} );

	it( 'Escape closes the dialog after the fade, gives the page its scrolling back and focus to the card', async () => {
		jest.useFakeTimers();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const grid = mountGrid();
		const card = grid.querySelectorAll( 'a' )[ 0 ];
		await user.click( card );
		expect(
			screen.getByRole( 'button', { name: 'Schließen' } )
		).toHaveFocus();
		await user.keyboard( '{Escape}' );
		jest.advanceTimersByTime( 300 );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( document.body.style.overflow ).toBe( '' );
		expect( card ).toHaveFocus();
		jest.useRealTimers();
	} );

	it( 'Tab and Shift+Tab stay inside the dialog', async () => {
		const user = userEvent.setup();
		const grid = mountGrid();
		await user.click( grid.querySelectorAll( 'a' )[ 0 ] );
		const dialog = screen.getByRole( 'dialog' );
		for ( const shift of [ false, false, false, true, true, true ] ) {
			await user.tab( { shift } );
			expect( dialog ).toContainElement(
				dialog.ownerDocument.activeElement as HTMLElement
			);
		}
	} );

	it( 'opening another card replaces the open one', async () => {
		const user = userEvent.setup();
		const grid = mountGrid();
		await user.click( grid.querySelectorAll( 'a' )[ 0 ] );
		grid.querySelectorAll( 'a' )[ 1 ].click();
		expect(
			screen.queryByRole( 'dialog', { name: 'Keep the Light On' } )
		).not.toBeInTheDocument();
		expect( screen.getAllByRole( 'dialog' ) ).toHaveLength( 1 );
		expect(
			screen.getByRole( 'dialog', { name: 'In Memory' } )
		).toBeInTheDocument();
		expect( document.body.style.overflow ).toBe( 'hidden' );
	} );

	it( 'a modified click is left to the browser (new tab)', () => {
		const grid = mountGrid();
		let prevented: boolean | null = null;
		// Seen after the launcher's listener; then stopped, as jsdom cannot navigate.
		document.addEventListener(
			'click',
			( event ) => {
				prevented = event.defaultPrevented;
				event.preventDefault();
			},
			{ once: true }
		);
		grid.querySelectorAll( 'a' )[ 0 ].dispatchEvent(
			new MouseEvent( 'click', {
				bubbles: true,
				cancelable: true,
				ctrlKey: true,
			} )
		);
		expect( prevented ).toBe( false );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'opens the card the address names, on its receipt', () => {
		mountGrid(
			`?givewp-embed-id=opengive-form-7&givewp-event=donation-completed&givewp-listener=show-donation-confirmation-receipt&givewp-receipt-id=${ KEY }`
		);
		expect( screen.getByTitle( 'Keep the Light On' ) ).toHaveAttribute(
			'src',
			`https://charity.example/?opengive-form-view=7&opengive-receipt=${ KEY }`
		);
	} );

	it( 'opens nothing for an embed id no card has', () => {
		mountGrid(
			'?givewp-embed-id=opengive-form-99&givewp-event=donation-completed&givewp-listener=show-donation-confirmation-receipt'
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );
} );
