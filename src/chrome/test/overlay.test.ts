import { Overlay, trapTarget, type OverlayState } from '../overlay';

describe( 'Overlay (modal and offcanvas)', () => {
	it( 'closes on Escape and on a backdrop click by default', () => {
		const states: OverlayState[] = [];
		const overlay = new Overlay( ( s ) => states.push( s ) );
		overlay.show();
		expect( overlay.dismiss( 'escape' ) ).toBe( true );
		overlay.show();
		expect( overlay.dismiss( 'backdrop' ) ).toBe( true );
		expect( states ).toEqual( [ 'shown', 'hidden', 'shown', 'hidden' ] );
	} );

	it( 'with a static backdrop ignores clicks outside but still closes by its close button', () => {
		const overlay = new Overlay( () => undefined, { backdrop: 'static' } );
		overlay.show();
		expect( overlay.dismiss( 'backdrop' ) ).toBe( false );
		expect( overlay.state ).toBe( 'shown' );
		expect( overlay.dismiss( 'close' ) ).toBe( true );
		expect( overlay.state ).toBe( 'hidden' );
	} );

	it( 'with keyboard off ignores Escape', () => {
		const overlay = new Overlay( () => undefined, { keyboard: false } );
		overlay.show();
		expect( overlay.dismiss( 'escape' ) ).toBe( false );
	} );
} );

describe( 'trapTarget', () => {
	document.body.innerHTML =
		'<button id="out">out</button><div id="box"><a href="#" id="a">a</a><button id="b">b</button><button id="c" disabled>c</button></div>';
	const box = document.getElementById( 'box' ) as HTMLElement;
	const a = document.getElementById( 'a' );
	const b = document.getElementById( 'b' );

	it( 'wraps Tab from the last item to the first and Shift+Tab from the first to the last', () => {
		expect( trapTarget( box, b, false ) ).toBe( a );
		expect( trapTarget( box, a, true ) ).toBe( b );
		expect( trapTarget( box, a, false ) ).toBeNull();
	} );

	it( 'pulls focus that escaped back inside', () => {
		expect(
			trapTarget( box, document.getElementById( 'out' ), false )
		).toBe( a );
	} );
} );
