/**
 * Which grid card opens by itself when the page loads (spec section 2): a donor sent back to the page
 * after giving, with givewp-embed-id naming the card, givewp-event=donation-completed and
 * givewp-listener=show-donation-confirmation-receipt; givewp-receipt-id names the receipt to show.
 */

export interface AutoOpenRequest {
	embedId: string;
	receiptId: string;
}

/**
 * The request in a page's query string, or null.
 *
 * @param search location.search.
 */
export function autoOpenRequest( search: string ): AutoOpenRequest | null {
	const query = new URLSearchParams( search );
	const embedId = query.get( 'givewp-embed-id' ) ?? '';
	if (
		embedId === '' ||
		query.get( 'givewp-event' ) !== 'donation-completed' ||
		query.get( 'givewp-listener' ) !== 'show-donation-confirmation-receipt'
	) {
		return null;
	}
	return { embedId, receiptId: query.get( 'givewp-receipt-id' ) ?? '' };
}

/**
 * The frame address for a card: its form view, showing the receipt when there is one.
 *
 * @param formViewUrl The card's form view address.
 * @param receiptId   Donation key of the receipt to show, or ''.
 */
export function frameSource( formViewUrl: string, receiptId: string ): string {
	const url = new URL( formViewUrl );
	if ( /^[a-f0-9]{32}$/.test( receiptId ) ) {
		url.searchParams.set( 'opengive-receipt', receiptId );
	}
	return url.toString();
}
