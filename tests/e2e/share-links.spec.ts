/**
 * Share links under the donation form: plain links carrying the page's url and text, opened in a
 * share window with JavaScript; axe finds no violation in them.
 */
import { test, expect } from '@playwright/test';
import { axeViolations } from './pages/axe';
import { baseUrl } from '../site';

test( 'share links carry the page address, pass axe and open a share window', async ( {
	page,
	context,
} ) => {
	// Offline machine: answer the share services locally so the window has something to show.
	await context.route(
		/x\.com|facebook\.com|linkedin\.com|wa\.me/,
		( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'text/html',
				body: '<title>Share</title>',
			} )
	);
	await page.goto( `${ baseUrl() }/in-memory/` );
	const share = page.getByRole( 'navigation', { name: 'Share this page' } );
	await expect( share ).toBeVisible();
	expect(
		await axeViolations( page, [ '.wp-block-opengive-share' ] )
	).toEqual( [] );
	const address = encodeURIComponent( `${ baseUrl() }/in-memory/` );
	await expect(
		share.getByRole( 'link', { name: 'Share on Facebook' } )
	).toHaveAttribute(
		'href',
		`https://www.facebook.com/sharer/sharer.php?u=${ address }`
	);
	await expect(
		share.getByRole( 'link', { name: 'Share by email' } )
	).toHaveAttribute( 'href', /^mailto:\?subject=In%20Memory&body=/ );
	const [ popup ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		share.getByRole( 'link', { name: 'Share on X' } ).click(),
	] );
	expect( popup.url() ).toContain( `url=${ address }` );
	expect( popup.url() ).toContain( 'text=In%20Memory' );
	// The page itself stayed where it was.
	await expect( page ).toHaveURL( /\/in-memory\/$/ );
	await expect(
		share.getByRole( 'button', { name: 'Copy link' } )
	).toBeVisible();
} );
