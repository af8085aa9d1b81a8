import { createModalMachine, type ModalState } from '../modal-machine';
import { specTiming } from '../../../tests/unit/spec-timings';

const FORM = 'https://c.example/?givewp-route=donation-form-view&form-id=1';
const RECEIPT =
	'https://c.example/?givewp-route=donation-confirmation-receipt-view&receipt-id=k';

function machine( formRedirect = false ) {
	const states: ModalState[] = [];
	const modal = createModalMachine( {
		src: formRedirect ? RECEIPT : FORM,
		formViewUrl: FORM,
		formRedirect,
		onChange: ( state ) => states.push( state ),
	} );
	return { modal, states };
}

describe( 'the embed modal state machine (spec section 4, Embed modal)', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'starts closed, not loading, not pending', () => {
		expect( machine().modal.state() ).toEqual( {
			open: false,
			loading: false,
			pending: false,
			src: FORM,
		} );
	} );

	it( 'opening sets loading and pending; the frame initialising ends loading; pending clears 2000 ms later', () => {
		const { modal } = machine();
		modal.open();
		expect( modal.state() ).toMatchObject( {
			open: true,
			loading: true,
			pending: true,
		} );
		// Pending waits for loading to end, however long that takes.
		jest.advanceTimersByTime(
			specTiming( 'embedModalPendingClearMs' ) * 3
		);
		expect( modal.state().pending ).toBe( true );

		modal.frameReady();
		expect( modal.state() ).toMatchObject( {
			loading: false,
			pending: true,
		} );
		jest.advanceTimersByTime(
			specTiming( 'embedModalPendingClearMs' ) - 1
		);
		expect( modal.state().pending ).toBe( true );
		jest.advanceTimersByTime( 1 );
		expect( modal.state() ).toMatchObject( {
			open: true,
			loading: false,
			pending: false,
		} );
	} );

	it( 'a second init from the frame (it moved to the receipt) does not restart the clock', () => {
		const { modal, states } = machine();
		modal.open();
		modal.frameReady();
		jest.advanceTimersByTime( 1500 );
		modal.frameReady();
		jest.advanceTimersByTime( 500 );
		expect( modal.state().pending ).toBe( false );
		expect(
			states.filter( ( state ) => ! state.loading && state.open )
		).toHaveLength( 2 );
	} );

	it( 'closing resets everything and a pending timer from before never fires into the next opening', () => {
		const { modal } = machine();
		modal.open();
		modal.frameReady();
		modal.close();
		expect( modal.state() ).toEqual( {
			open: false,
			loading: false,
			pending: false,
			src: FORM,
		} );
		modal.open();
		jest.advanceTimersByTime( specTiming( 'embedModalPendingClearMs' ) );
		expect( modal.state() ).toMatchObject( {
			loading: true,
			pending: true,
		} );
	} );

	it( 'opening an open modal or closing a closed one changes nothing', () => {
		const { modal, states } = machine();
		modal.close();
		modal.open();
		modal.open();
		expect( states ).toHaveLength( 1 );
	} );

	it( 'form-redirect mode: starts open on the receipt; closing switches the frame to the form view', () => {
		const { modal } = machine( true );
		expect( modal.state() ).toMatchObject( {
			open: true,
			loading: true,
			src: RECEIPT,
		} );
		modal.frameReady();
		modal.close();
		expect( modal.state() ).toMatchObject( { open: false, src: FORM } );
		modal.open();
		expect( modal.state().src ).toBe( FORM );
	} );

	it( 'without form-redirect, closing keeps the frame source', () => {
		const { modal } = machine();
		modal.open();
		modal.close();
		expect( modal.state().src ).toBe( FORM );
	} );
} );
