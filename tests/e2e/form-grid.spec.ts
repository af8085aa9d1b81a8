/**
 * The form grid: a card opens its form in a modal frame; a donor returning from giving sees the
 * receipt in the card the address names.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, demoFormId, siteState } from '../site';

test( 'a card opens its form in a modal frame; the donor gives inside it', async ( {
	page,
	request,
} ) => {
	await page.goto( `${ baseUrl() }/appeals/` );
	await page
		.getByRole( 'link', { name: 'Donate: Keep the Light On' } )
		.click();
	const dialog = page.getByRole( 'dialog', { name: 'Keep the Light On' } );
	await expect( dialog ).toBeVisible();
	// The loader covers the frame until the form says it has loaded, then lifts.
	await expect(
		dialog
			.getByRole( 'status' )
			.filter( { hasText: 'Loading the donation form' } )
	).toBeHidden();

	// Keyboard users reach the form: Tab from the close button goes into the frame.
	await expect(
		dialog.getByRole( 'button', { name: 'Close' } )
	).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await expect( page.locator( '.opengive-frame__frame' ) ).toBeFocused();

	const frame = page.frameLocator(
		'iframe[name="opengive-form-' + ( await demoFormId( request ) ) + '"]'
	);
	await frame.getByRole( 'button', { name: /\$50\.00/ } ).click();
	await frame.getByLabel( 'First name' ).fill( 'Grid' );
	await frame.getByLabel( 'Email' ).fill( 'grid@example.org' );
	await frame.getByRole( 'button', { name: 'Donate now' } ).click();
	await expect(
		frame.getByRole( 'heading', { name: 'Thank you for your donation!' } )
	).toBeVisible();
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		email: 'grid@example.org',
		amount: '5000',
	} );

	// The frame grew with its content.
	const height = await page
		.locator( '.opengive-frame__frame' )
		.evaluate( ( element ) => element.getBoundingClientRect().height );
	expect( height ).toBeGreaterThan( 100 );

	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
} );

test( 'a donor sent back after giving sees the receipt in the card the address names', async ( {
	page,
	request,
} ) => {
	const formId = await demoFormId( request );
	const gift = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId,
				amount: 1000,
				levelId: '1',
				firstName: 'Back',
				email: 'back-again@example.org',
				gatewayId: 'test',
				returnUrl: `${ baseUrl() }/appeals/`,
			},
		}
	);
	const key = new URL( ( await gift.json() ).receiptUrl ).searchParams.get(
		'opengive-receipt'
	);
	await page.goto(
		`${ baseUrl() }/appeals/?givewp-embed-id=opengive-form-${ formId }&givewp-event=donation-completed&givewp-listener=show-donation-confirmation-receipt&givewp-receipt-id=${ key }`
	);
	await expect(
		page.getByRole( 'dialog', { name: 'Keep the Light On' } )
	).toBeVisible();
	await expect(
		page
			.frameLocator( `iframe[name="opengive-form-${ formId }"]` )
			.getByRole( 'heading', { name: 'Thank you for your donation!' } )
	).toBeVisible();
} );
