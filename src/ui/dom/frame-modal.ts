/**
 * A donation form in a modal frame (spec section 4, "Modal / reveal / grid"), in plain DOM: the frame
 * loads its deferred source when opened; a loader covers it until the form says it has loaded, then
 * lifts 400 ms later with a 0.2 s fade; when the frame unloads (the form moves on to a new page) the
 * loader comes back, the frame hides and takes 700 px. The frame's height follows the form's size
 * messages; a frame silent for 5 s gets a console warning.
 */
import { openDialog, type DomDialog } from './dialog';
import {
	FRAME_ACTIONS,
	currentPageForFrame,
	formatParentMessage,
	parseChildMessage,
} from '../../embed/frame-messages';

export const LOADER_HIDE_DELAY = 400;
export const LOADER_FADE_MS = 200;
export const RELOAD_HEIGHT = 700;
export const GRID_MODAL_REMOVAL_DELAY = 300;
/** Spec sections 8 and 9: a frame that sends nothing for 5 s gets a console warning. */
export const FRAME_WARNING_TIMEOUT = 5000;
export const FRAME_SILENT_WARNING =
	'OpenGive: the donation form frame has not answered within 5 seconds. Is the form view reachable, and does it run its script?';

/** Texts the server translated (render.php's data attributes). */
export interface FrameModalLabels {
	close: string;
	loading: string;
}

export interface FrameModalOptions {
	doc: Document;
	title: string;
	/** The form view address, loaded only now that the modal opens. */
	src: string;
	/** Names the frame; the form's messages carry it. */
	embedId: string;
	labels: FrameModalLabels;
	/** Called once the modal has left the page. */
	onRemoved: () => void;
}

function actionOf( payload: unknown ): string {
	return typeof payload === 'object' &&
		payload !== null &&
		'action' in payload
		? String( ( payload as { action: unknown } ).action )
		: '';
}

/**
 * Opens a form in a modal frame.
 *
 * @param options Options.
 * @return The open dialog.
 */
export function openFrameModal( options: FrameModalOptions ): DomDialog {
	const { doc } = options;
	const view = doc.defaultView ?? window;
	const wrap = doc.createElement( 'div' );
	wrap.className = 'opengive-frame';
	const loader = doc.createElement( 'div' );
	loader.className = 'opengive-frame__loader';
	loader.setAttribute( 'role', 'status' );
	const spinner = doc.createElement( 'span' );
	spinner.className = 'opengive-frame__spinner';
	spinner.setAttribute( 'aria-hidden', 'true' );
	loader.append( spinner, options.labels.loading );
	const frame = doc.createElement( 'iframe' );
	frame.className = 'opengive-frame__frame';
	frame.name = options.embedId;
	frame.title = options.title;
	frame.src = options.src;
	// Apple Pay and Google Pay (Stripe's express buttons) work in a frame only where the page allows.
	frame.setAttribute( 'allow', 'payment' );
	wrap.append( loader, frame );

	let timers: number[] = [];
	let silence = 0;
	const later = ( callback: () => void, delay: number ) =>
		timers.push( view.setTimeout( callback, delay ) );
	const clearTimers = () => {
		timers.forEach( ( timer ) => view.clearTimeout( timer ) );
		timers = [];
	};
	const showLoader = () => {
		clearTimers();
		loader.classList.remove( 'is-fading' );
		if ( ! loader.isConnected ) {
			wrap.insertBefore( loader, frame );
		}
		frame.style.height = `${ RELOAD_HEIGHT }px`;
		frame.style.visibility = 'hidden';
	};
	const watchSilence = () => {
		view.clearTimeout( silence );
		silence = view.setTimeout( () => {
			// eslint-disable-next-line no-console -- the spec's console warning, for the site's developer.
			console.warn( FRAME_SILENT_WARNING );
		}, FRAME_WARNING_TIMEOUT );
	};

	const onMessage = ( event: MessageEvent ) => {
		// Origin checks are off for embeds (spec); the sender must still be our own frame.
		if ( event.source !== frame.contentWindow ) {
			return;
		}
		const message = parseChildMessage( event.data );
		if ( ! message ) {
			return;
		}
		view.clearTimeout( silence );
		if ( message.type === 'beforeUnload' ) {
			// The next page in the frame gets its own 5 s.
			watchSilence();
			showLoader();
		} else if ( message.type === 'close' ) {
			dialog.close();
		} else if ( message.type === 'message' ) {
			const action = actionOf( message.payload );
			if ( action === FRAME_ACTIONS.contentLoaded ) {
				clearTimers();
				later( () => {
					loader.classList.add( 'is-fading' );
					frame.style.visibility = 'visible';
					later( () => loader.remove(), LOADER_FADE_MS );
				}, LOADER_HIDE_DELAY );
			} else if ( action === FRAME_ACTIONS.scrollIntoView ) {
				frame.scrollIntoView( { block: 'start' } );
			}
		} else if ( message.height > 0 ) {
			frame.style.height = `${ message.height }px`;
		}
	};

	// Each page the frame loads learns the page's address (without giveDonationAction).
	frame.addEventListener( 'load', () =>
		frame.contentWindow?.postMessage(
			formatParentMessage( {
				currentPage: currentPageForFrame( view.location.href ),
			} ),
			'*'
		)
	);
	view.addEventListener( 'message', onMessage );
	showLoader();
	// The frame is given its source as the modal opens: from then on it has 5 s to speak.
	watchSilence();

	const dialog = openDialog( {
		doc,
		title: options.title,
		closeLabel: options.labels.close,
		className: 'opengive-dialog--frame',
		removalDelay: GRID_MODAL_REMOVAL_DELAY,
		content: wrap,
		onRemoved: () => {
			view.removeEventListener( 'message', onMessage );
			view.clearTimeout( silence );
			clearTimers();
			options.onRemoved();
		},
	} );
	return dialog;
}
