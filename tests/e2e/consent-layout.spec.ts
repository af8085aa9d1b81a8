/**
 * The banner's layout on the demo (issue 14), on one first visit at 375 px: the YouTube placeholder
 * and, once allowed, the frame stay inside the content column (an aspect-ratio box) and the page
 * never scrolls sideways; and on / and /about/ - banner shown, placeholder accepted (video),
 * marketing accepted (consent-area content) - the banner and the placeholders cause no layout shift.
 * Offline: YouTube requests are aborted.
 */
import { test, expect, type Page } from '@playwright/test';
import { baseUrl, logInWithRole, type LoggedIn } from '../site';

let admin: LoggedIn;

async function settings( values: Record< string, unknown > ) {
	const response = await admin.context.post(
		`${ baseUrl() }/wp-json/opengive/v1/consent/settings`,
		{ headers: { 'X-WP-Nonce': admin.nonce }, data: values }
	);
	expect( response.status() ).toBe( 200 );
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { playwright } ) => {
	admin = await logInWithRole( playwright, 'administrator' );
	await settings( { banner_enabled: true } );
} );

test.afterAll( async () => {
	await settings( { banner_enabled: false } );
	await admin.context.dispose();
} );

/**
 * How far an element sticks out of the post's content column (px; 0 or less: inside).
 * @param page
 * @param selector
 */
async function overflow( page: Page, selector: string ) {
	return page.evaluate( ( sel ) => {
		const element = document.querySelector( sel ) as HTMLElement;
		const column = element.closest( '.entry-content' ) as HTMLElement;
		const style = getComputedStyle( column );
		const box = column.getBoundingClientRect();
		const left = box.left + parseFloat( style.paddingLeft );
		const right = box.right - parseFloat( style.paddingRight );
		const own = element.getBoundingClientRect();
		return {
			width: own.width,
			columnWidth: right - left,
			out: Math.max( left - own.left, own.right - right ),
		};
	}, selector );
}

/** Our elements: a shift whose moved node is inside one of these is the banner's doing. */
const OURS =
	'#cmplz-cookiebanner, #cmplz-manage-consent, .cmplz-blocked-content-container, .wp-block-opengive-consent-area, [data-cmplz-src], [data-cmplz-activated]';

interface Shift {
	value: number;
	recentInput: boolean;
	sources: Array< { node: string; ours: boolean } >;
}

/**
 * Every layout-shift entry of the page so far (buffered, so those before the observer too).
 * @param page
 */
const shifts = ( page: Page ) =>
	page.evaluate(
		() => ( window as unknown as { __shifts: Shift[] } ).__shifts
	);

// One visit for both checks (each fresh page load costs seconds on Playground).
test( 'first visit at 375 px to / and /about/: placeholder and video fit the column; banner, placeholder to video and consent area to content shift nothing', async ( {
	browser,
} ) => {
	const context = await browser.newContext( {
		viewport: { width: 375, height: 740 },
	} );
	await context.addInitScript( ( ours ) => {
		const log: unknown[] = [];
		( window as unknown as { __shifts: unknown[] } ).__shifts = log;
		const describe = ( node: Node | null ) => {
			const element =
				node instanceof Element
					? node
					: ( node?.parentElement ?? null );
			if ( ! element ) {
				return { node: '(detached)', ours: false };
			}
			return {
				node:
					element.tagName.toLowerCase() +
					( element.id ? '#' + element.id : '' ) +
					( element.className && typeof element.className === 'string'
						? '.' +
							element.className.trim().split( /\s+/ ).join( '.' )
						: '' ),
				ours: element.closest( ours ) !== null,
			};
		};
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() as Array<
				PerformanceEntry & {
					value: number;
					hadRecentInput: boolean;
					sources?: Array< { node: Node | null } >;
				}
			> ) {
				log.push( {
					value: entry.value,
					recentInput: entry.hadRecentInput,
					sources: ( entry.sources ?? [] ).map( ( s ) =>
						describe( s.node )
					),
				} );
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	}, OURS );
	const page = await context.newPage();
	await page.route( /youtube/, ( route ) => route.abort() );
	// The theme's web fonts are withheld: their swap moves every line of text on the page (ours
	// included) and is the theme's doing, not the banner's.
	await page.route( /\.woff2?(\?|$)/, ( route ) => route.abort() );
	const banner = page.getByRole( 'dialog', {
		name: 'Manage cookie consent',
	} );

	await page.goto( `${ baseUrl() }/` );
	await expect( banner ).toBeVisible();
	await page.waitForTimeout( 1000 );
	const home = await shifts( page );

	await page.goto( `${ baseUrl() }/about/` );
	await expect( banner ).toBeVisible();
	const notice = page.getByRole( 'group', { name: 'YouTube' } );
	await expect( notice ).toBeVisible();
	const placeholder = await overflow(
		page,
		'.cmplz-blocked-content-container'
	);
	expect( placeholder.out ).toBeLessThanOrEqual( 0.5 );
	expect( placeholder.width ).toBeGreaterThan( 200 );
	await notice.getByRole( 'button', { name: 'Accept and show' } ).click();
	const video = page.locator( 'iframe[title^="Keeping the light on"]' );
	await expect( video ).toHaveAttribute( 'src', /youtube-nocookie/ );
	await expect( video ).toBeVisible();
	// The allowed frame used to stick 4 px out of the column.
	const frame = await overflow( page, 'iframe[title^="Keeping the light"]' );
	expect( frame.out ).toBeLessThanOrEqual( 0.5 );
	// 16:9 kept from the frame's width and height attributes (560 x 315), not squashed.
	const box = await video.boundingBox();
	expect( ( box?.width ?? 0 ) / ( box?.height ?? 1 ) ).toBeCloseTo(
		560 / 315,
		1
	);
	expect(
		await page.evaluate( () => document.documentElement.scrollWidth )
	).toBeLessThanOrEqual( 375 );
	// Accepting a service closes the banner; the consent area's own button allows marketing.
	await expect( banner ).toBeHidden();
	await page
		.getByRole( 'group', { name: 'Marketing' } )
		.getByRole( 'button', { name: 'Accept and show' } )
		.click();
	await expect( page.locator( '.demo-consented' ) ).toBeVisible();
	await page.waitForTimeout( 1000 );
	const about = await shifts( page );
	await context.close();

	const all = [ ...home, ...about ];
	console.log(
		'layout shifts on /:',
		JSON.stringify( home ),
		'on /about/:',
		JSON.stringify( about )
	);
	// Counted: every layout-shift entry on both pages, with or without recent input (a consent
	// area filled 600 ms after the click on a slow server would count towards CLS); none may come
	// from our elements (banner, manage button, placeholders, consent areas, disarmed frames), and
	// with the theme's fonts withheld nothing else moves visibly either: under CI load the demo's
	// home page once had an input (no id or class) move by a fraction of a pixel (score 0.0000077), so the rest of the
	// page gets a sub-pixel allowance (0.001 in total, where 0.1 is the "good" CLS line).
	expect(
		all.filter( ( shift ) =>
			shift.sources.some( ( source ) => source.ours )
		)
	).toEqual( [] );
	const rest = all.reduce( ( sum, shift ) => sum + shift.value, 0 );
	expect( rest ).toBeLessThan( 0.001 );
} );
