/**
 * axe-core on the donation pages: no WCAG 2 A/AA violations in OpenGive's markup, before and after
 * JavaScript takes over, and in an open dialog; the form grid and the campaign block with their
 * modal frames open.
 */
import { test, expect, type Page } from '@playwright/test';
import { axeCheck } from './pages/axe';
import { baseUrl } from '../site';

async function violations( page: Page, include: string ): Promise< string[] > {
	await expect( page.locator( include ).first() ).toBeVisible();
	const { violations: found, passes } = await axeCheck( page, [ include ] );
	// Guard against a vacuous pass: axe must have checked rules against our markup.
	expect( passes ).toBeGreaterThan( 5 );
	return found;
}

test( 'the donation form has no axe violations', async ( { page } ) => {
	await page.goto( `${ baseUrl() }/donate/` );
	await expect(
		page.getByRole( 'button', { name: /\$25\.00/ } )
	).toBeVisible();
	expect(
		await violations( page, '.wp-block-opengive-donation-form' )
	).toEqual( [] );
} );

test( 'the server-rendered form (before any script) has no axe violations', async ( {
	page,
} ) => {
	// Block only our view script, so the page keeps the server's HTML while axe can still run.
	await page.route( /donation-form\/view\.js/, ( route ) => route.abort() );
	await page.goto( `${ baseUrl() }/in-memory/` );
	await expect( page.locator( 'input[name="give_first"]' ) ).toBeVisible();
	expect(
		await violations( page, '.wp-block-opengive-donation-form' )
	).toEqual( [] );
} );

test( 'an open donation dialog has no axe violations', async ( { page } ) => {
	await page.goto( `${ baseUrl() }/ways-to-give/` );
	await page
		.locator( '.wp-block-opengive-donation-form' )
		.nth( 2 )
		.getByRole( 'button', { name: 'Donate now' } )
		.click();
	await expect( page.getByRole( 'dialog' ) ).toBeVisible();
	expect( await violations( page, '.opengive-dialog__backdrop' ) ).toEqual(
		[]
	);
} );

test( 'the form grid and its open modal frame have no axe violations', async ( {
	page,
} ) => {
	await page.goto( `${ baseUrl() }/appeals/` );
	expect( await violations( page, '.wp-block-opengive-form-grid' ) ).toEqual(
		[]
	);
	await page.getByRole( 'link', { name: 'Donate: In Memory' } ).click();
	await expect(
		page.getByRole( 'dialog', { name: 'In Memory' } )
	).toBeVisible();
	// Once the form is in: while the loader fades out, axe measures its half-transparent text.
	await expect( page.locator( '.opengive-frame__loader' ) ).toHaveCount( 0 );
	expect( await violations( page, '.opengive-dialog__backdrop' ) ).toEqual(
		[]
	);
} );

test( 'the campaign block and its open modal frame have no axe violations', async ( {
	page,
} ) => {
	await page.goto( `${ baseUrl() }/winter-lights/` );
	expect( await violations( page, '.wp-block-opengive-campaign' ) ).toEqual(
		[]
	);
	await page.getByRole( 'link', { name: 'Donate now' } ).click();
	await expect( page.getByRole( 'dialog' ) ).toBeVisible();
	// Once the form is in: while the loader fades out, axe measures its half-transparent text.
	await expect( page.locator( '.opengive-frame__loader' ) ).toHaveCount( 0 );
	expect( await violations( page, '.opengive-dialog__backdrop' ) ).toEqual(
		[]
	);
} );
