/**
 * The cookie banner in Chromium on the demo's /about/ page (issue 14): first visit blocks the video,
 * the analytics script and the marketing script; accepting runs them without a reload; denying after
 * that reloads and the scripts' cookies are cleaned; a policy bump asks again; GPC or DNT suppresses the
 * banner; keyboard only; axe clean. Offline: YouTube is never fetched (requests to it are aborted, and
 * before consent the frame has no address at all).
 */
import { test, expect, type Page, type BrowserContext } from '@playwright/test';
import { axeCheck } from './pages/axe';
import { baseUrl, logInWithRole, type LoggedIn } from '../site';

let admin: LoggedIn;

async function settings( values: Record< string, unknown > ) {
	const response = await admin.context.post(
		`${ baseUrl() }/wp-json/opengive/v1/consent/settings`,
		{ headers: { 'X-WP-Nonce': admin.nonce }, data: values }
	);
	expect( response.status() ).toBe( 200 );
	return response.json();
}

async function openAbout( page: Page ) {
	await page.route( /youtube/, ( route ) => route.abort() );
	await page.goto( `${ baseUrl() }/about/` );
}

const flag = ( page: Page, name: string ) =>
	page.evaluate(
		( key ) => ( window as unknown as Record< string, unknown > )[ key ],
		name
	);

async function cookie( context: BrowserContext, name: string ) {
	return ( await context.cookies() ).find( ( c ) => c.name === name )?.value;
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { playwright } ) => {
	admin = await logInWithRole( playwright, 'administrator' );
	await settings( { banner_enabled: true, clean_cookies: true } );
} );

test.afterAll( async () => {
	await settings( { banner_enabled: false } );
	await admin.context.dispose();
} );

test( 'first visit blocks; accept runs everything without a reload; deny then reloads and cleans', async ( {
	page,
	context,
} ) => {
	await openAbout( page );
	const banner = page.getByRole( 'dialog', {
		name: 'Manage cookie consent',
	} );
	await expect( banner ).toBeVisible();
	const video = page.locator( 'iframe[title^="Keeping the light on"]' );
	expect( await video.getAttribute( 'src' ) ).toBeNull();
	await expect(
		page.getByRole( 'button', { name: 'Accept and show' } ).first()
	).toBeVisible();
	expect( await flag( page, 'opengiveDemoAnalytics' ) ).toBeUndefined();
	expect( await flag( page, 'opengiveDemoMarketing' ) ).toBeUndefined();
	expect( await cookie( context, '_oga_demo' ) ).toBeUndefined();

	// Same document throughout: a marker set now must survive the accept.
	await page.evaluate( () => {
		( window as unknown as { stillHere: boolean } ).stillHere = true;
	} );
	await banner.getByRole( 'button', { name: 'Accept all' } ).click();
	await expect( banner ).toBeHidden();
	await expect.poll( () => flag( page, 'opengiveDemoAnalytics' ) ).toBe( 1 );
	expect( await flag( page, 'opengiveDemoMarketing' ) ).toBe( true );
	await expect( video ).toHaveAttribute(
		'src',
		/youtube-nocookie\.com\/embed\/opengive-demo/
	);
	await expect( page.locator( '.demo-consented' ) ).toBeVisible();
	expect( await flag( page, 'stillHere' ) ).toBe( true );
	expect( await cookie( context, '_oga_demo' ) ).toBeDefined();
	expect( await cookie( context, 'cmplz_marketing' ) ).toBe( 'allow' );

	await page.getByRole( 'button', { name: 'Manage consent' } ).click();
	await expect( banner ).toBeVisible();
	await Promise.all( [
		page.waitForEvent( 'load' ),
		banner.getByRole( 'button', { name: 'Deny' } ).click(),
	] );
	expect( await flag( page, 'stillHere' ) ).toBeUndefined();
	expect( await cookie( context, 'cmplz_marketing' ) ).toBe( 'deny' );
	await expect
		.poll( async () => [
			await cookie( context, '_oga_demo' ),
			await cookie( context, '_demo_marketing' ),
		] )
		.toEqual( [ undefined, undefined ] );
	expect( await flag( page, 'opengiveDemoAnalytics' ) ).toBeUndefined();
} );

