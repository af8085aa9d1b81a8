import { scrollPositionAt, scrollToTop, watchScrollPast } from '../scroll';

function fakeWindow( reduced = false ) {
	const frames: FrameRequestCallback[] = [];
	const win = {
		scrollY: 0,
		scrollTo: jest.fn( ( _x: number, y: number ) => {
			win.scrollY = y;
		} ),
		requestAnimationFrame: ( cb: FrameRequestCallback ) =>
			frames.push( cb ),
		matchMedia: () => ( { matches: reduced } ),
		listeners: [] as Array< () => void >,
		addEventListener: ( _t: string, cb: () => void ) =>
			win.listeners.push( cb ),
		removeEventListener: jest.fn(),
	};
	const runFrame = ( at: number ) =>
		frames.splice( 0 ).forEach( ( f ) => f( at ) );
	return { win, runFrame, frames };
}

describe( 'watchScrollPast', () => {
	it( 'flips only when the scroll crosses the threshold (100 px for the header)', () => {
		const { win, runFrame } = fakeWindow();
		const seen: boolean[] = [];
		watchScrollPast( win as unknown as Window, 100, ( p ) =>
			seen.push( p )
		);
		for ( const y of [ 50, 100, 101, 300, 99 ] ) {
			win.scrollY = y;
			win.listeners.forEach( ( l ) => l() );
			runFrame( 0 );
		}
		expect( seen ).toEqual( [ false, true, false ] );
	} );
} );

describe( 'scrollToTop', () => {
	it( 'reaches the top in 200 ms, moving in between', async () => {
		const { win, runFrame } = fakeWindow();
		win.scrollY = 1000;
		const done = scrollToTop( win as unknown as Window, 200 );
		runFrame( 1000 );
		expect( win.scrollY ).toBe( 1000 );
		runFrame( 1100 );
		expect( win.scrollY ).toBeGreaterThan( 0 );
		expect( win.scrollY ).toBeLessThan( 1000 );
		runFrame( 1190 );
		expect( win.scrollY ).toBeGreaterThan( 0 );
		runFrame( 1200 );
		expect( win.scrollY ).toBe( 0 );
		await expect( done ).resolves.toBeUndefined();
	} );

	it( 'jumps at once when the visitor prefers reduced motion', async () => {
		const { win, frames } = fakeWindow( true );
		win.scrollY = 1000;
		await scrollToTop( win as unknown as Window, 200 );
		expect( win.scrollY ).toBe( 0 );
		expect( frames ).toHaveLength( 0 );
	} );

	it( 'eases: halfway in time is halfway in distance', () => {
		expect( scrollPositionAt( 1000, 0, 200 ) ).toBe( 1000 );
		expect( scrollPositionAt( 1000, 100, 200 ) ).toBe( 500 );
		expect( scrollPositionAt( 1000, 200, 200 ) ).toBe( 0 );
	} );
} );
