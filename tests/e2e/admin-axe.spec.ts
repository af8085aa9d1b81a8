/**
 * axe-core on OpenGive's admin screens (issue 19): the five list screens once their tables have
 * rows, a donation's detail, the campaign editor, the consent screen, the contact messages screen with
 * a message open, a donor's and a subscription's detail (the overview has its own spec). No WCAG 2
 * A/AA violation in OpenGive's markup; a failure names the screen and the rule.
 */
import { test, expect, type Page } from '@playwright/test';
import { logInAsAdmin } from './pages/admin';
import { AdminScreens } from './pages/admin-screens';
import { axeViolations } from './pages/axe';
import { requestsQuiet, trackRequests } from './pages/quiet-network';
import { baseUrl } from '../site';

async function violationsOn( page: Page, screen: string, root: string ) {
	// A list still loading pulses at half opacity (DataViews' is-refreshing), which axe would judge
	// mid-fade: the screen is checked once every list on it has its answer. DataViews adds that class
	// only after a delay, so a fetch just started has none yet: wait for the page's requests to rest
	// first (a CI run caught a donor's history mid-fetch twice, its "No results" at half contrast;
	// 'networkidle' had long been reached by then), then for running fades to end.
	await requestsQuiet( page );
	await expect( page.locator( `${ root } .is-refreshing` ) ).toHaveCount( 0 );
	await page.waitForFunction( () =>
		document
			.getAnimations()
			.every(
				( animation ) =>
					animation.playState !== 'running' ||
					animation.effect?.getTiming().iterations === Infinity
			)
	);
	return ( await axeViolations( page, [ root ] ) ).map(
		( violation ) => `${ screen }: ${ violation }`
	);
}

// Two tests, not one: on Playground under a loaded CI machine the eight screens together ran past
// three minutes.
test( 'the donations, donors, subscriptions, campaigns and forms screens have no axe violations', async ( {
	page,
} ) => {
	test.setTimeout( 180_000 );
	trackRequests( page );
	await logInAsAdmin( page );
	const admin = new AdminScreens( page );
	const found: string[] = [];
	for ( const screen of [
		'donations',
		'donors',
		'subscriptions',
		'campaigns',
		'forms',
	] as const ) {
		await admin.open( screen );
		await expect( admin.rows().first() ).toBeVisible();
		found.push(
			...( await violationsOn( page, screen, '#opengive-admin' ) )
		);
	}
	expect( found ).toEqual( [] );
} );

test( 'a donation, the campaign editor and the consent screen have no axe violations', async ( {
	page,
} ) => {
	test.setTimeout( 180_000 );
	trackRequests( page );
	await logInAsAdmin( page );
	const admin = new AdminScreens( page );
	const found: string[] = [];
	await admin.open( 'donations' );
	await admin.rows().first().getByRole( 'button', { name: 'View' } ).click();
	await expect(
		page.getByRole( 'heading', { name: /^Donation #\d+/ } )
	).toBeVisible();
	found.push(
		...( await violationsOn( page, 'donation detail', '#opengive-admin' ) )
	);

	await admin.open( 'campaigns' );
	await admin
		.rows()
		.filter( { hasText: 'Winter Lights 2026' } )
		.getByRole( 'button', { name: 'Edit' } )
		.click();
	await expect( page.getByLabel( 'Goal', { exact: true } ) ).toBeVisible();
	found.push(
		...( await violationsOn( page, 'campaign editor', '#opengive-admin' ) )
	);

	await page.goto(
		`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-consent`
	);
	await expect(
		page.getByRole( 'heading', { name: 'Texts', exact: true } )
	).toBeVisible();
	found.push(
		...( await violationsOn( page, 'consent', '#opengive-consent-admin' ) )
	);
	expect( found ).toEqual( [] );
} );

test( 'the contact messages screen with a message open, a donor and a subscription have no axe violations', async ( {
	page,
} ) => {
	test.setTimeout( 180_000 );
	trackRequests( page );
	// A message to list, sent through the contact form's own route as the /contact/ page posts it.
	const html = await (
		await page.request.get( `${ baseUrl() }/contact/` )
	).text();
	const contactId = /name="_wpcf7" value="(\d+)"/.exec( html )?.[ 1 ] ?? '';
	expect( contactId, '/contact/ prints its form' ).not.toBe( '' );
	const sent = await page.request.post(
		`${ baseUrl() }/wp-json/opengive/v1/contact-forms/${ contactId }/feedback`,
		{
			multipart: {
				_wpcf7: contactId,
				_wpcf7_unit_tag: `wpcf7-f${ contactId }-o1`,
				'your-name': 'Axe Reader',
				'your-email': `axe.${ Date.now() }@example.org`,
				topic: 'Volunteering',
				'your-message': 'A message for the accessibility check.',
				consent: '1',
			},
		}
	);
	expect( ( await sent.json() ).status ).toBe( 'mail_sent' );

	await logInAsAdmin( page );
	const admin = new AdminScreens( page );
	const found: string[] = [];
	await page.goto(
		`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-contact-submissions`
	);
	await expect( admin.rows().first() ).toBeVisible();
	found.push(
		...( await violationsOn( page, 'contact messages', '#opengive-admin' ) )
	);
	await admin.rows().first().getByRole( 'button', { name: 'View' } ).click();
	await expect(
		page.getByRole( 'region', { name: 'Message' } )
	).toBeVisible();
	found.push(
		...( await violationsOn( page, 'contact message', '#opengive-admin' ) )
	);

	await admin.open( 'donors' );
	await admin.rows().first().getByRole( 'button', { name: 'View' } ).click();
	await expect( page.getByText( /given in \d+ gifts/ ) ).toBeVisible();
	// The donor's history, answered: its rows, or the empty notice.
	await expect(
		page.locator( '.dataviews-view-table, .dataviews-no-results' ).first()
	).toBeVisible();
	found.push(
		...( await violationsOn( page, 'donor detail', '#opengive-admin' ) )
	);

	await admin.open( 'subscriptions' );
	await admin.rows().first().getByRole( 'button', { name: 'View' } ).click();
	await expect(
		page.getByRole( 'heading', { name: / every / } )
	).toBeVisible();
	found.push(
		...( await violationsOn(
			page,
			'subscription detail',
			'#opengive-admin'
		) )
	);
	expect( found ).toEqual( [] );
} );
