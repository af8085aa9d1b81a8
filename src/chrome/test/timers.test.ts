import { DelayedHide, preloader, revealOnScroll } from '../timers';

describe( 'chrome timers', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'fades the preloader 2000 ms after load, once', () => {
		const fade = jest.fn();
		const loaded = preloader( fade, 2000 );
		loaded();
		loaded();
		jest.advanceTimersByTime( 1999 );
		expect( fade ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( fade ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( 5000 );
		expect( fade ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'hides a dropdown 800 ms after the pointer leaves, unless it comes back', () => {
		const hide = jest.fn();
		const menu = new DelayedHide( hide );
		menu.leave();
		jest.advanceTimersByTime( 700 );
		menu.enter();
		jest.advanceTimersByTime( 5000 );
		expect( hide ).not.toHaveBeenCalled();
		menu.leave();
		jest.advanceTimersByTime( 799 );
		expect( hide ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( hide ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'checks scroll animations every 50 ms and stops once all are revealed', () => {
		const visible = new Set< string >();
		const revealed: string[] = [];
		const inView = jest.fn( ( id: string ) => visible.has( id ) );
		revealOnScroll(
			[ 'a', 'b' ],
			inView,
			( id ) => revealed.push( id ),
			50
		);
		visible.add( 'a' );
		jest.advanceTimersByTime( 49 );
		expect( revealed ).toEqual( [] );
		jest.advanceTimersByTime( 1 );
		expect( revealed ).toEqual( [ 'a' ] );
		visible.add( 'b' );
		jest.advanceTimersByTime( 50 );
		expect( revealed ).toEqual( [ 'a', 'b' ] );
		const calls = inView.mock.calls.length;
		jest.advanceTimersByTime( 500 );
		expect( inView.mock.calls.length ).toBe( calls );
	} );
} );
