/**
 * Logs the fuzz run in (issue 17: "fuzz as an admin"): wp-login.php with a user's password, then
 * WordPress's own rest-nonce ajax action, so REST requests carry the cookie and X-WP-Nonce a
 * browser would and reach the admin handlers (write routes included), not the 401 in front of them.
 */

/**
 * The login cookies and a REST nonce for a user.
 *
 * @param {string} base     Site URL.
 * @param {string} user     Login.
 * @param {string} password Password.
 * @return {Promise<{ cookie: string, nonce: string, user: string }>} What send() adds to requests.
 */
export async function logIn( base, user, password ) {
	const login = await fetch( `${ base }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
		},
		body: new URLSearchParams( {
			log: user,
			pwd: password,
			testcookie: '1',
		} ).toString(),
	} );
	const cookie = login.headers
		.getSetCookie()
		.map( ( line ) => line.split( ';' )[ 0 ] )
		.filter( ( pair ) => pair.startsWith( 'wordpress_' ) )
		.join( '; ' );
	if ( ! cookie.includes( 'wordpress_logged_in_' ) ) {
		throw new Error(
			`fuzz: could not log in as ${ user } (HTTP ${ login.status })`
		);
	}
	const nonce = await (
		await fetch( `${ base }/wp-admin/admin-ajax.php?action=rest-nonce`, {
			headers: { Cookie: cookie },
		} )
	).text();
	if ( ! /^[a-f0-9]{10}$/.test( nonce ) ) {
		throw new Error(
			`fuzz: no REST nonce for ${ user }: ${ nonce.slice( 0, 100 ) }`
		);
	}
	return { cookie, nonce, user };
}
