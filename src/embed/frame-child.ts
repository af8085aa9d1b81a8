/**
 * The form-view side of a donation form frame: reports its size as content changes, says when the
 * form is ready, and says when it is about to unload, in the iframe-resizer wire format.
 */
import {
	FRAME_ACTIONS,
	formatChildMessage,
	parseParentMessage,
	type ChildMessage,
} from './frame-messages';

export interface FrameChild {
	/** Tells the page the form has rendered (the page then hides its loader). */
	contentLoaded: () => void;
	/** Asks the page to scroll the frame into view (after an error, say). */
	scrollIntoView: () => void;
	/** The page's own address, once the page has said it. */
	currentPage: () => string | null;
	stop: () => void;
}

/**
 * Starts talking to the parent page.
 *
 * @param win The frame's window (injectable for tests).
 */
export function startFrameChild( win: Window = window ): FrameChild {
	// The page names each frame with its embed id; iframe-resizer's init message may rename it.
	let id = win.name || 'opengive-frame';
	let currentPage: string | null = null;
	const doc = win.document;

	// The content's own height (the body's bottom edge plus its margin), not the frame's viewport,
	// so the frame can shrink as well as grow.
	const contentHeight = () => {
		const rect = doc.body.getBoundingClientRect();
		const margin = parseFloat(
			win.getComputedStyle( doc.body ).marginBottom || '0'
		);
		return Math.ceil( rect.bottom + win.scrollY + margin );
	};

	const send = ( type: string, payload?: unknown ) => {
		const message: ChildMessage = {
			id,
			height: contentHeight(),
			width: Math.ceil( doc.documentElement.scrollWidth ),
			type,
		};
		if ( payload !== undefined ) {
			message.payload = payload;
		}
		// Sizes and ready signals only, nothing private: any embedding page may read them.
		win.parent.postMessage( formatChildMessage( message ), '*' );
	};

	let pending = false;
	const observer =
		typeof ResizeObserver === 'undefined'
			? null
			: new ResizeObserver( () => {
					if ( pending ) {
						return;
					}
					pending = true;
					win.requestAnimationFrame( () => {
						pending = false;
						send( 'resizeObserver' );
					} );
				} );
	observer?.observe( doc.body );

	const onMessage = ( event: MessageEvent ) => {
		const message = parseParentMessage( event.data );
		if ( ! message ) {
			return;
		}
		if ( message.type === 'init' ) {
			id = message.id;
			send( 'init' );
		} else if ( message.type === 'reset' ) {
			send( 'reset' );
		} else if (
			message.type === 'message' &&
			typeof message.payload === 'object' &&
			message.payload !== null &&
			'currentPage' in message.payload
		) {
			currentPage = String(
				( message.payload as { currentPage: unknown } ).currentPage
			);
		}
	};
	const onPageHide = () => send( 'beforeUnload' );
	// Escape inside the frame never reaches the page's dialog: ask the page to close it.
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			send( 'close' );
		}
	};
	win.addEventListener( 'message', onMessage );
	win.addEventListener( 'pagehide', onPageHide );
	win.addEventListener( 'keydown', onKeyDown );
	send( 'init' );

	return {
		contentLoaded: () =>
			send( 'message', { action: FRAME_ACTIONS.contentLoaded } ),
		scrollIntoView: () =>
			send( 'message', { action: FRAME_ACTIONS.scrollIntoView } ),
		currentPage: () => currentPage,
		stop: () => {
			observer?.disconnect();
			win.removeEventListener( 'message', onMessage );
			win.removeEventListener( 'pagehide', onPageHide );
			win.removeEventListener( 'keydown', onKeyDown );
		},
	};
}

/**
 * Whether this page is the standalone form view shown inside another page's frame.
 *
 * @param win The window.
 */
export function isFramedFormView( win: Window = window ): boolean {
	return (
		win.parent !== win &&
		win.document.body.classList.contains( 'opengive-form-view' )
	);
}
