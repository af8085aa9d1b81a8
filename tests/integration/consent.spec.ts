/**
 * The consent routes through the real plugin (issue 14, spec 7): banner, track (stored only with
 * store-consent on; bots and bad bodies refused), cookie_data, manage_consent_html,
 * consent-area/{post_id}/{block_id} (content only with consent, read from the request's cookies),
 * the admin settings route (permissions, validation that stores nothing on error), the WP Consent
 * API functions answering from our cookies, and the server-side blocking on a demo page.
 * The banner is off on test sites (other suites expect none): this suite turns it on and back off.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { baseUrl, demoFormId, logInWithRole, type LoggedIn } from '../site';

const API = () => `${ baseUrl() }/wp-json/opengive/v1/consent`;
const BROWSER =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';

let admin: LoggedIn;
let visitor: APIRequestContext;
let policyId = 1;

async function settings( values: Record< string, unknown > ) {
	const response = await admin.context.post( `${ API() }/settings`, {
		headers: { 'X-WP-Nonce': admin.nonce },
		data: values,
	} );
	return { status: response.status(), body: await response.json() };
}

async function track( body: unknown, userAgent = BROWSER ) {
	const response = await visitor.post( `${ API() }/track`, {
		headers: { 'User-Agent': userAgent },
		data: body,
	} );
	return { status: response.status(), body: await response.json() };
}

async function logTotal(): Promise< number > {
	const response = await admin.context.get( `${ API() }/log/counts`, {
		headers: { 'X-WP-Nonce': admin.nonce },
	} );
	return ( await response.json() ).total;
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { playwright } ) => {
	admin = await logInWithRole( playwright, 'administrator' );
	visitor = await playwright.request.newContext();
	const on = await settings( { banner_enabled: true, store_consent: true } );
	expect( on.status ).toBe( 200 );
	policyId = on.body.policy_id;
} );

test.afterAll( async () => {
	await settings( { banner_enabled: false, store_consent: true } );
	await Promise.all( [ admin.context.dispose(), visitor.dispose() ] );
} );

test( 'banner answers region, consent type and versions; an unknown region or locale is a 400', async () => {
	const eu = await visitor.get( `${ API() }/banner?locale=en_US` );
	expect( await eu.json() ).toMatchObject( {
		region: 'eu',
		consenttype: 'optin',
		version: expect.any( String ),
		banner_version: expect.any( Number ),
	} );
	const us = await (
		await visitor.get( `${ API() }/banner?region=us` )
	).json();
	expect( us ).toMatchObject( { region: 'us', consenttype: 'optout' } );
	const unknown = await visitor.get( `${ API() }/banner?region=zz` );
	expect( unknown.status() ).toBe( 400 );
	expect( ( await unknown.json() ).code ).toBe(
		'opengive_consent_invalid_region'
	);
	const locale = await visitor.get(
		`${ API() }/banner?locale=${ encodeURIComponent( '<script>' ) }`
	);
	expect( locale.status() ).toBe( 400 );
} );

test( 'track stores a consent with store-consent on and returns the visitor id', async () => {
	const before = await logTotal();
	const answer = await track( {
		consented_categories: [ 'functional', 'statistics' ],
		consented_services: { youtube: true },
		consenttype: 'optin',
	} );
	expect( answer.status ).toBe( 201 );
	expect( answer.body.stored ).toBe( true );
	expect( await logTotal() ).toBe( before + 1 );
	const rows = await (
		await admin.context.get(
			`${ API() }/log?search=${ answer.body.visitorId }`,
			{ headers: { 'X-WP-Nonce': admin.nonce } }
		)
	).json();
	expect( rows ).toHaveLength( 1 );
	expect( rows[ 0 ] ).toMatchObject( {
		visitorId: answer.body.visitorId,
		region: 'eu',
		consentType: 'optin',
		categories: [ 'functional', 'statistics' ],
		services: { youtube: true },
		policyId,
	} );
	// Proof without personal data: no address in the record.
	expect( JSON.stringify( rows[ 0 ] ) ).not.toMatch( /127\.0\.0\.1|::1/ );
} );

test( 'track refuses bad bodies with a stable code and stores nothing', async () => {
	const before = await logTotal();
	const cases: Array< [ unknown, string ] > = [
		[
			{ consented_categories: [ 'evil' ], consenttype: 'optin' },
			'opengive_consent_invalid_categories',
		],
		[
			{ consented_categories: 'marketing', consenttype: 'optin' },
			'opengive_consent_invalid_categories',
		],
		[
			{
				consented_categories: [ 'marketing' ],
				consented_services: { youtube: 'yes' },
				consenttype: 'optin',
			},
			'opengive_consent_invalid_services',
		],
		[
			{ consented_categories: [ 'marketing' ], consenttype: 'sometimes' },
			'opengive_consent_invalid_type',
		],
	];
	for ( const [ body, code ] of cases ) {
		const answer = await track( body );
		expect( answer.status ).toBe( 400 );
		expect( answer.body.code ).toBe( code );
		expect( answer.body.message ).toMatch( /\w+ \w+/ );
	}
	expect( await logTotal() ).toBe( before );
} );

test( 'track stores nothing for bots or with store-consent off', async () => {
	const before = await logTotal();
	const body = {
		consented_categories: [ 'functional' ],
		consented_services: {},
		consenttype: 'optin',
	};
	const bot = await track( body, 'Mozilla/5.0 (compatible; Googlebot/2.1)' );
	expect( bot ).toEqual( { status: 200, body: { stored: false } } );
	expect( ( await settings( { store_consent: false } ) ).status ).toBe( 200 );
	const off = await track( body );
	expect( off ).toEqual( { status: 200, body: { stored: false } } );
	await settings( { store_consent: true } );
	expect( await logTotal() ).toBe( before );
} );

test( 'cookie_data maps each category to its services and their cookie names', async () => {
	const data = await ( await visitor.get( `${ API() }/cookie_data` ) ).json();
	expect( Object.keys( data ) ).toEqual( [
		'functional',
		'preferences',
		'statistics',
		'marketing',
	] );
	expect( data.statistics[ 'google-analytics' ] ).toContain( '_ga' );
	expect( data.marketing.youtube ).toContain( 'YSC' );
	expect( data.functional.stripe ).toContain( '__stripe_mid' );
} );

test( 'manage_consent_html is a JSON string with a switch per category', async () => {
	const html = await (
		await visitor.get( `${ API() }/manage_consent_html?locale=en_US` )
	).json();
	expect( typeof html ).toBe( 'string' );
	for ( const category of [
		'functional',
		'preferences',
		'statistics',
		'marketing',
	] ) {
		expect( html ).toContain( `data-category="${ category }"` );
	}
	// Stripe runs as functional, and says why (issue 14: "functional with a stated reason").
	expect( html ).toContain( 'Stripe: Needed to take a card payment' );
	const bad = await visitor.get( `${ API() }/manage_consent_html?locale=x!` );
	expect( bad.status() ).toBe( 400 );
} );

test( 'consent-area content is served only once its category is allowed by the cookies', async () => {
	const pages = await (
		await visitor.get( `${ baseUrl() }/wp-json/wp/v2/pages?slug=about` )
	).json();
	const about = pages[ 0 ].id;
	const url = `${ API() }/consent-area/${ about }/demo-area-1`;
	const refused = await visitor.get( url );
	expect( refused.status() ).toBe( 403 );
	expect( ( await refused.json() ).code ).toBe( 'opengive_consent_required' );
	const allowed = await visitor.get( url, {
		headers: {
			Cookie: `cmplz_marketing=allow; cmplz_policy_id=${ policyId }`,
		},
	} );
	expect( allowed.status() ).toBe( 200 );
	expect( await allowed.json() ).toContain( 'demo-consented' );
	const missing = await visitor.get(
		`${ API() }/consent-area/${ about }/no-such-area`
	);
	expect( missing.status() ).toBe( 404 );
	expect( ( await missing.json() ).code ).toBe(
		'opengive_consent_area_not_found'
	);
} );

test( 'settings: administrators only; a bad value is a 400 naming it and stores nothing', async ( {
	playwright,
} ) => {
	const anonymous = await visitor.get( `${ API() }/settings` );
	expect( anonymous.status() ).toBe( 401 );
	const subscriber = await logInWithRole( playwright, 'subscriber' );
	const forbidden = await subscriber.context.get( `${ API() }/settings`, {
		headers: { 'X-WP-Nonce': subscriber.nonce },
	} );
	expect( forbidden.status() ).toBe( 403 );
	await subscriber.context.dispose();

	const before = ( await settings( { dismiss_timeout_ms: 0 } ) ).body;
	const bad = await settings( {
		dismiss_timeout_ms: 5000,
		cookie_expiry_days: 'forever',
	} );
	expect( bad.status ).toBe( 400 );
	expect( bad.body.code ).toBe( 'opengive_consent_invalid_setting' );
	expect( bad.body.data.field ).toBe( 'cookie_expiry_days' );
	const unknown = await settings( { make_it_legal: true } );
	expect( unknown.body.code ).toBe( 'opengive_consent_unknown_setting' );
	const after = await (
		await admin.context.get( `${ API() }/settings`, {
			headers: { 'X-WP-Nonce': admin.nonce },
		} )
	).json();
	expect( after.dismiss_timeout_ms ).toBe( before.dismiss_timeout_ms );
	expect( after.banner_version ).toBe( before.banner_version );
} );

test( 'WP Consent API functions answer from the banner cookies, region and privacy signals', async () => {
	const ask = async (
		category: string,
		headers: Record< string, string > = {},
		query = ''
	) =>
		(
			await visitor.get(
				`${ baseUrl() }/wp-json/opengive-test/v1/consent-api?category=${ category }${ query }`,
				{ headers }
			)
		).json();
	expect( await ask( 'marketing' ) ).toEqual( {
		type: 'optin',
		wpHasConsent: false,
		openGive: false,
	} );
	expect( ( await ask( 'functional' ) ).wpHasConsent ).toBe( true );
	const allowed = {
		Cookie: `cmplz_statistics=allow; cmplz_policy_id=${ policyId }`,
	};
	expect( ( await ask( 'statistics', allowed ) ).wpHasConsent ).toBe( true );
	expect(
		( await ask( 'statistics-anonymous', allowed ) ).wpHasConsent
	).toBe( true );
	// A consent given under another policy no longer counts.
	const stale = {
		Cookie: `cmplz_statistics=allow; cmplz_policy_id=${ policyId + 1 }`,
	};
	expect( ( await ask( 'statistics', stale ) ).wpHasConsent ).toBe( false );
	const optout = await ask( 'marketing', {}, '&cmplz_user_region=us' );
	expect( optout ).toMatchObject( { type: 'optout', wpHasConsent: true } );
	const gpc = await ask(
		'marketing',
		{ 'Sec-GPC': '1' },
		'&cmplz_user_region=us'
	);
	expect( gpc.wpHasConsent ).toBe( false );
} );

test( 'a demo page reaches the browser with the video and analytics disarmed and Consent Mode defaults first', async () => {
	const html = await ( await visitor.get( `${ baseUrl() }/about/` ) ).text();
	expect( html ).not.toMatch( /<iframe[^>]*\ssrc="https:\/\/www\.youtube/ );
	expect( html ).toMatch(
		/<iframe[^>]*data-cmplz-src="https:\/\/www\.youtube-nocookie\.com\/embed\/opengive-demo"/
	);
	expect( html ).toMatch(
		/<script[^>]*opengive-demo-analytics\.js[^>]*type="text\/plain"[^>]*data-service="demo-analytics"/
	);
	expect( html ).not.toContain( 'class="demo-consented"' );
	const defaults = html.indexOf( 'id="opengive-consent-defaults"' );
	expect( defaults ).toBeGreaterThan( -1 );
	expect( html.indexOf( '<script' ) ).toBe(
		html.lastIndexOf( '<script', defaults )
	);
	expect( html ).toMatch( /<script[^>]*banner\.js[^>]*defer/ );
} );

test( 'a form view (what the embed, grid and campaign frames show) prints no cookie banner: the page around it has one', async ( {
	request,
} ) => {
	const formId = await demoFormId( request );
	const page = await ( await request.get( `${ baseUrl() }/donate/` ) ).text();
	expect( page ).toContain( 'id="cmplz-cookiebanner"' );
	expect( page ).toContain( 'build/consent/banner.js' );
	for ( const view of [
		`${ baseUrl() }/?opengive-form-view=${ formId }`,
		`${ baseUrl() }/?givewp-route=donation-form-view&form-id=${ formId }`,
	] ) {
		const html = await ( await request.get( view ) ).text();
		expect( html ).toContain( 'name="give-form-id"' );
		expect( html ).not.toContain( 'id="cmplz-cookiebanner"' );
		expect( html ).not.toContain( 'build/consent/banner.js' );
		// Consent Mode's defaults stay: nothing needing consent runs in the frame without it.
		expect( html ).toContain( 'id="opengive-consent-defaults"' );
	}
} );
