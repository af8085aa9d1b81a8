/**
 * embed.js in a page (jsdom), the inline-frame side: each format's markup, the inline frame's height
 * from the form's reports, and donation-completed on the root. The browser test
 * (tests/e2e/embed.spec.ts) runs the built file cross-origin.
 */
import { formatChildMessage } from '../frame-messages';
import { clearPage, SRC, page, fromFrame } from './loader-page';

afterEach( clearPage );

describe( 'embed.js formats', () => {
	it( 'newTab is a link to the form view that says it opens a new tab', () => {
		const root = page( {
			'data-form-format': 'newTab',
			'data-form-locale': 'de_DE',
		} );
		const link = root.querySelector( 'a' ) as HTMLAnchorElement;
		expect( link.textContent ).toBe( 'Donate now (Opens in a new tab)' );
		expect( link.target ).toBe( '_blank' );
		expect( link.rel ).toBe( 'noopener' );
		expect( new URL( link.href ).searchParams.get( 'locale' ) ).toBe(
			'de_DE'
		);
		expect( root.querySelector( 'iframe' ) ).toBeNull();
	} );

	it.each( [ 'inline', '', 'something-else' ] )(
		'%p is an inline frame loading data-src with its locale, preloaded',
		( format ) => {
			const root = page( {
				'data-form-format': format,
				'data-form-locale': 'fr_FR',
			} );
			const frame = root.querySelector( 'iframe' ) as HTMLIFrameElement;
			expect( frame.src ).toBe( `${ SRC }&locale=fr_FR` );
			expect( frame.name ).toBe( 'embed-7' );
			expect( frame.title ).toBe( 'Donation Form' );
			// Apple Pay and Google Pay in a frame need the page's permission (Payment Request API).
			expect( frame.getAttribute( 'allow' ) ).toBe( 'payment' );
			const preload = document.head.querySelector< HTMLLinkElement >(
				'link[rel="preload"]'
			);
			expect( preload?.getAttribute( 'as' ) ).toBe( 'document' );
			expect( preload?.href ).toBe( frame.src );
		}
	);

	it( 'the inline frame takes the height the form reports, growing and shrinking', () => {
		const root = page( { 'data-form-format': 'inline' } );
		const frame = root.querySelector( 'iframe' ) as HTMLIFrameElement;
		fromFrame(
			frame,
			formatChildMessage( {
				id: 'embed-7',
				height: 812,
				width: 600,
				type: 'init',
			} )
		);
		expect( frame.style.height ).toBe( '812px' );
		fromFrame(
			frame,
			formatChildMessage( {
				id: 'embed-7',
				height: 1040,
				width: 600,
				type: 'resizeObserver',
			} )
		);
		expect( frame.style.height ).toBe( '1040px' );
		fromFrame(
			frame,
			formatChildMessage( {
				id: 'embed-7',
				height: 640,
				width: 600,
				type: 'interval',
			} )
		);
		expect( frame.style.height ).toBe( '640px' );
		// Messages from anything but the frame itself are ignored (origin checks are off).
		window.dispatchEvent(
			new MessageEvent( 'message', {
				data: formatChildMessage( {
					id: 'embed-7',
					height: 10,
					width: 1,
					type: 'resize',
				} ),
			} )
		);
		expect( frame.style.height ).toBe( '640px' );
	} );

	it( 'the page hears donation-completed as a DOM event on the root', () => {
		const root = page( { 'data-form-format': 'inline' } );
		const frame = root.querySelector( 'iframe' ) as HTMLIFrameElement;
		const heard: unknown[] = [];
		document.addEventListener( 'opengive:donation-completed', ( event ) =>
			heard.push( ( event as CustomEvent ).detail )
		);
		const detail = {
			type: 'donation-completed',
			embedId: 'embed-7',
			formId: 7,
			amount: 2500,
			currency: 'USD',
		};
		fromFrame( frame, detail );
		expect( heard ).toEqual( [ detail ] );
	} );
} );
