import { startFrameChild } from '../frame-child';
import { parseChildMessage } from '../frame-messages';

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
} );
