/**
 * Calls to WordPress's admin-ajax endpoint (GiveWP's legacy contract, spec section 7): POST with an
 * 'action' field, cookies included.
 */

/**
 * Posts fields to admin-ajax and answers the parsed JSON.
 *
 * @param ajaxUrl admin-ajax.php address.
 * @param fields  Form fields, 'action' among them.
 */
export async function postAjax< T >(
	ajaxUrl: string,
	fields: Record< string, string >
): Promise< T > {
	const response = await fetch( ajaxUrl, {
		method: 'POST',
		credentials: 'same-origin',
		body: new URLSearchParams( fields ),
	} );
	if ( ! response.ok ) {
		throw new Error(
			`admin-ajax ${ fields.action }: HTTP ${ response.status }`
		);
	}
	return ( await response.json() ) as T;
}
