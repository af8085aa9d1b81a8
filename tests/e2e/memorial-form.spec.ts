/**
 * The "In Memory" demo form: company, conditional fields, comment, anonymity and terms in a browser.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, siteState } from '../site';

test( 'a donor fills the conditional fields and the server stores exactly those', async ( {
	page,
	request,
} ) => {
	// Every donation the page posts, so the test can tell that the first click sent nothing.
	const donationPosts: string[] = [];
	page.on( 'request', ( sent ) => {
		if (
			sent.method() === 'POST' &&
			/opengive\/v1\/donations|opengive%2Fv1%2Fdonations/.test(
				sent.url()
			)
		) {
			donationPosts.push( sent.url() );
		}
	} );
	await page.goto( `${ baseUrl() }/in-memory/` );
	const reason = page.getByLabel( 'This gift is' );
	await expect( reason ).toBeVisible();
	await expect( page.getByLabel( 'In memory of' ) ).toHaveCount( 0 );

	await reason.selectOption( 'In memory of someone' );
	await page.getByLabel( 'In memory of' ).fill( 'Captain Mary Reed' );
	await page.getByRole( 'radio', { name: 'Other amount' } ).check();
	await page.getByLabel( /Custom amount/ ).fill( '150' );
	await page.getByLabel( 'Put the name on the memorial plaque' ).check();
	await page.getByRole( 'radio', { name: 'Yes' } ).check();
	await page.getByLabel( 'Company name' ).fill( 'Harbour Pilots Ltd' );
	await page
		.getByLabel( 'Leave a comment (optional)' )
		.fill( 'She kept the light for 30 years.' );
	await page.getByLabel( 'Country' ).selectOption( 'CA' );
	await page
		.getByRole( 'combobox', { name: 'Province' } )
		.selectOption( 'NS' );
	await page.getByLabel( 'Street address' ).fill( '1 Lighthouse Road' );
	await page.getByLabel( 'Town / City' ).fill( 'Peggys Cove' );
	await page.getByLabel( 'Postcode / ZIP' ).fill( 'B3Z 3S1' );
	await page.getByLabel( 'First name' ).fill( 'Tom' );
	await page.getByLabel( 'Email' ).fill( 'tom.reed@example.org' );

	// Terms unticked: the browser's own validation stops the submission. The terms box is the field
	// it flags (invalid, focused); that nothing was posted is checked once the real gift went through.
	const terms = page.getByRole( 'checkbox', {
		name: 'I agree to the gift terms',
	} );
	await page.getByRole( 'button', { name: 'Donate now' } ).click();
	await expect( terms ).toBeFocused();
	expect(
		await terms.evaluate(
			( box ) => ( box as HTMLInputElement ).validity.valueMissing
		)
	).toBe( true );

	await page.getByRole( 'button', { name: 'Show terms' } ).click();
	await expect(
		page.getByText( /plaques are added each spring/ )
	).toBeVisible();
	await terms.check();
	await page.getByRole( 'button', { name: 'Donate now' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Thank you for your donation!' } )
	).toBeVisible();
	// One post in all: the submission with the terms unticked never left the browser.
	expect( donationPosts ).toHaveLength( 1 );
	await expect( page.getByTestId( 'receipt-amount' ) ).toHaveText(
		'$150.00'
	);

	const { last } = await siteState( request );
	expect( last ).toMatchObject( {
		amount: '15000',
		company: 'Harbour Pilots Ltd',
		comment: 'She kept the light for 30 years.',
		country: 'CA',
		state: 'NS',
		city: 'Peggys Cove',
		zip: 'B3Z 3S1',
	} );
	expect( JSON.parse( String( last?.custom_fields ) ) ).toEqual( {
		reason: 'In memory of someone',
		tribute: 'Captain Mary Reed',
		plaque: '1',
	} );
} );
