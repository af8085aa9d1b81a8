/**
 * The form-view side of a donation form frame: reports its size as content changes (observed, and
 * checked every 32 ms as iframe-resizer does), says when the form is ready, asks the page to scroll
 * it into view, says when it is about to unload, all in the iframe-resizer wire format, and warns in
 * the console when the page never answers (spec: frame resizer interval 32 ms, warning 5000 ms).
 */
import {
	FRAME_ACTIONS,
	formatChildMessage,
	parseParentMessage,
	type ChildMessage,
} from './frame-messages';

/** Spec section 9: the frame resizer checks the size every 32 ms. */
export const RESIZE_CHECK_INTERVAL = 32;
/** Spec sections 8 and 9: a page silent for 5 s gets a console warning. */
export const PARENT_WARNING_TIMEOUT = 5000;
/** iframe-resizer's tag for the element whose bottom edge is the content's height. */
export const TAGGED_ELEMENT_ATTRIBUTE = 'data-iframe-height';
export const PARENT_SILENT_WARNING =
	'OpenGive: the page holding this donation form has not answered its frame messages within 5 seconds; the frame may not resize.';

export interface FrameChild {
	/** Tells the page the form has rendered (the page then hides its loader). */
	contentLoaded: () => void;
	/** Asks the page to scroll the frame into view (after an error, say). */
	scrollIntoView: () => void;
	/** The page's own address, once the page has said it. */
	currentPage: () => string | null;
	stop: () => void;
}

/** The frame child this page started, for requestFrameScrollIntoView(). */
let active: FrameChild | null = null;

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

	// The content's own height, not the frame's viewport, so the frame can shrink as well as grow:
	// the bottom of the lowest element tagged data-iframe-height (iframe-resizer's taggedElement
	// method, which GiveWP's embeds ask for), else the body's bottom edge plus its margin.
	const contentHeight = () => {
		const tagged = Array.from(
			doc.querySelectorAll( `[${ TAGGED_ELEMENT_ATTRIBUTE }]` )
		);
		if ( tagged.length > 0 ) {
			const bottom = Math.max(
				...tagged.map( ( element ) => {
					const margin = parseFloat(
						win.getComputedStyle( element ).marginBottom || '0'
					);
					return (
						element.getBoundingClientRect().bottom +
						win.scrollY +
						margin
					);
				} )
			);
			return Math.ceil( bottom );
		}
		const rect = doc.body.getBoundingClientRect();
		const margin = parseFloat(
			win.getComputedStyle( doc.body ).marginBottom || '0'
		);
		return Math.ceil( rect.bottom + win.scrollY + margin );
	};

	let lastSize = '';
	const send = ( type: string, payload?: unknown ) => {
		const message: ChildMessage = {
			id,
			height: contentHeight(),
			width: Math.ceil( doc.documentElement.scrollWidth ),
			type,
		};
		lastSize = `${ message.height }:${ message.width }`;
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
	// Some changes escape the observer (a font swap, an image's late size): check as the library does.
	const sizeCheck = win.setInterval( () => {
		const size = `${ contentHeight() }:${ Math.ceil(
			doc.documentElement.scrollWidth
		) }`;
		if ( size !== lastSize ) {
			send( 'interval' );
		}
	}, RESIZE_CHECK_INTERVAL );
	// Any message from the page proves it listens; silence means a page without the parent script.
	let silenceWarning: number | null = win.setTimeout( () => {
		silenceWarning = null;
		// eslint-disable-next-line no-console -- the spec's console warning, for the site's developer.
		console.warn( PARENT_SILENT_WARNING );
	}, PARENT_WARNING_TIMEOUT );
	const heardFromParent = () => {
		if ( silenceWarning !== null ) {
			win.clearTimeout( silenceWarning );
			silenceWarning = null;
		}
	};

	const onMessage = ( event: MessageEvent ) => {
		const message = parseParentMessage( event.data );
		if ( ! message ) {
			return;
		}
		heardFromParent();
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

	const child: FrameChild = {
		contentLoaded: () =>
			send( 'message', { action: FRAME_ACTIONS.contentLoaded } ),
		scrollIntoView: () =>
			send( 'message', { action: FRAME_ACTIONS.scrollIntoView } ),
		currentPage: () => currentPage,
		stop: () => {
			if ( active === child ) {
				active = null;
			}
			heardFromParent();
			win.clearInterval( sizeCheck );
			observer?.disconnect();
			win.removeEventListener( 'message', onMessage );
			win.removeEventListener( 'pagehide', onPageHide );
			win.removeEventListener( 'keydown', onKeyDown );
		},
	};
	active = child;
	return child;
}

/**
 * Asks the page holding this form's frame to scroll the frame into view (after an error, say, so the
 * donor sees the message); does nothing outside a frame.
 */
export function requestFrameScrollIntoView(): void {
	active?.scrollIntoView();
}

/** What the host page receives when a gift went through inside its frame (documented in README). */
export interface DonationCompletedMessage {
	type: 'donation-completed';
	/** The frame's embed id (data-givewp-embed-id), so a page with several embeds can tell them apart. */
	embedId: string;
	formId: number;
	/** In the currency's minor units (cents), like every OpenGive amount. */
	amount: number;
	currency: string;
}

/**
 * Tells the page holding this form's frame that a gift went through: form, amount and currency
 * only. Any page may embed a form, so nothing about the donor ever goes into this message.
 * Does nothing outside a frame.
 *
 * @param gift          The gift.
 * @param gift.formId   Form id.
 * @param gift.amount   Amount charged, in minor units.
 * @param gift.currency ISO currency code.
 * @param win           The frame's window (injectable for tests).
 */
export function reportDonationCompleted(
	gift: { formId: number; amount: number; currency: string },
	win: Window = window
): void {
	if ( win.parent === win ) {
		return;
	}
	const message: DonationCompletedMessage = {
		type: 'donation-completed',
		embedId: win.name,
		formId: gift.formId,
		amount: gift.amount,
		currency: gift.currency,
	};
	win.parent.postMessage( message, '*' );
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
