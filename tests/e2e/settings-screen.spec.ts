/**
 * wp-admin → OpenGive → Settings in Chromium (issue 33): every tab at 1280 and 375 px with no axe
 * violation and nothing wider than the screen, a refused value shown by its field with what was
 * typed kept, then a good value saved and still there after a reload.
 */
import { test, expect, type Page } from '@playwright/test';
import { logInAsAdmin, restNonce } from './pages/admin';
import { axeCheck } from './pages/axe';
import { baseUrl } from '../site';

const SCREEN = () =>
	`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-settings`;
const TABS = [
	'General',
	'Payments',
	'Emails',
	'Donors',
	'Security',
	'Advanced',
];

async function openSettings( page: Page ) {
	await page.goto( SCREEN() );
	await expect( page.getByRole( 'tab', { name: 'Payments' } ) ).toBeVisible();
}

for ( const width of [ 1280, 375 ] ) {
	test( `each tab at ${ width } px: no axe violation and nothing wider than the screen`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height: 900 } );
		await logInAsAdmin( page );
		await openSettings( page );
		const found: string[] = [];
		for ( const tab of TABS ) {
			await page.getByRole( 'tab', { name: tab } ).click();
			await expect(
				page.getByRole( 'tab', { name: tab, selected: true } )
			).toBeVisible();
			const { violations, passes } = await axeCheck( page, [
				'.opengive-settings',
			] );
			expect( passes ).toBeGreaterThan( 5 );
			found.push(
				...violations.map( ( item ) => `${ tab }: ${ item }` )
			);
			const overflow = await page.evaluate(
				() =>
					document.documentElement.scrollWidth -
					document.documentElement.clientWidth
			);
			expect( overflow, `${ tab } at ${ width } px` ).toBeLessThanOrEqual(
				0
			);
			await page.screenshot( {
				path: test
					.info()
					.outputPath( `settings-${ tab }-${ width }.png` ),
				fullPage: true,
			} );
		}
		expect( found ).toEqual( [] );
	} );
}

test( 'a refused value shows its message by the field and keeps what was typed; a good one is saved', async ( {
	page,
} ) => {
	await logInAsAdmin( page );
	await openSettings( page );
	await page.getByRole( 'tab', { name: 'Emails' } ).click();
	const notices = page.getByLabel( 'Send notices to' );
	const before = await notices.inputValue();
	expect( before ).not.toBe( 'settings-e2e@example.org' );
	await notices.fill( 'not an email' );
	await page.getByRole( 'button', { name: 'Save settings' } ).click();
	await expect(
		page
			.locator( '.opengive-settings' )
			.getByText(
				'Nothing was saved. Correct these settings and save again: Send notices to (Emails).'
			)
	).toBeVisible();
	await expect( page.getByRole( 'alert' ).first() ).toContainText(
		'Enter one or more email addresses separated by commas, or leave it empty.'
	);
	await expect( notices ).toHaveValue( 'not an email' );

	await notices.fill( 'settings-e2e@example.org' );
	await page.getByRole( 'button', { name: 'Save settings' } ).click();
	await expect(
		page.locator( '.opengive-settings' ).getByText( 'Settings saved.' )
	).toBeVisible();
	await expect(
		page.getByRole( 'cell', { name: 'Send notices to' } ).first()
	).toBeVisible();
	await page.reload();
	await page.getByRole( 'tab', { name: 'Emails' } ).click();
	await expect( page.getByLabel( 'Send notices to' ) ).toHaveValue(
		'settings-e2e@example.org'
	);

	// Put the site's value back through the route (typing the same value again changes nothing).
	const nonce = await restNonce( page );
	const restored = await page.request.post(
		`${ baseUrl() }/wp-json/opengive/v1/settings`,
		{
			headers: { 'X-WP-Nonce': nonce },
			data: { values: { admin_notice_email: before } },
		}
	);
	expect( restored.status() ).toBe( 200 );
} );

test( 'Check connection says the stored Stripe test keys are test keys', async ( {
	page,
} ) => {
	await logInAsAdmin( page );
	await page.goto( `${ SCREEN() }&tab=payments` );
	const testKeys = page.getByRole( 'group', { name: 'Test keys' } );
	await testKeys.getByRole( 'button', { name: 'Check connection' } ).click();
	await expect( testKeys.getByRole( 'status' ) ).toHaveText(
		'Connected to Stripe with test keys: gifts move no real money.'
	);
} );

test( 'Check connection asks 2Checkout’s token service, from the browser, whether it knows the seller ID and publishable key', async ( {
	page,
} ) => {
	await logInAsAdmin( page );
	await page.goto( `${ SCREEN() }&tab=payments` );
	const section = page.getByRole( 'group', { name: '2Checkout' } );
	const status = section.getByRole( 'status' );
	await section.getByRole( 'button', { name: 'Check connection' } ).click();
	await expect( status ).toHaveText(
		'2Checkout accepted the seller ID and publishable key in its sandbox: gifts move no real money. The private key is checked at the first gift.'
	);
	// A publishable key typed but not saved is the one checked.
	await section
		.getByLabel( '2Checkout publishable key' )
		.fill( 'NOT-THE-KEY' );
	await section.getByRole( 'button', { name: 'Check connection' } ).click();
	await expect( status ).toHaveText(
		'2Checkout refused the seller ID or the publishable key.'
	);
} );

test( 'the test-mode badge is in the admin bar and a note is on the form while test mode is on, and both go when it is off', async ( {
	page,
	browser,
} ) => {
	await logInAsAdmin( page );
	const badge = page.locator( '#wp-admin-bar-opengive-test-mode' );
	const note = page.locator( '.opengive-test-mode-notice' );
	await page.goto( `${ baseUrl() }/donate/` );
	await expect( badge ).toBeVisible();
	await expect( note ).toHaveText( /^Test mode: no real money\./ );
	// A donor sees neither.
	const donor = await browser.newPage();
	await donor.goto( `${ baseUrl() }/donate/` );
	await expect(
		donor.locator( '.wp-block-opengive-donation-form' ).first()
	).toBeVisible();
	await expect( donor.locator( '.opengive-test-mode-notice' ) ).toHaveCount(
		0
	);
	await donor.close();

	// The badge links to the switch.
	await badge.locator( 'a.ab-item' ).click();
	await expect(
		page.getByRole( 'tab', { name: 'Payments', selected: true } )
	).toBeVisible();
	const toggle = page.getByRole( 'checkbox', { name: 'Test mode' } );
	await expect( toggle ).toBeChecked();
	try {
		await toggle.click();
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect(
			page.locator( '.opengive-settings' ).getByText( 'Settings saved.' )
		).toBeVisible();
		await page.goto( `${ baseUrl() }/donate/` );
		await expect(
			page.locator( '.wp-block-opengive-donation-form' ).first()
		).toBeVisible();
		await expect( badge ).toHaveCount( 0 );
		await expect( note ).toHaveCount( 0 );
	} finally {
		// Test mode back on for the suites after this one (the test site's keys are test keys).
		await page.goto( SCREEN() );
		const restored = await page.request.post(
			`${ baseUrl() }/wp-json/opengive/v1/settings`,
			{
				headers: { 'X-WP-Nonce': await restNonce( page ) },
				data: { values: { test_mode: true } },
			}
		);
		expect( restored.status() ).toBe( 200 );
	}
	await page.reload();
	await expect( badge ).toBeVisible();
} );
