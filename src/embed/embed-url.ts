/**
 * Addresses an embed root works with (spec sections 3 and 5): the frame address with the root's
 * locale, and whether an address is GiveWP's receipt view (form-redirect mode).
 */

export const FORM_VIEW_ROUTE = 'donation-form-view';
export const RECEIPT_VIEW_ROUTE = 'donation-confirmation-receipt-view';

/**
 * The frame address: data-src with the root's locale written as the locale query parameter.
 * A root without a locale keeps data-src as it is.
 *
 * @param src    data-src.
 * @param locale data-form-locale, or null.
 * @param base   Resolves a relative data-src (the host page's address).
 */
export function frameUrl(
	src: string,
	locale: string | null | undefined,
	base?: string
): string {
	const url = new URL( src, base );
	if ( locale ) {
		url.searchParams.set( 'locale', locale );
	}
	return url.toString();
}

/**
 * Whether an address shows GiveWP's receipt view (the donor came back from giving).
 *
 * @param address An address, or null.
 * @param base    Resolves a relative address.
 */
export function isReceiptView(
	address: string | null | undefined,
	base?: string
): boolean {
	if ( ! address ) {
		return false;
	}
	try {
		return (
			new URL( address, base ).searchParams.get( 'givewp-route' ) ===
			RECEIPT_VIEW_ROUTE
		);
	} catch {
		return false;
	}
}
