/**
 * The re-scan timers (spec 9): content added later (ajax, lazy video players) is checked every
 * 2000 ms; placeholders are re-sized 500 ms after the last resize; video players are checked every
 * 500 ms, at most 100 times, so embeds a script inserts after load are caught too.
 */
import { TIMINGS } from '../contract';

export interface ScanHooks {
	/** Re-arm what is allowed (content loaded by ajax may arrive at any time: it never stops). */
	rescan: () => void;
	/** Re-size the placeholders. */
	resize: () => void;
	/** One video-player check. */
	videoCheck: () => void;
}

export interface Scanner {
	stop: () => void;
	/** Number of video checks run so far (for tests and the bench). */
	videoChecks: () => number;
}

/**
 * Starts the three timers.
 *
 * @param hooks What each timer does.
 */
export function startScanner( hooks: ScanHooks ): Scanner {
	let checks = 0;
	const rescan = window.setInterval( hooks.rescan, TIMINGS.ajaxRescanMs );
	const video = window.setInterval( () => {
		checks++;
		hooks.videoCheck();
		if ( checks >= TIMINGS.videoCheckMaxTimes ) {
			window.clearInterval( video );
		}
	}, TIMINGS.videoCheckMs );
	let resizeTimer: number | undefined;
	const onResize = () => {
		window.clearTimeout( resizeTimer );
		resizeTimer = window.setTimeout(
			hooks.resize,
			TIMINGS.resizeDebounceMs
		);
	};
	window.addEventListener( 'resize', onResize );
	return {
		stop() {
			window.clearInterval( rescan );
			window.clearInterval( video );
			window.clearTimeout( resizeTimer );
			window.removeEventListener( 'resize', onResize );
		},
		videoChecks: () => checks,
	};
}

/**
 * Disarms iframes a script inserted after load whose address belongs to a service without consent:
 * the address moves to data-cmplz-src and a placeholder with "accept and show" is added.
 *
 * @param root         Where to look.
 * @param patterns     Service slug => address patterns.
 * @param categoryOf   Service slug => category.
 * @param allowed      Decision for a category/service.
 * @param texts        Placeholder sentence (with %s for the service) and button label.
 * @param texts.notice Placeholder sentence.
 * @param texts.button Button label.
 */
export function disarmLateFrames(
	root: ParentNode,
	patterns: Record< string, string[] >,
	categoryOf: Record< string, string >,
	allowed: ( category: string, service: string ) => boolean,
	texts: { notice: string; button: string }
): number {
	let count = 0;
	for ( const frame of Array.from(
		root.querySelectorAll< HTMLIFrameElement >(
			'iframe[src]:not([data-cmplz-activated])'
		)
	) ) {
		const src = frame.getAttribute( 'src' ) ?? '';
		const service = Object.keys( patterns ).find( ( slug ) =>
			patterns[ slug ].some( ( pattern ) => src.includes( pattern ) )
		);
		const category = service
			? ( categoryOf[ service ] ?? 'marketing' )
			: '';
		if ( ! service || allowed( category, service ) ) {
			continue;
		}
		frame.removeAttribute( 'src' );
		frame.setAttribute( 'data-cmplz-src', src );
		frame.dataset.service = service;
		frame.dataset.category = category;
		const container = document.createElement( 'div' );
		container.className = 'cmplz-blocked-content-container';
		container.dataset.service = service;
		container.dataset.category = category;
		frame.replaceWith( container );
		container.append( frame, placeholder( service, category, texts ) );
		count++;
	}
	return count;
}

/**
 * The notice and "accept and show" button for one service.
 *
 * @param service      Slug.
 * @param category     Category.
 * @param texts        Sentence and label.
 * @param texts.notice Sentence with %s.
 * @param texts.button Label.
 */
function placeholder(
	service: string,
	category: string,
	texts: { notice: string; button: string }
): HTMLElement {
	const notice = document.createElement( 'div' );
	notice.className = 'cmplz-blocked-content-notice';
	notice.setAttribute( 'role', 'group' );
	notice.setAttribute( 'aria-label', service );
	const text = document.createElement( 'p' );
	text.textContent = texts.notice.replace( '%s', service );
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = 'cmplz-accept-service';
	button.dataset.service = service;
	button.dataset.category = category;
	button.textContent = texts.button;
	notice.append( text, button );
	return notice;
}
