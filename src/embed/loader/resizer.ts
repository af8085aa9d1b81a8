/**
 * The host page's side of a form frame, without iframe-resizer's parent library: it greets the frame
 * with iframe-resizer's init message, follows the frame's size messages, and passes on the frame's
 * init, close and donation-completed signals. Origin checks are off for embeds (spec section 8): the
 * frame's origin is whatever the charity's site is; a message is still only taken from the frame's
 * own window.
 */
import {
	currentPageForFrame,
	formatInitMessage,
	formatParentMessage,
	parseChildMessage,
} from '../frame-messages';

/** Spec sections 8 and 9: a frame silent for 5 s gets a console warning (console only). */
export const FRAME_SILENT_MS = 5000;
export const FRAME_SILENT_WARNING =
	'OpenGive embed: the donation form frame has not answered within 5 seconds. Is the form view reachable?';

export interface FrameHandlers {
	/** The frame's script has started (iframe-resizer's init): the form is there. */
	onInit?: () => void;
	/** The frame asks to be closed (Escape inside the frame). */
	onClose?: () => void;
	/** A gift went through inside the frame. */
	onDonationCompleted?: ( detail: Record< string, unknown > ) => void;
}

interface Watched extends FrameHandlers {
	frame: HTMLIFrameElement;
	initialised: boolean;
}

const frames: Watched[] = [];
let listening = false;

// Sizes come with every type but these, whose number slots mean something else or nothing.
const NOT_A_SIZE = [
	'close',
	'message',
	'beforeUnload',
	'scrollTo',
	'scrollToOffset',
	'inPageLink',
	'pageInfo',
	'pageInfoStop',
	'parentInfo',
	'parentInfoStop',
];

function onMessage( event: MessageEvent ): void {
	const watched = frames.find(
		( entry ) => entry.frame.contentWindow === event.source
	);
	if ( ! watched ) {
		return;
	}
	const data = event.data as { type?: unknown } | null;
	if (
		data &&
		typeof data === 'object' &&
		data.type === 'donation-completed'
	) {
		watched.onDonationCompleted?.( data as Record< string, unknown > );
		return;
	}
	const message = parseChildMessage( event.data );
	if ( ! message ) {
		return;
	}
	if ( message.type === 'beforeUnload' ) {
		// The frame moves to a new page, which introduces itself again.
		watched.initialised = false;
		return;
	}
	if ( message.type === 'close' ) {
		watched.onClose?.();
		return;
	}
	if ( ! NOT_A_SIZE.includes( message.type ) && message.height > 0 ) {
		watched.frame.style.height = `${ message.height }px`;
	}
	if ( ! watched.initialised ) {
		watched.initialised = true;
		watched.onInit?.();
	}
}

/**
 * Starts following a frame; answers a function that stops.
 *
 * @param frame    The frame (its name is the embed id).
 * @param handlers What to do on the frame's signals.
 */
export function watchFrame(
	frame: HTMLIFrameElement,
	handlers: FrameHandlers
): () => void {
	const win = frame.ownerDocument.defaultView as Window;
	if ( ! listening ) {
		listening = true;
		win.addEventListener( 'message', onMessage );
	}
	const watched: Watched = { ...handlers, frame, initialised: false };
	frames.push( watched );
	let silence = 0;
	const onLoad = () => {
		const child = frame.contentWindow;
		child?.postMessage( formatInitMessage( frame.name ), '*' );
		child?.postMessage(
			formatParentMessage( {
				currentPage: currentPageForFrame( win.location.href ),
			} ),
			'*'
		);
		win.clearTimeout( silence );
		if ( ! watched.initialised ) {
			silence = win.setTimeout( () => {
				if ( ! watched.initialised ) {
					// eslint-disable-next-line no-console -- spec section 8: resizer warnings go to the console only.
					console.warn( FRAME_SILENT_WARNING );
				}
			}, FRAME_SILENT_MS );
		}
	};
	frame.addEventListener( 'load', onLoad );
	return () => {
		win.clearTimeout( silence );
		frame.removeEventListener( 'load', onLoad );
		const index = frames.indexOf( watched );
		if ( index >= 0 ) {
			frames.splice( index, 1 );
		}
	};
}
