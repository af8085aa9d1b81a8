/**
 * The dashboard's transient news as the site chrome's toasts (announced through the page's polite
 * announcer): a cancelled gift, a link on its way, and the server's one-time notices (gift updated,
 * email confirmed, signed out). Errors that need the donor to act stay next to their field.
 */
import { __ } from '@wordpress/i18n';
import { notify } from '@opengive/chrome/dom/toast-dom';
import type { Toast } from '@opengive/chrome/toast';

const CSS = 'wp-block-opengive-donor-dashboard';

/**
 * Shows a dashboard toast.
 *
 * @param doc     The document.
 * @param message Text.
 * @param near    Where the toast sits in the tab order (see showToast).
 */
export function dashboardToast(
	doc: Document,
	message: string,
	near?: Element
): Toast {
	return notify( doc, message, __( 'Dismiss', 'opengive' ), near );
}

/**
 * A server notice marked `data-opengive-toast="<query argument>"` becomes a toast once the script
 * runs: the notice leaves the page and its argument leaves the address, so a reload does not say it
 * again. Without JavaScript the notice stays where the server printed it.
 *
 * @param doc The document.
 */
export function toastServerNotices( doc: Document ): void {
	const win = doc.defaultView as Window;
	doc.querySelectorAll< HTMLElement >( '[data-opengive-toast]' ).forEach(
		( notice ) => {
			const address = new URL( win.location.href );
			address.searchParams.delete( notice.dataset.opengiveToast ?? '' );
			win.history.replaceState( win.history.state, '', address.href );
			dashboardToast( doc, notice.textContent?.trim() ?? '', notice );
			notice.remove();
		}
	);
}

/**
 * A recurring gift was cancelled: its row says so and a toast tells the donor.
 *
 * @param row The recurring gift's list item.
 */
export function markCancelled( row: HTMLElement ): void {
	const status = row.querySelector( `.${ CSS }__status` );
	if ( status ) {
		status.textContent = __( 'Cancelled', 'opengive' );
	}
	row.querySelector( `.${ CSS }__renews` )?.remove();
	dashboardToast(
		row.ownerDocument,
		__(
			'Your recurring gift was cancelled. No further payments will be taken.',
			'opengive'
		),
		row.querySelector( `.${ CSS }__actions` ) ?? undefined
	);
}
