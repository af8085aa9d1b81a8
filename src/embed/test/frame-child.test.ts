import {
	PARENT_SILENT_WARNING,
	reportDonationCompleted,
	requestFrameScrollIntoView,
	startFrameChild,
} from '../frame-child';
import { parseChildMessage } from '../frame-messages';
import { specTiming } from '../../../tests/unit/spec-timings';

/**
 * A window whose parent records what it is sent.
 */
function frameWindow() {
	const sent: string[] = [];
	const parent = { postMessage: ( data: string ) => sent.push( data ) };
	Object.defineProperty( window, 'parent', {
		value: parent,
		configurable: true,
	} );
	window.name = 'opengive-form-7';
	return {
		sent,
		restore: () =>
			Object.defineProperty( window, 'parent', {
				value: window,
				configurable: true,
			} ),
	};
}

describe( 'startFrameChild', () => {
	it( 'introduces itself, says when the form loaded, and when it unloads or wants closing', () => {
		const { sent, restore } = frameWindow();
		const child = startFrameChild( window );
		child.contentLoaded();
		window.dispatchEvent( new Event( 'pagehide' ) );
		window.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape' } )
		);
		const messages = sent.map( parseChildMessage );
		expect( messages.map( ( message ) => message?.type ) ).toEqual( [
			'init',
			'message',
			'beforeUnload',
			'close',
		] );
		expect( messages[ 0 ]?.id ).toBe( 'opengive-form-7' );
		expect( messages[ 1 ]?.payload ).toEqual( {
			action: 'giveEmbedFormContentLoaded',
		} );
		child.stop();
		restore();
	} );

	it( "takes the id from the page's init message and remembers the page address it is told", () => {
		const { sent, restore } = frameWindow();
		const child = startFrameChild( window );
		window.dispatchEvent(
			new MessageEvent( 'message', {
				data: '[iFrameSizer]grid-frame-3:8:false:true:32:true:true::auto:::0:false:child:auto:true:::true:GPLv3:5.2.4:0',
			} )
		);
		window.dispatchEvent(
			new MessageEvent( 'message', {
				data: '[iFrameSizer]message:{"currentPage":"https://charity.example/appeals/"}',
			} )
		);
		expect( parseChildMessage( sent[ sent.length - 1 ] )?.id ).toBe(
			'grid-frame-3'
		);
		expect( child.currentPage() ).toBe(
			'https://charity.example/appeals/'
		);
		child.stop();
		restore();
	} );

	it( 'checks its size every 32 ms and reports a change the observer missed', () => {
		jest.useFakeTimers();
		const { sent, restore } = frameWindow();
		let bottom = 300;
		const rect = jest
			.spyOn( document.body, 'getBoundingClientRect' )
			.mockImplementation( () => ( { bottom } ) as DOMRect );
		const child = startFrameChild( window );
		const before = parseChildMessage( sent[ 0 ] )?.height ?? 0;
		sent.length = 0;
		const interval = specTiming( 'frameResizeIntervalMs' );
		jest.advanceTimersByTime( interval * 3 );
		expect( sent ).toEqual( [] );

		bottom = 480;
		jest.advanceTimersByTime( interval - 1 );
		expect( sent ).toEqual( [] );
		jest.advanceTimersByTime( 1 );
		expect( sent.map( parseChildMessage ) ).toEqual( [
			expect.objectContaining( {
				type: 'interval',
				height: before + 180,
			} ),
		] );
		jest.advanceTimersByTime( interval * 3 );
		expect( sent ).toHaveLength( 1 );

		child.stop();
		rect.mockRestore();
		restore();
		jest.useRealTimers();
	} );

	it( 'warns in the console when the page has not answered within 5000 ms', () => {
		jest.useFakeTimers();
		const { restore } = frameWindow();
		const child = startFrameChild( window );
		const timeout = specTiming( 'frameWarningTimeoutMs' );
		jest.advanceTimersByTime( timeout - 1 );
		expect( console ).not.toHaveWarned();
		jest.advanceTimersByTime( 1 );
		expect( console ).toHaveWarnedWith( PARENT_SILENT_WARNING );
		child.stop();
		restore();
		jest.useRealTimers();
	} );

	it( 'stays quiet when the page answers in time', () => {
		jest.useFakeTimers();
		const { restore } = frameWindow();
		const child = startFrameChild( window );
		jest.advanceTimersByTime( 1000 );
		window.dispatchEvent(
			new MessageEvent( 'message', {
				data: '[iFrameSizer]message:{"currentPage":"https://charity.example/appeals/"}',
			} )
		);
		jest.advanceTimersByTime( specTiming( 'frameWarningTimeoutMs' ) * 2 );
		expect( console ).not.toHaveWarned();
		child.stop();
		restore();
		jest.useRealTimers();
	} );

	it( 'sends the scroll-into-view message when the form asks for it', () => {
		const { sent, restore } = frameWindow();
		const child = startFrameChild( window );
		sent.length = 0;
		requestFrameScrollIntoView();
		expect( sent.map( parseChildMessage ) ).toEqual( [
			expect.objectContaining( {
				type: 'message',
				payload: { action: 'giveScrollIframeInToView' },
			} ),
		] );
		child.stop();
		sent.length = 0;
		requestFrameScrollIntoView();
		expect( sent ).toEqual( [] );
		restore();
	} );

	it( 'measures the element tagged data-iframe-height (taggedElement), not the whole body', () => {
		const { sent, restore } = frameWindow();
		document.body.innerHTML =
			'<main data-iframe-height></main><footer>theme footer</footer>';
		const main = document.querySelector( 'main' ) as HTMLElement;
		const tagged = jest
			.spyOn( main, 'getBoundingClientRect' )
			.mockImplementation( () => ( { bottom: 640 } ) as DOMRect );
		const body = jest
			.spyOn( document.body, 'getBoundingClientRect' )
			.mockImplementation( () => ( { bottom: 2000 } ) as DOMRect );
		const child = startFrameChild( window );
		expect( parseChildMessage( sent[ 0 ] )?.height ).toBe( 640 );
		child.stop();
		tagged.mockRestore();
		body.mockRestore();
		document.body.innerHTML = '';
		restore();
	} );

	it( 'tells the embedding page a gift went through: form, amount, currency, never the donor', () => {
		const sent: unknown[] = [];
		Object.defineProperty( window, 'parent', {
			value: { postMessage: ( data: unknown ) => sent.push( data ) },
			configurable: true,
		} );
		window.name = 'opengive-embed-7-inline';
		reportDonationCompleted( { formId: 7, amount: 2550, currency: 'EUR' } );
		expect( sent ).toEqual( [
			{
				type: 'donation-completed',
				embedId: 'opengive-embed-7-inline',
				formId: 7,
				amount: 2550,
				currency: 'EUR',
			},
		] );
		Object.defineProperty( window, 'parent', {
			value: window,
			configurable: true,
		} );
		// Outside a frame there is nobody to tell.
		const own = jest.spyOn( window, 'postMessage' );
		reportDonationCompleted( { formId: 7, amount: 1, currency: 'EUR' } );
		expect( own ).not.toHaveBeenCalled();
		own.mockRestore();
	} );
} );
