/**
 * wp-admin → OpenGive → Settings in Chromium (issue 33): every tab at 1280 and 375 px with no axe
 * violation and nothing wider than the screen, a refused value shown by its field with what was
 * typed kept, then a good value saved and still there after a reload.
 */
import { test, expect, type Page } from '@playwright/test';
import { logInAsAdmin } from './pages/admin';
import { axeCheck } from './pages/axe';
import { baseUrl } from '../site';

const SCREEN = () =>
	`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-settings`;
const TABS = [ 'Payments', 'Emails', 'Donors', 'Security', 'Advanced' ];

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
		'Enter an email address, or leave it empty.'
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
	// The nonce the screen's own requests carry (api-fetch's nonce middleware).
	const nonce = await page.evaluate(
		() =>
			(
				window as unknown as {
					wp: { apiFetch: { nonceMiddleware: { nonce: string } } };
				}
			 ).wp.apiFetch.nonceMiddleware.nonce
	);
	const restored = await page.request.post(
		`${ baseUrl() }/wp-json/opengive/v1/settings`,
		{
			headers: { 'X-WP-Nonce': nonce },
			data: { values: { admin_notice_email: before } },
		}
	);
	expect( restored.status() ).toBe( 200 );
} );

test( 'Check connection says the stored Stripe keys are test keys', async ( {
	page,
} ) => {
	await logInAsAdmin( page );
	await openSettings( page );
	await page.getByRole( 'button', { name: 'Check connection' } ).click();
	await expect(
		page.locator( '.opengive-settings__check' ).getByRole( 'status' )
	).toHaveText(
		'Connected to Stripe with test keys: gifts move no real money.'
	);
} );
