import { Toast, type ToastState } from '../toast';
import { invoke } from '../component';

describe( 'Toast', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	function shownToast( options = {} ) {
		const states: ToastState[] = [];
		const toast = new Toast( ( s ) => states.push( s ), options );
		toast.show();
		toast.transitionEnd();
		return { toast, states };
	}

	it( 'goes hidden → showing → shown → hiding → hidden and auto-hides after 5000 ms', () => {
		const { toast, states } = shownToast();
		jest.advanceTimersByTime( 4999 );
		expect( toast.state ).toBe( 'shown' );
		jest.advanceTimersByTime( 1 );
		expect( toast.state ).toBe( 'hiding' );
		toast.transitionEnd();
		expect( states ).toEqual( [ 'showing', 'shown', 'hiding', 'hidden' ] );
	} );

	it( 'stays while hovered or focused and restarts the 5000 ms when both leave', () => {
		const { toast } = shownToast();
		toast.hover( true );
		jest.advanceTimersByTime( 20000 );
		expect( toast.state ).toBe( 'shown' );
		toast.focus( true );
		toast.hover( false );
		jest.advanceTimersByTime( 20000 );
		expect( toast.state ).toBe( 'shown' );
		toast.focus( false );
		jest.advanceTimersByTime( 4999 );
		expect( toast.state ).toBe( 'shown' );
		jest.advanceTimersByTime( 1 );
		expect( toast.state ).toBe( 'hiding' );
	} );

	it( 'does not auto-hide with autohide off', () => {
		const { toast } = shownToast( { autohide: false } );
		jest.advanceTimersByTime( 60000 );
		expect( toast.state ).toBe( 'shown' );
	} );

	it( 'skips the transition states in time when animation is off', () => {
		const states: ToastState[] = [];
		const toast = new Toast( ( s ) => states.push( s ), {
			animation: false,
		} );
		toast.show();
		expect( toast.state ).toBe( 'shown' );
		toast.hide();
		expect( states ).toEqual( [ 'showing', 'shown', 'hiding', 'hidden' ] );
	} );

	it( 'is called by method name, and an unknown name throws No method named', () => {
		const toast = new Toast( () => undefined, { animation: false } );
		invoke( toast, 'show' );
		expect( toast.state ).toBe( 'shown' );
		expect( () => invoke( toast, 'explode' ) ).toThrow(
			new TypeError( 'No method named "explode"' )
		);
		expect( () => invoke( toast, 'constructor' ) ).toThrow(
			'No method named "constructor"'
		);
		expect( () => invoke( toast, 'state' ) ).toThrow(
			'No method named "state"'
		);
	} );
} );
