import { act, render, screen } from '@testing-library/react';
import FrameModal from '../FrameModal';
import { specTiming } from '../../../tests/unit/spec-timings';

// The spec's numbers, not FrameModal's constants: a wrong constant must fail these tests.
const LOADER_HIDE_DELAY = specTiming( 'frameLoaderHideDelayMs' );
const LOADER_FADE_MS = specTiming( 'frameLoaderFadeMs' );
const RELOAD_HEIGHT = specTiming( 'frameReloadHeightPx' );
const FRAME_WARNING = specTiming( 'frameWarningTimeoutMs' );

function frameMessage( data: string ) {
	const frame = document.querySelector( 'iframe' )!;
	act( () => {
		window.dispatchEvent(
			new MessageEvent( 'message', { data, source: frame.contentWindow } )
		);
	} );
}

function renderModal( onClose = jest.fn() ) {
	render(
		<FrameModal
			title="Keep the Light On"
			src="https://charity.example/?opengive-form-view=7"
			embedId="opengive-form-7"
			onClose={ onClose }
		/>
	);
	return onClose;
}

const loader = () =>
	screen.queryByRole( 'status', { name: '' } ) ??
	screen.queryByText( 'Loading the donation form…' );

describe( 'FrameModal', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'loads the deferred source into a frame named after the embed id, behind a loader', () => {
		renderModal();
		const frame = screen.getByTitle( 'Keep the Light On' );
		expect( frame ).toHaveAttribute(
			'src',
			'https://charity.example/?opengive-form-view=7'
		);
		expect( frame ).toHaveAttribute( 'name', 'opengive-form-7' );
		expect( frame ).toHaveStyle( {
			height: `${ RELOAD_HEIGHT }px`,
			visibility: 'hidden',
		} );
		expect( loader() ).toBeInTheDocument();
	} );

	it( 'lifts the loader 400 ms after the content-loaded message, with a 0.2 s fade', () => {
		renderModal();
		frameMessage(
			'[iFrameSizer]opengive-form-7:0:0:message:{"action":"giveEmbedFormContentLoaded"}'
		);
		act( () => jest.advanceTimersByTime( LOADER_HIDE_DELAY - 1 ) );
		expect( loader() ).not.toHaveClass( 'is-fading' );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( screen.getByText( 'Loading the donation form…' ) ).toHaveClass(
			'is-fading'
		);
		expect( screen.getByTitle( 'Keep the Light On' ) ).toHaveStyle( {
			visibility: 'visible',
		} );
		act( () => jest.advanceTimersByTime( LOADER_FADE_MS ) );
		expect(
			screen.queryByText( 'Loading the donation form…' )
		).not.toBeInTheDocument();
	} );

	it( "follows the form's size, and shows the loader at 700 px again when the frame unloads", () => {
		renderModal();
		frameMessage( '[iFrameSizer]opengive-form-7:512:600:resizeObserver' );
		expect( screen.getByTitle( 'Keep the Light On' ) ).toHaveStyle( {
			height: '512px',
		} );
		frameMessage(
			'[iFrameSizer]opengive-form-7:0:0:message:{"action":"giveEmbedFormContentLoaded"}'
		);
		act( () =>
			jest.advanceTimersByTime( LOADER_HIDE_DELAY + LOADER_FADE_MS )
		);
		frameMessage( '[iFrameSizer]opengive-form-7:512:600:beforeUnload' );
		expect(
			screen.getByText( 'Loading the donation form…' )
		).toBeInTheDocument();
		expect( screen.getByTitle( 'Keep the Light On' ) ).toHaveStyle( {
			height: `${ RELOAD_HEIGHT }px`,
			visibility: 'hidden',
		} );
	} );

	it( 'ignores messages that do not come from its own frame', () => {
		renderModal();
		act( () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					data: '[iFrameSizer]opengive-form-7:999:600:resize',
					source: window,
				} )
			);
		} );
		expect( screen.getByTitle( 'Keep the Light On' ) ).toHaveStyle( {
			height: `${ RELOAD_HEIGHT }px`,
		} );
	} );

	it( 'closes when the form asks (Escape pressed inside the frame)', () => {
		const onClose = renderModal();
		frameMessage( '[iFrameSizer]opengive-form-7:0:0:close' );
		expect( onClose ).toHaveBeenCalled();
	} );
	it( 'warns in the console when the frame says nothing for 5 s, and not when it answers in time', () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => {} );
		const { unmount } = render(
			<FrameModal
				title="Silent"
				src="https://charity.example/?opengive-form-view=7"
				embedId="opengive-form-7"
				onClose={ jest.fn() }
			/>
		);
		act( () => jest.advanceTimersByTime( FRAME_WARNING - 1 ) );
		expect( warn ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( warn ).toHaveBeenCalledTimes( 1 );
		unmount();
		warn.mockClear();

		renderModal();
		act( () => jest.advanceTimersByTime( FRAME_WARNING - 1 ) );
		frameMessage( '[iFrameSizer]opengive-form-7:640:480:init' );
		act( () => jest.advanceTimersByTime( FRAME_WARNING * 2 ) );
		expect( warn ).not.toHaveBeenCalled();
		warn.mockRestore();
	} );
} );
