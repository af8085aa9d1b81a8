/**
 * Share links with JavaScript: a share window instead of a tab, and "Copy link".
 */
import { initShareLinks } from '../share-view';

const MARKUP = `
<nav class="wp-block-opengive-share" aria-label="Share this page">
	<ul class="wp-block-opengive-share__links">
		<li><a class="wp-block-opengive-share__link" href="https://x.com/intent/post?url=https%3A%2F%2Fexample.org%2Fdonate%2F&amp;text=Keep%20the%20Light%20On" target="_blank" rel="noopener noreferrer" data-share-window="1">Share on X</a></li>
		<li><a class="wp-block-opengive-share__link" href="mailto:?subject=Keep">Share by email</a></li>
		<li><button type="button" class="wp-block-opengive-share__copy" data-url="https://example.org/donate/" data-copied="Link copied." data-copy-failed="The link could not be copied. Copy it from the address bar." data-dismiss="Dismiss" hidden>Copy link</button></li>
	</ul>
</nav>`;

const writeText = jest.fn< Promise< void >, [ string ] >();

beforeEach( () => {
	document.body.innerHTML = MARKUP;
	// The announcer speaks a frame after its region exists (toast-dom's notify): one frame, at once.
	window.requestAnimationFrame = ( callback: FrameRequestCallback ) => {
		callback( 0 );
		return 0;
	};
	Object.assign( navigator, { clipboard: { writeText } } );
} );

afterEach( () => {
	jest.restoreAllMocks();
	writeText.mockReset();
} );

it( 'opens a share link in a share window carrying the url and text, and keeps the page', () => {
	const open = jest.spyOn( window, 'open' ).mockReturnValue( {} as Window );
	initShareLinks( document );
	const link = document.querySelector(
		'a[data-share-window]'
	) as HTMLAnchorElement;
	const event = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
	} );
	link.dispatchEvent( event );
	expect( open ).toHaveBeenCalledWith(
		'https://x.com/intent/post?url=https%3A%2F%2Fexample.org%2Fdonate%2F&text=Keep%20the%20Light%20On',
		'opengive-share',
		expect.stringContaining( 'noopener' )
	);
	expect( event.defaultPrevented ).toBe( true );
} );

it( 'lets the link open normally when the window is blocked', () => {
	jest.spyOn( window, 'open' ).mockReturnValue( null );
	initShareLinks( document );
	const link = document.querySelector(
		'a[data-share-window]'
	) as HTMLAnchorElement;
	const event = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
	} );
	link.dispatchEvent( event );
	expect( event.defaultPrevented ).toBe( false );
} );

it( 'shows "Copy link", copies the page address and announces it', async () => {
	writeText.mockResolvedValue( undefined );
	initShareLinks( document );
	const copy = document.querySelector( 'button' ) as HTMLButtonElement;
	expect( copy.hidden ).toBe( false );
	copy.click();
	await Promise.resolve();
	await Promise.resolve();
	expect( writeText ).toHaveBeenCalledWith( 'https://example.org/donate/' );
	expect( document.getElementById( 'opengive-announcer' )?.textContent ).toBe(
		'Link copied.'
	);
	// The toast's close button is named by the server-rendered (translated) label.
	expect(
		document
			.querySelector( '.opengive-toast__close' )
			?.getAttribute( 'aria-label' )
	).toBe( 'Dismiss' );
} );

it( 'says so when copying is refused', async () => {
	writeText.mockRejectedValue( new Error( 'denied' ) );
	initShareLinks( document );
	( document.querySelector( 'button' ) as HTMLButtonElement ).click();
	await new Promise( ( done ) => setTimeout( done, 0 ) );
	expect(
		document.getElementById( 'opengive-announcer' )?.textContent
	).toMatch( /could not be copied/ );
} );
