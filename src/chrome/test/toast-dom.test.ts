import { notify, showToast } from '../dom/toast-dom';
import { invoke } from '../component';

describe( 'showToast', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		window.matchMedia = ( () => ( { matches: false } ) ) as never;
		window.requestAnimationFrame = ( cb: FrameRequestCallback ) => {
			cb( 0 );
			return 0;
		};
	} );
	afterEach( () => {
		jest.useRealTimers();
		document.body.innerHTML = '';
	} );

	const end = ( el: Element ) =>
		el.dispatchEvent( new Event( 'transitionend', { bubbles: true } ) );

	it( 'renders each state as data-state and removes the toast after 5000 ms and its fade', () => {
		showToast( document, 'Link copied.', 'Dismiss' );
		const el = document.querySelector( '.opengive-toast' ) as HTMLElement;
		expect( el.textContent ).toContain( 'Link copied.' );
		expect( el.dataset.state ).toBe( 'showing' );
		end( el );
		expect( el.dataset.state ).toBe( 'shown' );
		jest.advanceTimersByTime( 5000 );
		expect( el.dataset.state ).toBe( 'hiding' );
		end( el );
		expect( document.querySelector( '.opengive-toast' ) ).toBeNull();
	} );

	it( 'stays while the pointer is over it', () => {
		showToast( document, 'Stay', 'Dismiss' );
		const el = document.querySelector( '.opengive-toast' ) as HTMLElement;
		end( el );
		el.dispatchEvent( new Event( 'mouseenter' ) );
		jest.advanceTimersByTime( 30000 );
		expect( el.dataset.state ).toBe( 'shown' );
		el.dispatchEvent( new Event( 'mouseleave' ) );
		jest.advanceTimersByTime( 5000 );
		expect( el.dataset.state ).toBe( 'hiding' );
	} );

	it( 'closes from its Dismiss button, and by method name', () => {
		const toast = showToast( document, 'Bye', 'Dismiss' );
		const el = document.querySelector( '.opengive-toast' ) as HTMLElement;
		end( el );
		( el.querySelector( 'button' ) as HTMLButtonElement ).click();
		expect( el.dataset.state ).toBe( 'hiding' );
		expect( () => invoke( toast, 'fly' ) ).toThrow(
			'No method named "fly"'
		);
	} );

	it( 'sits right after the control it is about, so Tab reaches its Dismiss button next', () => {
		document.body.innerHTML =
			'<form><button type="submit">Send</button></form><a href="#next">Next</a>';
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		showToast( document, 'Sent', 'Dismiss', form );
		const stack = form.nextElementSibling as HTMLElement;
		expect( stack.className ).toBe( 'opengive-toasts' );
		expect( stack.querySelector( 'button' ) ).toHaveAccessibleName(
			'Dismiss'
		);
		// A later toast without a place joins the same stack where it is.
		showToast( document, 'Again', 'Dismiss' );
		expect( form.nextElementSibling ).toBe( stack );
		expect( stack.querySelectorAll( '.opengive-toast' ) ).toHaveLength( 2 );
	} );

	it( 'stays while focus is inside it', () => {
		showToast( document, 'Focus', 'Dismiss' );
		const el = document.querySelector( '.opengive-toast' ) as HTMLElement;
		end( el );
		( el.querySelector( 'button' ) as HTMLButtonElement ).focus();
		jest.advanceTimersByTime( 30000 );
		expect( el.dataset.state ).toBe( 'shown' );
	} );

	it( 'notify() also says the message in the page’s polite status region', () => {
		notify( document, 'Saved.', 'Dismiss' );
		const region = document.getElementById( 'opengive-announcer' );
		expect( region ).toHaveAttribute( 'role', 'status' );
		expect( region ).toHaveAttribute( 'aria-live', 'polite' );
		expect( region ).toHaveTextContent( 'Saved.' );
		expect( document.querySelector( '.opengive-toast' ) ).toHaveTextContent(
			'Saved.'
		);
	} );
} );