for ( const viewport of [
	{ width: 1280, height: 800 },
	{ width: 375, height: 740 },
] ) {
	test( `at ${ viewport.width } px the blocked video is a neutral placeholder naming YouTube and the banner is on screen`, async ( {
		page,
	} ) => {
		await page.setViewportSize( viewport );
		await openAbout( page );
		const banner = page.getByRole( 'dialog', {
			name: 'Manage cookie consent',
		} );
		await expect( banner ).toBeVisible();
		await expect( banner ).toBeInViewport( { ratio: 1 } );
		const notice = page.getByRole( 'group', { name: 'YouTube' } );
		await expect( notice ).toBeVisible();
		await expect( notice ).toContainText(
			'This content comes from YouTube'
		);
		const accept = notice.getByRole( 'button', {
			name: 'Accept and show',
		} );
		await expect( accept ).toBeVisible();
		// A button, not a slab: it used to stretch to the placeholder's height (182 px at 375 px).
		expect( ( await accept.boundingBox() )?.height ).toBeLessThan( 80 );
		// The frame has no address (no request, so no browser error page) and is hidden behind the notice.
		const video = page.locator( 'iframe[title^="Keeping the light on"]' );
		expect( await video.getAttribute( 'src' ) ).toBeNull();
		await expect( video ).toBeHidden();
		// The 560 px frame no longer widens a small screen (the page used to scroll sideways to 594 px).
		expect(
			await page.evaluate( () => document.documentElement.scrollWidth )
		).toBeLessThanOrEqual( viewport.width );
	} );
}

test( 'a policy bump shows the banner again and voids the earlier consent', async ( {
	page,
	context,
} ) => {
	await openAbout( page );
	await page
		.getByRole( 'dialog', { name: 'Manage cookie consent' } )
		.getByRole( 'button', { name: 'Accept all' } )
		.click();
	const current = await settings( { dismiss_on_scroll: false } );
	await settings( { policy_id: current.policy_id + 1 } );
	await page.reload();
	await expect(
		page.getByRole( 'dialog', { name: 'Manage cookie consent' } )
	).toBeVisible();
	expect( await cookie( context, 'cmplz_marketing' ) ).toBe( 'deny' );
	expect( await flag( page, 'opengiveDemoMarketing' ) ).toBeUndefined();
} );

for ( const signal of [
	{
		name: 'Global Privacy Control',
		header: { 'Sec-GPC': '1' } as Record< string, string >,
		property: 'globalPrivacyControl',
		value: true as boolean | string,
	},
	{
		name: 'Do Not Track',
		header: { DNT: '1' } as Record< string, string >,
		property: 'doNotTrack',
		value: '1' as boolean | string,
	},
] ) {
	test( `${ signal.name }: no banner and nothing non-functional runs`, async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			extraHTTPHeaders: signal.header,
		} );
		await context.addInitScript(
			( [ property, value ] ) =>
				Object.defineProperty( navigator, property as string, {
					value,
				} ),
			[ signal.property, signal.value ]
		);
		const page = await context.newPage();
		await openAbout( page );
		await expect( page.locator( '.demo-consented' ) ).toHaveCount( 0 );
		await page.waitForFunction( () => 'wp_has_consent' in window );
		await expect(
			page.getByRole( 'dialog', { name: 'Manage cookie consent' } )
		).toBeHidden();
		expect(
			await page.evaluate( () =>
				(
					window as unknown as {
						wp_has_consent: ( c: string ) => boolean;
					}
				 ).wp_has_consent( 'statistics' )
			)
		).toBe( false );
		expect( await flag( page, 'opengiveDemoAnalytics' ) ).toBeUndefined();
		await context.close();
	} );
}

test( 'keyboard only: open the categories, switch statistics on with space, save with enter; axe clean', async ( {
	page,
	context,
} ) => {
	await openAbout( page );
	const banner = page.getByRole( 'dialog', {
		name: 'Manage cookie consent',
	} );
	await expect( banner ).toBeVisible();
	await banner.getByRole( 'button', { name: 'View preferences' } ).focus();
	await page.keyboard.press( 'Enter' );
	const statistics = banner.getByRole( 'switch', { name: 'Statistics' } );
	await expect( statistics ).toBeVisible();
	await statistics.focus();
	await page.keyboard.press( 'Space' );
	await expect( statistics ).toBeChecked();

	const found = await axeCheck( page, [
		'#cmplz-cookiebanner',
		'.cmplz-blocked-content-notice',
	] );
	expect( found.passes ).toBeGreaterThan( 5 );
	expect( found.violations ).toEqual( [] );

	await banner.getByRole( 'button', { name: 'Save preferences' } ).focus();
	await page.keyboard.press( 'Enter' );
	await expect( banner ).toBeHidden();
	expect( await cookie( context, 'cmplz_statistics' ) ).toBe( 'allow' );
	expect( await cookie( context, 'cmplz_marketing' ) ).toBe( 'deny' );
	await expect.poll( () => flag( page, 'opengiveDemoAnalytics' ) ).toBe( 1 );
	expect( await flag( page, 'opengiveDemoMarketing' ) ).toBeUndefined();
	await expect(
		page.getByRole( 'button', { name: 'Manage consent' } )
	).toBeFocused();
} );
