import { screen } from '@testing-library/dom';
import { openFrameModal } from '../dom/frame-modal';
import { specTiming } from '../../../tests/unit/spec-timings';

// The spec's numbers, not the module's constants: a wrong constant must fail these tests.
const LOADER_HIDE_DELAY = specTiming( 'frameLoaderHideDelayMs' );
const LOADER_FADE_MS = specTiming( 'frameLoaderFadeMs' );
const RELOAD_HEIGHT = specTiming( 'frameReloadHeightPx' );
const FRAME_WARNING = specTiming( 'frameWarningTimeoutMs' );
const LOADING = 'Formular wird geladen…';

function frameMessage( data: string ) {
	const frame = document.querySelector( 'iframe' )!;
	window.dispatchEvent(
		new MessageEvent( 'message', { data, source: frame.contentWindow } )
	);
}

function openModal( title = 'Keep the Light On' ) {
	const onRemoved = jest.fn();
	const dialog = openFrameModal( {
		doc: document,
		title,
		src: 'https://charity.example/?opengive-form-view=7',
		embedId: 'opengive-form-7',
		labels: { close: 'Schließen', loading: LOADING },
		onRemoved,
	} );
	return { dialog, onRemoved };
}

const frame = () => screen.getByTitle( 'Keep the Light On' );

describe( 'the modal frame', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => {
		jest.useRealTimers();
		document.body.innerHTML = '';
	} );

	it( 'loads the deferred source into a frame named after the embed id, behind a loader, in a dialog named by the title', () => {
		const { dialog } = openModal();
		expect(
			screen.getByRole( 'dialog', { name: 'Keep the Light On' } )
		).toBeInTheDocument();
		expect( frame() ).toHaveAttribute(
			'src',
			'https://charity.example/?opengive-form-view=7'
		);
		expect( frame() ).toHaveAttribute( 'name', 'opengive-form-7' );
		// Apple Pay and Google Pay in a frame need the page's permission (Payment Request API).
		expect( frame() ).toHaveAttribute( 'allow', 'payment' );
		expect( frame() ).toHaveStyle( {
			height: `${ RELOAD_HEIGHT }px`,
			visibility: 'hidden',
		} );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( LOADING );
		expect(
			screen.getByRole( 'button', { name: 'Schließen' } )
		).toHaveFocus();
		dialog.remove();
	} );

	it( 'lifts the loader 400 ms after the content-loaded message, with a 0.2 s fade', () => {
		openModal();
		frameMessage(
			'[iFrameSizer]opengive-form-7:0:0:message:{"action":"giveEmbedFormContentLoaded"}'
		);
		jest.advanceTimersByTime( LOADER_HIDE_DELAY - 1 );
		expect( screen.getByRole( 'status' ) ).not.toHaveClass( 'is-fading' );
		jest.advanceTimersByTime( 1 );
		expect( screen.getByRole( 'status' ) ).toHaveClass( 'is-fading' );
		expect( frame() ).toHaveStyle( { visibility: 'visible' } );
		jest.advanceTimersByTime( LOADER_FADE_MS );
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
	} );

	it( "follows the form's size, and shows the loader at 700 px again when the frame unloads", () => {
		openModal();
		frameMessage( '[iFrameSizer]opengive-form-7:512:600:resizeObserver' );
		expect( frame() ).toHaveStyle( { height: '512px' } );
		frameMessage(
			'[iFrameSizer]opengive-form-7:0:0:message:{"action":"giveEmbedFormContentLoaded"}'
		);
		jest.advanceTimersByTime( LOADER_HIDE_DELAY + LOADER_FADE_MS );
		frameMessage( '[iFrameSizer]opengive-form-7:512:600:beforeUnload' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( LOADING );
		expect( frame() ).toHaveStyle( {
			height: `${ RELOAD_HEIGHT }px`,
			visibility: 'hidden',
		} );
	} );

	it( 'ignores messages that do not come from its own frame', () => {
		openModal();
		window.dispatchEvent(
			new MessageEvent( 'message', {
				data: '[iFrameSizer]opengive-form-7:999:600:resize',
				source: window,
			} )
		);
		expect( frame() ).toHaveStyle( { height: `${ RELOAD_HEIGHT }px` } );
	} );

	it( 'closes when the form asks (Escape pressed inside the frame), after the fade', () => {
		const { onRemoved } = openModal();
		frameMessage( '[iFrameSizer]opengive-form-7:0:0:close' );
		expect(
			document.querySelector( '.opengive-dialog__backdrop' )
		).toHaveClass( 'is-closing' );
		jest.advanceTimersByTime( specTiming( 'gridModalRemovalDelayMs' ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( onRemoved ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'warns in the console when the frame says nothing for 5 s, and not when it answers in time', () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => {} );
		const silent = openModal( 'Silent' );
		jest.advanceTimersByTime( FRAME_WARNING - 1 );
		expect( warn ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( warn ).toHaveBeenCalledTimes( 1 );
		silent.dialog.remove();
		warn.mockClear();

		openModal();
		jest.advanceTimersByTime( FRAME_WARNING - 1 );
		frameMessage( '[iFrameSizer]opengive-form-7:640:480:init' );
		jest.advanceTimersByTime( FRAME_WARNING * 2 );
		expect( warn ).not.toHaveBeenCalled();
		warn.mockRestore();
	} );
} );
