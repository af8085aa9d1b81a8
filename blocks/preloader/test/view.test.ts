/**
 * The preloader on the page: fades 2000 ms after load, then is removed; with reduced motion it is
 * removed at once when the delay ends.
 */
function cover(): HTMLElement {
	document.body.innerHTML =
		'<div class="wp-block-opengive-preloader" aria-hidden="true"></div>';
	return document.querySelector(
		'.wp-block-opengive-preloader'
	) as HTMLElement;
}

function loadView( reduced: boolean ): void {
	window.matchMedia = ( () => ( { matches: reduced } ) ) as never;
	jest.isolateModules( () => {
		require( '../view' );
	} );
}

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

it( 'starts fading 2000 ms after the page has loaded and is removed when the fade ends', () => {
	const element = cover();
	loadView( false );
	// jsdom's document is already complete, as after the load event.
	expect( element ).toHaveClass( 'is-scripted' );
	jest.advanceTimersByTime( 1999 );
	expect( element ).not.toHaveClass( 'is-fading' );
	jest.advanceTimersByTime( 1 );
	expect( element ).toHaveClass( 'is-fading' );
	element.dispatchEvent( new Event( 'transitionend' ) );
	expect(
		document.querySelector( '.wp-block-opengive-preloader' )
	).toBeNull();
} );

it( 'with reduced motion is removed without a fade when the 2000 ms are up', () => {
	cover();
	loadView( true );
	jest.advanceTimersByTime( 2000 );
	expect(
		document.querySelector( '.wp-block-opengive-preloader' )
	).toBeNull();
} );
