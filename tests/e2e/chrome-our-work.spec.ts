/**
 * The site chrome on a real content page of the demo, /our-work/ (issue 16): the preloader covers the
 * page and fades the spec's 2000 ms after load, sections with the "Reveal on scroll" style appear when
 * scrolled to, the header's in-page links follow the section in view (scrollspy: aria-current), and
 * a hover submenu of the header stays open the spec's 800 ms after the pointer leaves. Axe-clean.
 * The spec's numbers come from tests/fixtures/spec-timings.json, never from the code under test.
 */
import { test, expect, type Page } from '@playwright/test';
import { baseUrl } from '../site';
import timings from '../fixtures/spec-timings.json';
import { axeViolations } from './pages/axe';

const PRELOADER_MS = timings.timings.preloaderDelayMs.value;
const DROPDOWN_MS = timings.timings.dropdownHideDelayMs.value;

const currentLinks = ( page: Page ) =>
	page
		.locator( 'header a[aria-current="location"]' )
		.evaluateAll( ( links ) =>
			links.map(
				( link ) => new URL( ( link as HTMLAnchorElement ).href ).hash
			)
		);

test( 'the report page: preloader after load, sections revealed on scroll, the menu follows the section in view', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 720 } );
	await page.goto( `${ baseUrl() }/our-work/`, { waitUntil: 'load' } );

	// The cover is hidden from assistive technology and goes no sooner than 2000 ms after load.
	const preloader = page.locator( '.wp-block-opengive-preloader' );
	await expect( preloader ).toHaveAttribute( 'aria-hidden', 'true' );
	const gone = await page.evaluate( async () => {
		const navigation = performance.getEntriesByType(
			'navigation'
		)[ 0 ] as PerformanceNavigationTiming;
		while ( document.querySelector( '.wp-block-opengive-preloader' ) ) {
			await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
		}
		return performance.now() - navigation.loadEventEnd;
	} );
	expect( gone ).toBeGreaterThanOrEqual( PRELOADER_MS - 50 );

	// Below the fold, a revealed section waits hidden, and shows once scrolled to.
	const clinics = page.locator( '#clinics' );
	await expect( clinics ).toHaveClass( /is-pending/ );
	await expect( clinics ).toHaveCSS( 'opacity', '0' );

	await page
		.locator( '#schools' )
		.evaluate( ( section ) =>
			section.scrollIntoView( { block: 'start' } )
		);
	await expect.poll( () => currentLinks( page ) ).toEqual( [ '#schools' ] );

	await clinics.evaluate( ( section ) =>
		section.scrollIntoView( { block: 'start' } )
	);
	await expect( clinics ).not.toHaveClass( /is-pending/ );
	await expect( clinics ).toHaveCSS( 'opacity', '1' );
	await expect.poll( () => currentLinks( page ) ).toEqual( [ '#clinics' ] );

	expect(
		await axeViolations( page, [ 'header.opengive-sticky-header', 'main' ] )
	).toEqual( [] );
} );

test( 'a hover submenu of the header stays open 800 ms after the pointer leaves, then closes', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 720 } );
	await page.goto( `${ baseUrl() }/our-work/`, { waitUntil: 'load' } );
	await expect( page.locator( '.wp-block-opengive-preloader' ) ).toHaveCount(
		0,
		{ timeout: PRELOADER_MS + 5000 }
	);
	const item = page
		.locator( 'header .wp-block-navigation-item.has-child' )
		.filter( { hasText: 'About us' } );
	const submenu = item.locator( '.wp-block-navigation__submenu-container' );
	// Timed by the page's own clock (a busy CI machine can take longer than the delay between two
	// Playwright round trips): when the pointer left, whether the submenu still showed halfway
	// through the delay, and when the item lost .is-opengive-open.
	await item.evaluate( ( node, delay ) => {
		const seen = {} as Record< string, number | boolean >;
		( window as unknown as { __ogHover: typeof seen } ).__ogHover = seen;
		const menu = node.querySelector(
			'.wp-block-navigation__submenu-container'
		) as HTMLElement;
		node.addEventListener( 'mouseleave', () => {
			seen.left = performance.now();
			setTimeout( () => {
				seen.shownHalfway =
					menu.getBoundingClientRect().height > 0 &&
					getComputedStyle( menu ).visibility === 'visible' &&
					getComputedStyle( menu ).opacity !== '0';
			}, delay / 2 );
		} );
		new MutationObserver( () => {
			if (
				seen.left &&
				! seen.closed &&
				! node.classList.contains( 'is-opengive-open' )
			) {
				seen.closed = performance.now();
			}
		} ).observe( node, { attributes: true, attributeFilter: [ 'class' ] } );
	}, DROPDOWN_MS );
	await item.hover();
	await expect( submenu ).toBeVisible();
	await expect( item ).toHaveClass( /is-opengive-open/ );

	// Leave for the page's middle: the submenu stays open until the delay has passed, then closes.
	await page.mouse.move( 640, 600 );
	await expect( submenu ).toBeHidden( { timeout: DROPDOWN_MS + 5000 } );
	const seen = await page.evaluate(
		() =>
			( window as unknown as { __ogHover: Record< string, number > } )
				.__ogHover
	);
	expect( seen.shownHalfway ).toBe( true );
	expect( seen.closed - seen.left ).toBeGreaterThanOrEqual(
		DROPDOWN_MS - 50
	);
} );
