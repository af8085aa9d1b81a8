/**
 * axe-core on OpenGive's admin screens (issue 19): five list screens once their tables have rows, a
 * donation's detail and the campaign editor, and the consent screen. No WCAG 2 A/AA violation in
 * OpenGive's markup; a failure names the screen and the rule.
 */
import { test, expect, type Page } from '@playwright/test';
import { logInAsAdmin } from './pages/admin';
import { AdminScreens } from './pages/admin-screens';
import { axeViolations } from './pages/axe';
import { baseUrl } from '../site';

async function violationsOn( page: Page, screen: string, root: string ) {
	return ( await axeViolations( page, [ root ] ) ).map(
		( violation ) => `${ screen }: ${ violation }`
	);
}

test( 'the donations, donors, subscriptions, campaigns and forms screens, a donation, the campaign editor and the consent screen have no axe violations', async ( {
	page,
} ) => {
	test.setTimeout( 180_000 );
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
