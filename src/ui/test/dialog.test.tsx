import { act, render, screen } from '@testing-library/react';
import Dialog from '../Dialog';
import { closeAllPopups } from '../popups';
import { specTiming } from '../../../tests/unit/spec-timings';

describe( 'Dialog', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'gives way when another popup opens (closeAllPopups), after its removal delay', () => {
		const onClose = jest.fn();
		render(
			<Dialog title="Open one" onClose={ onClose }>
				<p>Inside</p>
			</Dialog>
		);
		act( () => closeAllPopups() );
		expect( screen.getByRole( 'dialog' ).parentElement ).toHaveClass(
			'is-closing'
		);
		act( () =>
			jest.advanceTimersByTime( specTiming( 'modalRemovalDelayMs' ) - 1 )
		);
		expect( onClose ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'waits the removal delay it is given (the grid modal: 300 ms)', () => {
		const onClose = jest.fn();
		render(
			<Dialog
				title="Grid"
				onClose={ onClose }
				removalDelay={ specTiming( 'gridModalRemovalDelayMs' ) }
			>
				<p>Inside</p>
			</Dialog>
		);
		act( () => closeAllPopups() );
		act( () =>
			jest.advanceTimersByTime(
				specTiming( 'gridModalRemovalDelayMs' ) - 1
			)
		);
		expect( onClose ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( onClose ).toHaveBeenCalled();
	} );

	it( 'with a static backdrop ignores a click outside but still closes on Escape', () => {
		const onClose = jest.fn();
		render(
			<Dialog title="Static" onClose={ onClose } backdrop="static">
				<p>Inside</p>
			</Dialog>
		);
		const backdrop = screen.getByRole( 'dialog' )
			.parentElement as HTMLElement;
		act( () => backdrop.click() );
		expect( backdrop ).not.toHaveClass( 'is-closing' );
		act( () => {
			screen.getByRole( 'dialog' ).dispatchEvent(
				new KeyboardEvent( 'keydown', {
					key: 'Escape',
					bubbles: true,
				} )
			);
		} );
		expect( backdrop ).toHaveClass( 'is-closing' );
	} );

	it( 'closes on a click outside by default', () => {
		render(
			<Dialog title="Default" onClose={ () => undefined }>
				<p>Inside</p>
			</Dialog>
		);
		const backdrop = screen.getByRole( 'dialog' )
			.parentElement as HTMLElement;
		act( () => backdrop.click() );
		expect( backdrop ).toHaveClass( 'is-closing' );
	} );
} );
