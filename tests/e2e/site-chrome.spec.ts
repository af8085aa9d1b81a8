/**
 * The site chrome on the demo (default block theme, issue 16): the header part sticks after 100 px,
 * Back to Top appears after 200 px and scrolls up (at once with reduced motion), and at 375 px core
 * navigation's overlay is the side menu: focus stays inside, Escape closes it and focus returns.
 * Axe-clean at both widths.
 */
import { test, expect, type Page } from '@playwright/test';
import { baseUrl } from '../site';
import { axeViolations } from './pages/axe';

const scrollTo = ( page: Page, y: number ) =>
	page.evaluate( ( top ) => window.scrollTo( 0, top ), y );
const scrollY = ( page: Page ) => page.evaluate( () => window.scrollY );

const CHROME = [
	'header.opengive-sticky-header',
	'.wp-block-opengive-back-to-top',
];

test( 'desktop: the header sticks after 100 px and Back to Top shows after 200 px and returns to the top', async ( {
	page,
} ) => {
	await page.goto( `${ baseUrl() }/supporters/` );
	const header = page.locator( 'header.opengive-sticky-header' );
	const top = page.getByRole( 'link', { name: 'Back to top' } );
	await expect( header ).not.toHaveClass( /is-stuck/ );
	await expect( top ).toBeHidden();

	await scrollTo( page, 150 );
	await expect( header ).toHaveClass( /is-stuck/ );
	await expect( top ).toBeHidden();

	await scrollTo( page, 600 );
	await expect( top ).toBeVisible();
	// Pinned: the header is at the top of the viewport, not scrolled away with the page (once its
	// 0.2 s slide-in has run: measured mid-way it sits a few pixels above).
	await expect
		.poll( async () => ( await header.boundingBox() )?.y )
		.toBe( 0 );
	expect( await axeViolations( page, CHROME ) ).toEqual( [] );

	await top.click();
	await expect.poll( () => scrollY( page ) ).toBe( 0 );
	await expect( header ).not.toHaveClass( /is-stuck/ );
	await expect( top ).toBeHidden();
	// Keyboard users continue from the top of the page.
	expect(
		await page
			.locator( 'body' )
			.evaluate(
				( body ) =>
					(
						body.ownerDocument.activeElement as HTMLElement
					 ).getBoundingClientRect().top < 200
			)
	).toBe( true );
} );

test( '375 px: the side menu traps focus and Escape closes it; with reduced motion Back to Top jumps', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 375, height: 667 } );
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await page.goto( `${ baseUrl() }/supporters/` );

	const open = page.getByRole( 'button', { name: 'Open menu' } );
	await open.click();
	const menu = page.getByRole( 'dialog' );
	await expect( menu ).toBeVisible();
	for ( let i = 0; i < 12; i++ ) {
		await page.keyboard.press( 'Tab' );
		expect(
			await menu.evaluate( ( el ) =>
				el.contains( el.ownerDocument.activeElement )
			)
		).toBe( true );
	}
	await page.keyboard.press( 'Escape' );
	await expect( menu ).toBeHidden();
	await expect( open ).toBeFocused();

	await scrollTo( page, 600 );
	const top = page.getByRole( 'link', { name: 'Back to top' } );
	await expect( top ).toBeVisible();
	await expect( page.locator( 'header.opengive-sticky-header' ) ).toHaveClass(
		/is-stuck/
	);
	expect( await axeViolations( page, CHROME ) ).toEqual( [] );
	await top.click();
	// No animation: already at the top on the next look.
	expect( await scrollY( page ) ).toBe( 0 );
} );

test( 'core’s comment-reply moves the reply form beneath the comment and the cancel link puts it back', async ( {
	page,
} ) => {
	await page.goto( `${ baseUrl() }/hello-world/` );
	const form = page.locator( '#respond' );
	await page
		.getByRole( 'link', { name: 'Reply to A WordPress Commenter' } )
		.click();
	// Moved right beneath the comment, without a reload.
	await expect( page.locator( '#comment-1 + #respond' ) ).toHaveCount( 1 );
	await expect( page ).not.toHaveURL( /replytocom/ );
	await expect( form.locator( 'input[name="comment_parent"]' ) ).toHaveValue(
		'1'
	);
	await page.getByRole( 'link', { name: 'Cancel reply' } ).click();
	await expect( page.locator( '#comment-1 + #respond' ) ).toHaveCount( 0 );
	await expect( form.locator( 'input[name="comment_parent"]' ) ).toHaveValue(
		'0'
	);
} );
