/**
 * An admin works through the OpenGive screens: lists donations, filters them by campaign, opens
 * one, edits the campaign's goal, and the campaign block on the site shows the new progress.
 */
import { test, expect, type Page } from '@playwright/test';
import { logInAsAdmin } from './pages/admin';
import { AdminScreens } from './pages/admin-screens';
import { baseUrl } from '../site';

async function campaignOnSite( page: Page ) {
	await page.goto( `${ baseUrl() }/winter-lights/` );
	const bar = page.getByRole( 'progressbar', { name: 'Goal progress' } );
	const stats = page.locator( '.wp-block-opengive-campaign__stats' );
	return {
		percentage: Number( await bar.getAttribute( 'aria-valuenow' ) ),
		stats: ( await stats.innerText() ).trim(),
	};
}

test( 'an admin filters donations by campaign, opens one, and changes the campaign goal', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const before = await campaignOnSite( page );
	expect( before.stats ).toMatch( /^\$[\d,.]+ of \$5,000\.00 \(\d+%\)$/ );
	// Readable without JavaScript: the donate button is a link to the form's page.
	await expect(
		page.getByRole( 'link', { name: 'Donate now' } )
	).toHaveAttribute( 'href', /opengive-form-view=\d+/ );

	await logInAsAdmin( page );
	const admin = new AdminScreens( page );
	await admin.open( 'donations' );
	await expect( admin.rows().first() ).toBeVisible();
	await admin.filterBy( 'Campaign', 'Winter Lights 2026' );
	await expect( admin.rows().first() ).toContainText( 'Winter Lights 2026' );
	const count = await admin.rows().count();
	for ( let row = 0; row < count; row++ ) {
		await expect( admin.rows().nth( row ) ).toContainText(
			'Winter Lights 2026'
		);
	}

	await admin.rows().first().getByRole( 'button', { name: 'View' } ).click();
	await expect(
		page.getByRole( 'heading', { name: /^Donation #\d+: \$[\d,.]+$/ } )
	).toBeVisible();
	await expect( page ).toHaveURL( /[?&]id=\d+/ );
	await expect( page.getByRole( 'region', { name: 'Notes' } ) ).toBeVisible();

	await admin.open( 'campaigns' );
	const row = admin.rows().filter( { hasText: 'Winter Lights 2026' } );
	await row.getByRole( 'button', { name: 'Edit' } ).click();
	const goal = page.getByLabel( 'Goal', { exact: true } );
	await expect( goal ).toHaveValue( '5000' );
	await goal.fill( '2000' );
	await page.getByRole( 'button', { name: 'Save campaign' } ).click();
	await expect(
		page
			.locator( '.opengive-admin__snackbars' )
			.getByText( 'Campaign saved.' )
	).toBeVisible();
	await expect(
		admin.rows().filter( { hasText: 'Winter Lights 2026' } )
	).toContainText( '/ $2,000.00' );

	const after = await campaignOnSite( page );
	const raised = before.stats.split( ' of ' )[ 0 ];
	expect( after.stats.startsWith( `${ raised } of $2,000.00` ) ).toBe( true );
	expect( after.percentage ).toBeGreaterThan( before.percentage );
	expect( after.percentage ).toBeCloseTo(
		Math.min( 100, before.percentage * 2.5 ),
		0
	);
} );
