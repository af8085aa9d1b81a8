/**
 * The embed modal's states (spec section 4, "Embed modal"):
 * 1. closed; 2. the button is pressed: loading and pending are set and the modal opens;
 * 3. the frame initialises: loading ends; 4. pending clears 2 s after loading ends;
 * 5. close, Escape or a click outside closes it; in form-redirect mode closing points the frame
 *    at the form view, so the next open shows a fresh form instead of the old receipt.
 * Pure apart from one timer, so the loader and the tests drive the same code.
 */

/** Spec section 9: the modal's pending state is cleared 2000 ms after loading finishes. */
export const PENDING_CLEAR_DELAY = 2000;

export interface ModalState {
	open: boolean;
	/** The frame has not initialised yet: the open button shows its spinner. */
	loading: boolean;
	/** Just opened (the entering animation); cleared 2 s after loading ends. */
	pending: boolean;
	/** What the frame shows. */
	src: string;
}

export interface ModalOptions {
	src: string;
	/** The form view address, for form-redirect mode. */
	formViewUrl: string;
	/** The frame shows a receipt (the donor came back): the modal starts open. */
	formRedirect: boolean;
	onChange: ( state: ModalState ) => void;
	setTimer?: ( callback: () => void, ms: number ) => unknown;
	clearTimer?: ( timer: unknown ) => void;
}

export interface ModalMachine {
	state: () => ModalState;
	open: () => void;
	/** The frame said it is ready (iframe-resizer's init). */
	frameReady: () => void;
	close: () => void;
}

/**
 * Creates the machine.
 *
 * @param options Options.
 */
export function createModalMachine( options: ModalOptions ): ModalMachine {
	const setTimer =
		options.setTimer ?? ( ( callback, ms ) => setTimeout( callback, ms ) );
	const clearTimer =
		options.clearTimer ??
		( ( timer ) =>
			clearTimeout( timer as ReturnType< typeof setTimeout > ) );
	let state: ModalState = {
		open: options.formRedirect,
		loading: options.formRedirect,
		pending: options.formRedirect,
		src: options.src,
	};
	let pendingTimer: unknown = null;
	const set = ( next: Partial< ModalState > ) => {
		state = { ...state, ...next };
		options.onChange( state );
	};
	const cancelPending = () => {
		if ( pendingTimer !== null ) {
			clearTimer( pendingTimer );
			pendingTimer = null;
		}
	};
	return {
		state: () => state,
		open: () => {
			if ( state.open ) {
				return;
			}
			cancelPending();
			set( { open: true, loading: true, pending: true } );
		},
		frameReady: () => {
			if ( ! state.loading ) {
				return;
			}
			set( { loading: false } );
			cancelPending();
			pendingTimer = setTimer( () => {
				pendingTimer = null;
				set( { pending: false } );
			}, PENDING_CLEAR_DELAY );
		},
		close: () => {
			if ( ! state.open ) {
				return;
			}
			cancelPending();
			set( {
				open: false,
				loading: false,
				pending: false,
				src: options.formRedirect ? options.formViewUrl : state.src,
			} );
		},
	};
}
