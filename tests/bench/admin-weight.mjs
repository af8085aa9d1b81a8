/**
 * What each OpenGive admin screen fetches of OpenGive's own scripts (gzip -9 KB, chunk by chunk), as
 * an administrator's browser loads it: issue 19's budget is 150 KB for the first screen (Overview).
 * Used by `npm run bench`; Debian's Chromium through playwright-core.
 */
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const SCREENS = [
	'overview',
	'donations',
	'donors',
	'subscriptions',
	'campaigns',
	'forms',
	'contact-submissions',
	'consent',
	'settings',
];

export async function printAdminWeights( base ) {
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
		args: [ '--no-sandbox' ],
	} );
	try {
		const page = await browser.newPage();
		await page.goto( `${ base }/wp-login.php` );
		// The login page focuses the username field 200 ms after loading: fill after that.
		await page.waitForFunction( () => {
			const field = document.getElementById( 'user_login' );
			return field?.ownerDocument.activeElement === field;
		} );
		await page.fill( '#user_login', 'admin' );
		await page.fill( '#user_pass', 'password' );
		await page.click( '#wp-submit' );
		await page.waitForURL( /wp-admin/ );
		console.log(
			'\nAdmin screens: OpenGive scripts fetched (gzip -9 KB; the first screen is Overview):'
		);
		for ( const screen of SCREENS ) {
			const fetched = [];
			const listener = async ( response ) => {
				const url = response.url();
				if ( /\/plugins\/opengive\/build\/.+\.js/.test( url ) ) {
					const name = url.split( '/build/' )[ 1 ].split( '?' )[ 0 ];
					const bytes = zlib.gzipSync( await response.body(), {
						level: 9,
					} ).length;
					fetched.push( [ name, bytes ] );
				}
			};
			page.on( 'response', listener );
			await page.goto(
				`${ base }/wp-admin/edit.php?post_type=opengive_form&page=opengive-${ screen }`
			);
			await page.waitForLoadState( 'networkidle' );
			page.off( 'response', listener );
			const total = fetched.reduce(
				( sum, [ , bytes ] ) => sum + bytes,
				0
			);
			const parts = fetched
				.map(
					( [ name, bytes ] ) =>
						`${ name } ${ ( bytes / 1024 ).toFixed( 1 ) }`
				)
				.join( ', ' );
			console.log(
				`  ${ screen.padEnd( 20 ) } ${ ( total / 1024 ).toFixed( 1 ).padStart( 6 ) }  (${ parts })`
			);
		}
	} finally {
		await browser.close();
	}
}
