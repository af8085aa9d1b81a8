/**
 * Where the public views' REST calls go and the nonce they send: what PublicRestSettings prints
 * into the `opengive-rest` handle. Apart from the request code (rest-request.ts) so the donation
 * form's first load, which only hands over a fresh nonce, does not carry the requests themselves.
 */
export interface RestSettings {
	root: string;
	nonce: string;
	nonceEndpoint: string;
}

declare global {
	interface Window {
		opengiveRest?: Partial< RestSettings >;
	}
}

/** The printed settings, with WordPress's defaults for what a page left out. */
export function restSettings(): RestSettings {
	const printed = window.opengiveRest ?? {};
	return {
		root: printed.root ?? '/wp-json/',
		nonce: printed.nonce ?? '',
		nonceEndpoint:
			printed.nonceEndpoint ??
			'/wp-admin/admin-ajax.php?action=rest-nonce',
	};
}

/**
 * Replaces the nonce every later request sends (the form's nonce refresh hands one over).
 *
 * @param nonce A fresh `wp_rest` nonce.
 */
export function setRestNonce( nonce: string ): void {
	window.opengiveRest = { ...window.opengiveRest, nonce };
}
