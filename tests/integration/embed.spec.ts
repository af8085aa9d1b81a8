/**
 * The donation embed's server side (issue 15): GiveWP's form and receipt routes, the locale
 * parameter, the frame headers (CSP frame-ancestors from the allow-list setting), embed.js's CORS
 * and cache headers, and the embed block's root attributes.
 */
import { gzipSync } from 'zlib';
import { test, expect } from '@playwright/test';
import { baseUrl, demoFormId, logInWithRole } from '../site';

const formView = ( formId: number, extra = '' ) =>
	`${ baseUrl() }/?givewp-route=donation-form-view&form-id=${ formId }${ extra }`;

test( "GiveWP's form view route answers the form view, framable by any site by default, sized by its tagged element", async ( {
	request,
} ) => {
	const formId = await demoFormId( request );
	const response = await request.get( formView( formId ) );
	expect( response.status() ).toBe( 200 );
	const headers = response.headers();
	expect( headers[ 'content-security-policy' ] ).toBe( 'frame-ancestors *' );
	expect( headers[ 'x-frame-options' ] ).toBeUndefined();
	const html = await response.text();
	expect( html ).toMatch( /<body[^>]*class="[^"]*opengive-form-view/ );
	expect( html ).toContain( `name="give-form-id" value="${ formId }"` );
	expect( html ).toMatch(
		/<main class="opengive-form-view__main" data-iframe-height>/
	);

	const missing = await request.get( formView( 999999 ) );
	expect( missing.status() ).toBe( 404 );
} );

test( 'the locale parameter sets the form view language; anything that is not a locale name is ignored', async ( {
	request,
} ) => {
	const formId = await demoFormId( request );
	const german = await (
		await request.get( formView( formId, '&locale=de_DE' ) )
	).text();
	expect( german ).toMatch( /<html lang="de-DE"/ );
	const legacy = await (
		await request.get(
			`${ baseUrl() }/?opengive-form-view=${ formId }&locale=fr_FR`
		)
	).text();
	expect( legacy ).toMatch( /<html lang="fr-FR"/ );
	const hostile = await request.get(
		formView(
			formId,
			`&locale=${ encodeURIComponent( '../../de"><script>' ) }`
		)
	);
	expect( hostile.status() ).toBe( 200 );
	expect( await hostile.text() ).toMatch( /<html lang="en-US"/ );
} );

test( 'the receipt view route shows exactly the receipt of that key, never cached; a wrong key is a 404', async ( {
	request,
} ) => {
	const formId = await demoFormId( request );
	const created = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId,
				amount: 4200,
				levelId: 'custom',
				firstName: 'Framed',
				lastName: 'Receipt',
				email: 'framed-receipt@example.org',
				gatewayId: 'test',
			},
		}
	);
	const donation = await created.json();
	expect( donation ).toMatchObject( { status: 'publish' } );
	const key = new URL( donation.receiptUrl ).searchParams.get(
		'opengive-receipt'
	);

	const response = await request.get(
		`${ baseUrl() }/?givewp-route=donation-confirmation-receipt-view&receipt-id=${ key }`
	);
	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'cache-control' ] ).toContain( 'no-store' );
	expect( response.headers()[ 'content-security-policy' ] ).toBe(
		'frame-ancestors *'
	);
	const html = await response.text();
	expect( html ).toContain( 'Thank you for your donation!' );
	expect( html ).toContain( '$42.00' );
	// The receipt, not the form.
	expect( html ).not.toContain( 'name="give-form-id"' );
	// What a reload of the receipt in a frame sends the host page again: form, amount, currency only.
	const completed = /data-opengive-completed="([^"]*)"/.exec( html );
	expect(
		JSON.parse( ( completed?.[ 1 ] ?? '' ).replace( /&quot;/g, '"' ) )
	).toEqual( { formId, amount: 4200, currency: 'USD' } );

	const wrong = await request.get(
		`${ baseUrl() }/?givewp-route=donation-confirmation-receipt-view&receipt-id=${ '0'.repeat( 32 ) }`
	);
	expect( wrong.status() ).toBe( 404 );
	expect( await wrong.text() ).not.toContain(
		'Thank you for your donation!'
	);
} );

test( 'frame-ancestors follows the embed_allowed_origins setting, leaving out entries that are not origins', async ( {
	request,
} ) => {
	const formId = await demoFormId( request );
	const settings = `${ baseUrl() }/wp-json/opengive-test/v1/settings`;
	await request.post( settings, {
		data: {
			embed_allowed_origins: [
				'https://shop.example',
				'https://*.partners.example:8443/',
				'javascript:alert(1)',
				"https://evil.example 'unsafe-inline'",
			],
		},
	} );
	try {
		const response = await request.get( formView( formId ) );
		expect( response.headers()[ 'content-security-policy' ] ).toBe(
			"frame-ancestors 'self' https://shop.example https://*.partners.example:8443"
		);
	} finally {
		await request.post( settings, { data: { embed_allowed_origins: [] } } );
	}
} );

