/**
 * The demo form shown reveal, modal and button style on the "Ways to Give" page.
 */
import { test, expect, type Page } from '@playwright/test';
import { baseUrl } from '../site';

async function open( page: Page ) {
	await page.goto( `${ baseUrl() }/ways-to-give/` );
	// React has taken over when the reveal button exists.
	await expect(
		page.getByRole( 'button', { name: 'Donate now' } ).first()
	).toBeVisible();
}

const block = ( page: Page, index: number ) =>
	page.locator( '.wp-block-opengive-donation-form' ).nth( index );

test( 'reveal: the button slides the rest of the form down and the donor can give', async ( {
	page,
} ) => {
	await open( page );
	const reveal = block( page, 0 );
	await expect( reveal.getByLabel( 'First name' ) ).toHaveCount( 0 );
	await reveal.getByRole( 'button', { name: 'Donate now' } ).click();
	await expect( reveal.getByLabel( 'First name' ) ).toBeFocused();
	await reveal.getByLabel( 'First name' ).fill( 'Rhea' );
	await reveal.getByLabel( 'Email' ).fill( 'rhea@example.org' );
	await reveal.getByRole( 'button', { name: 'Donate now' } ).click();
	await expect(
		reveal.getByRole( 'heading', { name: 'Thank you for your donation!' } )
	).toBeVisible();
} );

test( 'modal: amounts inline, the dialog opens with the chosen amount and closes on Escape', async ( {
	page,
} ) => {
	await open( page );
	const modal = block( page, 1 );
	await modal.getByRole( 'button', { name: /\$100\.00/ } ).click();
	const opener = modal.getByRole( 'button', { name: 'Donate now' } );
	await opener.click();
	const dialog = page.getByRole( 'dialog', { name: 'Keep the Light On' } );
	await expect( dialog ).toBeVisible();
	await expect( dialog.locator( '[data-total]' ) ).toHaveAttribute(
		'data-total',
		'10000'
	);
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
	await expect( opener ).toBeFocused();
} );

test( 'button: a single button opens the whole form; the backdrop closes it; a gift completes inside', async ( {
	page,
} ) => {
	await open( page );
	const button = block( page, 2 );
	await button.getByRole( 'button', { name: 'Donate now' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Keep the Light On' } );
	await expect( dialog ).toBeVisible();
	await page.mouse.click( 5, 5 );
	await expect( dialog ).toHaveCount( 0 );

	await button.getByRole( 'button', { name: 'Donate now' } ).click();
	await dialog.getByLabel( 'First name' ).fill( 'Bea' );
	await dialog.getByLabel( 'Email' ).fill( 'bea@example.org' );
	await dialog.getByRole( 'button', { name: 'Donate now' } ).click();
	await expect(
		dialog.getByRole( 'heading', { name: 'Thank you for your donation!' } )
	).toBeVisible();
	await expect( dialog.getByTestId( 'receipt-amount' ) ).toHaveText(
		'$25.00'
	);
} );
