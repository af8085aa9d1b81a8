/**
 * The dashboard's toasts: the server's one-time notices (markup as render.php prints it) and a
 * cancelled gift's row.
 */
import { markCancelled, toastServerNotices } from '../notices';

const CSS = 'wp-block-opengive-donor-dashboard';

beforeEach( () => {
	jest.useFakeTimers();
	window.matchMedia = ( () => ( { matches: false } ) ) as never;
	window.requestAnimationFrame = ( callback: FrameRequestCallback ) => {
		callback( 0 );
		return 0;
	};
} );

afterEach( () => {
	jest.useRealTimers();
	document.body.innerHTML = '';
	window.history.replaceState( null, '', '/' );
} );

const announced = () =>
	document.getElementById( 'opengive-announcer' )?.textContent;

it( 'turns a one-time server notice into an announced toast and takes its argument off the address', () => {
	window.history.replaceState(
		null,
		'',
		'/my-gifts/?opengive-subscription-updated=7&keep=1'
	);
	document.body.innerHTML = `<div class="${ CSS }">
		<p class="${ CSS }__notice" role="status" data-opengive-toast="opengive-subscription-updated">Your recurring gift was updated.</p>
		<p class="${ CSS }__notice" role="status">Please confirm your email address.</p>
	</div>`;
	toastServerNotices( document );
	expect( document.querySelectorAll( `.${ CSS }__notice` ) ).toHaveLength(
		1
	);
	expect( document.querySelector( '.opengive-toast' ) ).toHaveTextContent(
		'Your recurring gift was updated.'
	);
	expect( announced() ).toBe( 'Your recurring gift was updated.' );
	expect( window.location.search ).toBe( '?keep=1' );
	// Where the notice was, so the block's next Tab reaches the toast.
	expect(
		document.querySelector( `.${ CSS } > .opengive-toasts` )
	).not.toBeNull();
} );

it( 'marks a cancelled row and says so in a toast that hides after 5000 ms', () => {
	document.body.innerHTML = `<ul><li class="${ CSS }__subscription">
		<p>Status: <strong class="${ CSS }__status">Active</strong></p>
		<p class="${ CSS }__renews">Next payment: 1 May</p>
		<div class="${ CSS }__actions"></div>
	</li></ul>`;
	const row = document.querySelector( 'li' ) as HTMLElement;
	markCancelled( row );
	expect( row.querySelector( `.${ CSS }__status` ) ).toHaveTextContent(
		'Cancelled'
	);
	expect( row.querySelector( `.${ CSS }__renews` ) ).toBeNull();
	const toast = row.querySelector( '.opengive-toast' ) as HTMLElement;
	expect( toast ).toHaveTextContent(
		'Your recurring gift was cancelled. No further payments will be taken.'
	);
	expect( announced() ).toBe(
		'Your recurring gift was cancelled. No further payments will be taken.'
	);
	toast.dispatchEvent( new Event( 'transitionend' ) );
	jest.advanceTimersByTime( 4999 );
	expect( toast.dataset.state ).toBe( 'shown' );
	jest.advanceTimersByTime( 1 );
	expect( toast.dataset.state ).toBe( 'hiding' );
} );