test( 'embed.js is served with CORS, a year of immutable cache at its current version, and fits in 6 KB gzipped', async ( {
	request,
} ) => {
	const loose = await request.get(
		`${ baseUrl() }/?opengive-embed=embed.js`
	);
	expect( loose.status() ).toBe( 200 );
	const headers = loose.headers();
	expect( headers[ 'content-type' ] ).toMatch( /^text\/javascript/ );
	expect( headers[ 'access-control-allow-origin' ] ).toBe( '*' );
	expect( headers[ 'cross-origin-resource-policy' ] ).toBe( 'cross-origin' );
	// An old snippet (no or another version) gets the current file with a short cache.
	expect( headers[ 'cache-control' ] ).toBe( 'public, max-age=3600' );
	// A server that compresses the script (the native target's nginx) weakens the tag: W/"…".
	const version = ( headers.etag ?? '' )
		.replace( /^W\//, '' )
		.replace( /"/g, '' );
	expect( version ).not.toBe( '' );

	const pinned = await request.get(
		`${ baseUrl() }/?opengive-embed=embed.js&ver=${ version }`
	);
	expect( pinned.headers()[ 'cache-control' ] ).toBe(
		'public, max-age=31536000, immutable'
	);
	const body = await pinned.body();
	expect( body.toString() ).toContain( 'root-data-givewp-embed' );
	const gzipped = gzipSync( body, { level: 9 } ).length;
	console.log(
		`embed.js: ${ body.length } bytes, ${ gzipped } bytes gzipped`
	);
	expect( gzipped ).toBeLessThanOrEqual( 6 * 1024 );

	const again = await request.get(
		`${ baseUrl() }/?opengive-embed=embed.js&ver=${ version }`,
		{ headers: { 'If-None-Match': `"${ version }"` } }
	);
	expect( again.status() ).toBe( 304 );
	const weak = await request.get(
		`${ baseUrl() }/?opengive-embed=embed.js&ver=${ version }`,
		{ headers: { 'If-None-Match': `"other", W/"${ version }"` } }
	);
	expect( weak.status() ).toBe( 304 );
} );

test( 'the embed block prints a root with the spec attributes per format, and a plain link without JavaScript', async ( {
	request,
} ) => {
	const formId = await demoFormId( request );
	const page = await request.get( `${ baseUrl() }/embed-formats/` );
	// Only the form view is framable: ordinary pages get no frame-ancestors policy from OpenGive.
	expect( page.headers()[ 'content-security-policy' ] ).toBeUndefined();
	const html = await page.text();
	const roots = [
		...html.matchAll(
			/<div[^>]*class="[^"]*root-data-givewp-embed[^"]*"[^>]*>/g
		),
	].map( ( match ) => match[ 0 ] );
	expect( roots ).toHaveLength( 4 );
	const formats = roots.map(
		( root ) => /data-form-format="([^"]*)"/.exec( root )?.[ 1 ]
	);
	expect( formats ).toEqual( [ 'inline', 'modal', 'reveal', 'newTab' ] );
	const ids = roots.map(
		( root ) => /data-givewp-embed-id="([^"]*)"/.exec( root )?.[ 1 ]
	);
	expect( new Set( ids ).size ).toBe( 4 );
	const src = `?givewp-route=donation-form-view&amp;form-id=${ formId }`;
	for ( const root of roots ) {
		expect( root ).toContain( `data-src="${ baseUrl() }/${ src }"` );
		expect( root ).toContain(
			`data-form-view-url="${ baseUrl() }/${ src }"`
		);
		expect( root ).toContain( 'data-form-url=' );
		expect( root ).toContain(
			'data-open-form-button="Give to Keep the Light On"'
		);
		expect( root ).toContain( 'data-form-locale=""' );
	}
	expect( html ).toContain( `>Give to Keep the Light On</a></div>` );
	// The view script is embed.js itself: no React, no WordPress scripts for the embed.
	expect( html ).toContain( 'build/embed/embed.js' );
} );

test( "the login window for cross-site frames: logged out it goes to wp-login and back; logged in it hands the donor only to this site's origin, unframable", async ( {
	playwright,
	request,
} ) => {
	const popup = `${ baseUrl() }/wp-admin/admin-ajax.php?action=opengive_login_popup`;
	const out = await request.get( popup, { maxRedirects: 0 } );
	expect( out.status() ).toBe( 302 );
	const login = new URL( out.headers().location ?? '' );
	expect( login.pathname ).toMatch( /wp-login\.php$/ );
	expect( login.searchParams.get( 'redirect_to' ) ).toBe( popup );

	const { context } = await logInWithRole( playwright, 'subscriber' );
	const back = await context.get( popup, { maxRedirects: 0 } );
	expect( back.status() ).toBe( 200 );
	expect( back.headers()[ 'content-security-policy' ] ).toBe(
		"frame-ancestors 'none'"
	);
	expect( back.headers()[ 'cache-control' ] ).toContain( 'no-store' );
	const html = await back.text();
	// The target origin is fixed to the site's own: a page elsewhere that opened this window hears nothing.
	const origin = new URL( baseUrl() ).origin;
	expect( html ).toContain(
		`.postMessage({"type":"opengive-logged-in","user":{`
	);
	expect( html ).toContain( `},"${ origin.replace( /\//g, '\\/' ) }");` );
	expect( html ).toMatch( /"email":"[^"]+@/ );
	await context.dispose();
} );
