/**
 * The donor wall on the demo's /supporters/ page (read more, load more to the end, axe) and a guest
 * donor reaching their history through the mailed link.
 */
import { test, expect } from '@playwright/test';
import { axeViolations } from './pages/axe';
import { baseUrl, siteState } from '../site';

test( 'the wall reads a full comment in a dialog and loads more until every supporter shows', async ( {
	page,
} ) => {
	await page.goto( `${ baseUrl() }/supporters/` );
	const wall = page.locator( '.wp-block-opengive-donor-wall' );
	const cards = wall.locator( '.wp-block-opengive-donor-wall__cards > li' );
	await expect( cards ).toHaveCount( 8 );
	expect(
		await axeViolations( page, [ '.wp-block-opengive-donor-wall' ] )
	).toEqual( [] );

	// The seeded anonymous gift's long comment (found by its text: a suite may add newer long ones).
	const readMore = cards
		.filter( { hasText: 'Given quietly, in memory of a friend' } )
		.locator( 'summary', { hasText: 'Read more' } );
	await readMore.click();
	const dialog = page.getByRole( 'dialog', { name: 'Anonymous' } );
	await expect( dialog ).toBeVisible();
	await expect( dialog ).toContainText(
		'May the light guide everyone home, every night, in every storm.'
	);
	expect(
		await axeViolations( page, [ '.wp-block-opengive-donor-wall__dialog' ] )
	).toEqual( [] );
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();

	const loadMore = wall.getByRole( 'button', { name: 'Load more' } );
	let shown = 8;
	while ( await loadMore.isVisible() ) {
		await loadMore.click();
		await expect
			.poll( async () => cards.count(), { message: 'more cards arrive' } )
			.toBeGreaterThan( shown );
		shown = await cards.count();
		await expect( wall.getByRole( 'status' ) ).toHaveText(
			/more supporters? shown/
		);
	}
	// 29 completed live gifts in the seeded history (plus any a suite made live); each shown once.
	expect( shown ).toBeGreaterThanOrEqual( 29 );
	const ids = await cards.evaluateAll( ( items ) =>
		items.map( ( item ) => item.getAttribute( 'data-donation-id' ) )
	);
	expect( new Set( ids ).size ).toBe( ids.length );
	await expect( loadMore ).toHaveCount( 0 );
} );

test( 'a guest donor asks for a link, follows it from the mail and sees only their own gifts', async ( {
	page,
	request,
} ) => {
	await request.post( `${ baseUrl() }/wp-json/opengive-test/v1/settings`, {
		data: { donor_history_rate_ip: 1000 },
	} );
	// Katherine Johnson's demo history: $100.00, $25.00 (refunded) and $15.00.
	const email = 'katherine.johnson@example.org';
	await page.goto( `${ baseUrl() }/my-gifts/` );
	await page.getByLabel( 'Email address you gave with' ).fill( email );
	await page.getByRole( 'button', { name: 'Email me a link' } ).click();
	await expect( page.locator( '.opengive-toast' ) ).toContainText(
		'If this email address has given to us'
	);

	const mail = ( await siteState( request ) ).mails
		.filter(
			( entry ) =>
				entry.to === email &&
				entry.subject.startsWith( 'Your gifts to' )
		)
		.pop();
	const link = mail?.message.match(
		/https?:\/\/\S*opengive-history=[0-9a-f.]+/
	)?.[ 0 ];
	expect( link ).toBeTruthy();
	await page.goto( link as string );
	await expect( page ).not.toHaveURL( /opengive-history=/ );
	await expect(
		page.getByText( `Showing the gifts made with ${ email }.` )
	).toBeVisible();
	const rows = page.locator(
		'.wp-block-opengive-donor-dashboard__table tbody tr'
	);
	await expect( rows ).toHaveCount( 3 );
	await expect( rows ).toContainText( [ '$15.00', '$25.00', '$100.00' ] );
	expect(
		await axeViolations( page, [ '.wp-block-opengive-donor-dashboard' ] )
	).toEqual( [] );

	await page.getByRole( 'button', { name: 'Sign out' } ).click();
	await expect(
		page.getByLabel( 'Email address you gave with' )
	).toBeVisible();
	await expect( rows ).toHaveCount( 0 );
	// The one-time notice is a toast, said by the page's status region; a reload does not repeat it.
	await expect( page.locator( '.opengive-toast' ) ).toHaveText(
		/You are signed out\./
	);
	await expect(
		page.getByRole( 'status' ).filter( { hasText: 'You are signed out.' } )
	).toHaveCount( 1 );
	await expect( page ).not.toHaveURL( /opengive-signed-out/ );
} );
