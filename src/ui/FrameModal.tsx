/**
 * A donation form in a modal frame (spec section 4, "Modal / reveal / grid"): the frame loads its
 * deferred source when opened; a loader covers it until the form says it has loaded, then lifts 400 ms
 * later with a 0.2 s fade; when the frame unloads (the form moves on to a new page) the loader comes
 * back, the frame hides and takes 700 px. The frame's height follows the form's size messages.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import Dialog from './Dialog';
import {
	FRAME_ACTIONS,
	currentPageForFrame,
	formatParentMessage,
	parseChildMessage,
} from '../embed/frame-messages';

export const LOADER_HIDE_DELAY = 400;
export const LOADER_FADE_MS = 200;
export const RELOAD_HEIGHT = 700;
export const GRID_MODAL_REMOVAL_DELAY = 300;
/** Spec sections 8 and 9: a frame that sends nothing for 5 s gets a console warning. */
export const FRAME_WARNING_TIMEOUT = 5000;
export const FRAME_SILENT_WARNING =
	'OpenGive: the donation form frame has not answered within 5 seconds. Is the form view reachable, and does it run its script?';

type LoaderState = 'shown' | 'fading' | 'hidden';

interface Props {
	title: string;
	/** The form view address, loaded only now that the modal opens. */
	src: string;
	/** Names the frame; the form's messages carry it. */
	embedId: string;
	onClose: () => void;
}

function actionOf( payload: unknown ): string {
	return typeof payload === 'object' &&
		payload !== null &&
		'action' in payload
		? String( ( payload as { action: unknown } ).action )
		: '';
}

export default function FrameModal( { title, src, embedId, onClose }: Props ) {
	const frame = useRef< HTMLIFrameElement >( null );
	const [ loader, setLoader ] = useState< LoaderState >( 'shown' );
	const [ height, setHeight ] = useState( RELOAD_HEIGHT );
	const timers = useRef< number[] >( [] );

	useEffect( () => {
		const later = ( callback: () => void, delay: number ) =>
			timers.current.push( window.setTimeout( callback, delay ) );
		const clearTimers = () => {
			timers.current.forEach( ( timer ) => window.clearTimeout( timer ) );
			timers.current = [];
		};
		let silence = 0;
		const watchSilence = () => {
			window.clearTimeout( silence );
			silence = window.setTimeout( () => {
				// eslint-disable-next-line no-console -- the spec's console warning, for the site's developer.
				console.warn( FRAME_SILENT_WARNING );
			}, FRAME_WARNING_TIMEOUT );
		};
		// The frame is given its source as the modal opens: from then on it has 5 s to speak.
		watchSilence();
		const onMessage = ( event: MessageEvent ) => {
			// Origin checks are off for embeds (spec); the sender must still be our own frame.
			if (
				! frame.current ||
				event.source !== frame.current.contentWindow
			) {
				return;
			}
			const message = parseChildMessage( event.data );
			if ( ! message ) {
				return;
			}
			window.clearTimeout( silence );
			if ( message.type === 'beforeUnload' ) {
				// The next page in the frame gets its own 5 s.
				watchSilence();
				clearTimers();
				setLoader( 'shown' );
				setHeight( RELOAD_HEIGHT );
				return;
			}
			if ( message.type === 'close' ) {
				onClose();
				return;
			}
			if ( message.type === 'message' ) {
				const action = actionOf( message.payload );
				if ( action === FRAME_ACTIONS.contentLoaded ) {
					clearTimers();
					later( () => {
						setLoader( 'fading' );
						later( () => setLoader( 'hidden' ), LOADER_FADE_MS );
					}, LOADER_HIDE_DELAY );
				} else if ( action === FRAME_ACTIONS.scrollIntoView ) {
					frame.current.scrollIntoView( { block: 'start' } );
				}
				return;
			}
			if ( message.height > 0 ) {
				setHeight( message.height );
			}
		};
		window.addEventListener( 'message', onMessage );
		return () => {
			window.removeEventListener( 'message', onMessage );
			window.clearTimeout( silence );
			clearTimers();
		};
	}, [ onClose ] );

	// Each page the frame loads learns the page's address (without giveDonationAction).
	const onLoad = () =>
		frame.current?.contentWindow?.postMessage(
			formatParentMessage( {
				currentPage: currentPageForFrame( window.location.href ),
			} ),
			'*'
		);

	return (
		<Dialog
			title={ title }
			onClose={ onClose }
			className="opengive-dialog--frame"
			removalDelay={ GRID_MODAL_REMOVAL_DELAY }
		>
			<div className="opengive-frame">
				{ loader !== 'hidden' && (
					<div
						className={ `opengive-frame__loader${
							loader === 'fading' ? ' is-fading' : ''
						}` }
						role="status"
					>
						<span
							className="opengive-frame__spinner"
							aria-hidden="true"
						/>
						{ __( 'Loading the donation form…', 'opengive' ) }
					</div>
				) }
				<iframe
					ref={ frame }
					name={ embedId }
					title={ title }
					src={ src }
					onLoad={ onLoad }
					className="opengive-frame__frame"
					style={ {
						height,
						visibility: loader === 'shown' ? 'hidden' : 'visible',
					} }
				/>
			</div>
		</Dialog>
	);
}
