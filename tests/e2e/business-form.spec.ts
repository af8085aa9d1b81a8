/**
 * The "Business Partners" demo form in a browser: the script's form keeps the bank account type the
 * server configured (it used to turn it into "no company question"), and the browser's own validity
 * check speaks the form's message.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, siteState } from '../site';

test( 'Business asks for the company name, which the browser requires with the form’s message; the gift keeps it', async ( {
	page,
	request,
} ) => {
	await page.goto( `${ baseUrl() }/business-giving/` );
	// The React form has replaced the server's: its summary only exists there.
	await expect(
		page.getByRole( 'region', { name: 'Donation summary' } )
	).toBeVisible();
	const type = page.getByLabel( 'Bank account type' );
	await expect( type ).toBeVisible();
	await expect( page.getByLabel( 'Company name' ) ).toHaveCount( 0 );

	await type.selectOption( '1' );
	const company = page.getByLabel( 'Company name' );
	await expect( company ).toBeVisible();
	await page.getByLabel( 'First name' ).fill( 'Fiona' );
	await page
		.getByLabel( 'Email' )
		.fill( `fiona-${ Date.now() }@example.org` );
	await page.getByRole( 'button', { name: 'Donate now' } ).click();
	await expect( company ).toHaveJSProperty(
		'validationMessage',
		'Please enter the company name.'
	);
	await expect(
		page.getByRole( 'heading', { name: 'Thank you for your donation!' } )
	).toHaveCount( 0 );

	await company.fill( 'Harbour Freight Ltd' );
	await page.getByRole( 'button', { name: 'Donate now' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Thank you for your donation!' } )
	).toBeVisible();
	expect( ( await siteState( request ) ).last?.company ).toBe(
		'Harbour Freight Ltd'
	);
} );
