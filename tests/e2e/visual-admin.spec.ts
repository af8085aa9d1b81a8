/**
 * What an admin sees after trying the form in test mode: the Donations list says test gifts are
 * hidden and shows them on request, and the active "Mode" filter chip is one box with its remove
 * button inside it (DataViews' stylesheet used to be missing from the admin bundle).
 */
import { test, expect } from '@playwright/test';
import { baseUrl } from '../site';
import { logInAsAdmin } from './pages/admin';
import { AdminScreens } from './pages/admin-screens';

test( 'a test-gateway gift made on the form is announced on the Donations screen and listed under Test, with a well-formed filter chip', async ( {
	page,
} ) => {
	// A donation, a login and two admin screens on a loaded 2-core Playground.
	test.setTimeout( 180_000 );
	const firstName = `Tess${ Date.now() }`;
	await page.goto( `${ baseUrl() }/donate/` );
	await page.getByRole( 'button', { name: /\$25\.00/ } ).click();
	await page.getByLabel( 'First name' ).fill( firstName );
	await page.getByLabel( 'Last name' ).fill( 'Tester' );
	await page
		.getByLabel( 'Email' )
		.fill( `${ firstName.toLowerCase() }@example.org` );
	await page.getByRole( 'radio', { name: 'Test donation' } ).check();
	await page.getByRole( 'button', { name: 'Donate now' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Thank you for your donation!' } )
	).toBeVisible();

	await logInAsAdmin( page );
	const admin = new AdminScreens( page );
	await page.goto(
		`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-donations`
	);
	await expect( admin.table() ).toBeVisible( { timeout: 90_000 } );
	const notice = page.locator( '.opengive-admin__mode-notice' );
	await expect( notice ).toContainText( /test donations? (is|are) hidden/ );
	await expect( admin.table() ).not.toContainText( firstName );
	await expect(
		admin.table().getByRole( 'columnheader', { name: 'Mode' } )
	).toBeVisible();

	await notice.getByRole( 'button', { name: 'Show test donations' } ).click();
	await expect( admin.table() ).toContainText( firstName );

	// And back; then the same filter through DataViews' own menu, which shows its chip.
	await page.getByRole( 'button', { name: 'Show live donations' } ).click();
	await expect( admin.table() ).not.toContainText( firstName );
	await admin.filterBy( 'Mode', 'Test' );
	await expect( admin.table() ).toContainText( firstName );
	const chip = page.locator( '.dataviews-filters__summary-chip' ).first();
	const remove = page
		.locator( '.dataviews-filters__summary-chip-remove' )
		.first();
	await expect( chip ).toContainText( 'Mode' );
	const chipBox = ( await chip.boundingBox() )!;
	const removeBox = ( await remove.boundingBox() )!;
	// The remove button sits inside the chip, on its line, at its right end.
	expect( removeBox.y ).toBeGreaterThanOrEqual( chipBox.y - 1 );
	expect( removeBox.y + removeBox.height ).toBeLessThanOrEqual(
		chipBox.y + chipBox.height + 1
	);
	expect( removeBox.x + removeBox.width ).toBeLessThanOrEqual(
		chipBox.x + chipBox.width + 1
	);
	expect( removeBox.x ).toBeGreaterThan( chipBox.x + chipBox.width / 2 );
	// The chip is a box: DataViews' border is there.
	expect(
		await chip.evaluate(
			( element ) => getComputedStyle( element ).borderTopStyle
		)
	).toBe( 'solid' );
} );
