/**
 * Opens the form links of a container (form grid cards, a campaign's donate button) in a modal
 * frame: a link closes any open popup and opens its form; the one the page address names opens by
 * itself (a donor back from giving sees the receipt). Modified clicks open the form view in a new tab
 * as usual. The dialog's texts come translated from the container's data attributes, so the views
 * that use this load no WordPress script.
 */
import { closeAllPopups } from '../popups';
import { autoOpenRequest, frameSource } from '../../embed/auto-open';
import { openFrameModal, type FrameModalLabels } from './frame-modal';
import type { DomDialog } from './dialog';

const LINK = 'a[data-opengive-embed-id]';

/**
 * The dialog texts render.php printed on the container, in English when absent.
 *
 * @param container The block's element.
 */
export function labelsOf( container: HTMLElement ): FrameModalLabels {
	return {
		close: container.dataset.opengiveCloseLabel || 'Close',
		loading:
			container.dataset.opengiveLoadingLabel ||
			'Loading the donation form…',
	};
}

/**
 * Makes a container's form links open in a modal frame.
 *
 * @param container The block's server-rendered element, holding the form links.
 * @param search    The page's query string.
 */
export function mountFrameLauncher(
	container: HTMLElement,
	search: string
): void {
	const doc = container.ownerDocument;
	const labels = labelsOf( container );
	let current: DomDialog | null = null;

	const open = ( link: HTMLAnchorElement, receiptId = '' ) => {
		// Opening another form replaces the open one at once.
		current?.remove();
		const dialog = openFrameModal( {
			doc,
			title: link.dataset.formTitle ?? '',
			src: frameSource( link.href, receiptId ),
			embedId: link.dataset.opengiveEmbedId ?? '',
			labels,
			onRemoved: () => {
				if ( current === dialog ) {
					current = null;
				}
			},
		} );
		current = dialog;
	};

	container.addEventListener( 'click', ( event ) => {
		const link = (
			event.target as Element | null
		 )?.closest< HTMLAnchorElement >( LINK );
		if (
			! link ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.button !== 0
		) {
			return;
		}
		event.preventDefault();
		closeAllPopups();
		open( link );
	} );

	const request = autoOpenRequest( search );
	const named = request
		? container.querySelector< HTMLAnchorElement >(
				`a[data-opengive-embed-id="${ CSS.escape( request.embedId ) }"]`
			)
		: null;
	if ( named && request ) {
		open( named, request.receiptId );
	}
}
