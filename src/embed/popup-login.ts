/**
 * Logging in from a form framed by another site (issue 15). There the browser withholds the
 * charity's cookies, so the in-form login cannot work; the form opens the charity's login in a window
 * of its own (plugin/src/Embed/PopupLogin.php), which sends the donor's name and email back here.
 */

/** The message PopupLogin.php posts to this frame. */
export const LOGGED_IN_MESSAGE = 'opengive-logged-in';

export interface PopupUser {
	firstName: string;
	lastName: string;
	email: string;
}

/**
 * Whether this page runs in a frame of a page on another origin (whose cookies rules then apply).
 *
 * @param win The window (injectable for tests).
 */
export function inCrossOriginFrame( win: Window = window ): boolean {
	if ( win.parent === win ) {
		return false;
	}
	try {
		// Reading another origin's location throws: that is the test.
		return win.parent.location.origin !== win.location.origin;
	} catch {
		return true;
	}
}

/**
 * The login window's address: admin-ajax.php's opengive_login_popup action.
 *
 * @param ajaxUrl admin-ajax.php.
 */
export function popupLoginUrl( ajaxUrl: string ): string {
	const url = new URL( ajaxUrl, window.location.href );
	url.searchParams.set( 'action', 'opengive_login_popup' );
	return url.toString();
}

/**
 * The user a message carries, when it is the login window's message from this origin.
 *
 * @param event  A message event.
 * @param origin This page's origin.
 */
export function loggedInUser(
	event: Pick< MessageEvent, 'data' | 'origin' >,
	origin: string
): PopupUser | null {
	if ( event.origin !== origin ) {
		return null;
	}
	const data = event.data as { type?: unknown; user?: unknown } | null;
	if ( ! data || data.type !== LOGGED_IN_MESSAGE || ! data.user ) {
		return null;
	}
	const user = data.user as Record< string, unknown >;
	if ( typeof user.email !== 'string' || user.email === '' ) {
		return null;
	}
	return {
		firstName: typeof user.firstName === 'string' ? user.firstName : '',
		lastName: typeof user.lastName === 'string' ? user.lastName : '',
		email: user.email,
	};
}

/**
 * Opens the login window; resolves with the donor once they logged in there, or null when the
 * window could not open (a pop-up blocker) or was closed first.
 *
 * @param ajaxUrl admin-ajax.php.
 * @param win     The frame's window (injectable for tests).
 */
export function logInInPopup(
	ajaxUrl: string,
	win: Window = window
): Promise< PopupUser | null > {
	const popup = win.open(
		popupLoginUrl( ajaxUrl ),
		'opengive-login',
		'popup,width=480,height=640'
	);
	if ( ! popup ) {
		return Promise.resolve( null );
	}
	return new Promise( ( resolve ) => {
		const finish = ( user: PopupUser | null ) => {
			win.removeEventListener( 'message', onMessage );
			win.clearInterval( closedCheck );
			resolve( user );
		};
		const onMessage = ( event: MessageEvent ) => {
			const user =
				event.source === popup
					? loggedInUser( event, win.location.origin )
					: null;
			if ( user ) {
				finish( user );
			}
		};
		win.addEventListener( 'message', onMessage );
		// A window closed without logging in ends the wait (checked twice a second; no event exists).
		const closedCheck = win.setInterval( () => {
			if ( popup.closed ) {
				// The message is posted just before the window closes: let it arrive first.
				win.setTimeout( () => finish( null ), 300 );
				win.clearInterval( closedCheck );
			}
		}, 500 );
	} );
}
