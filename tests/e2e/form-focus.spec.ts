/**
 * What the donor sees when the form says no (issue 35): a field the browser found invalid is
 * scrolled below the theme's sticky header, not under it; a declined card on a phone moves focus
 * and the view to the refusal by the Donate button. Measured as a person sees it: positions.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { DonationFormPage } from './pages/donation-form-page';
import { fillPaymentElement } from './pages/card';

/**
 * The bottom of the theme's pinned header, in viewport pixels.
 *
 * @param page The page.
 */
const headerBottom = ( page: Page ) =>
	page.evaluate( () =>
		Math.max(
			0,
			...document
				.elementsFromPoint( window.innerWidth / 2, 1 )
				.filter( ( element ) =>
					[ 'fixed', 'sticky' ].includes(
						getComputedStyle( element ).position
					)
				)
				.map( ( element ) => element.getBoundingClientRect().bottom )
				.filter( ( bottom ) => bottom < window.innerHeight / 2 )
		)
	);

async function box( locator: Locator ) {
	const found = await locator.boundingBox();
	if ( ! found ) {
		throw new Error( 'Not laid out.' );
	}
	return found;
}

test( 'desktop: the first invalid field is scrolled below the sticky header, with room for its message', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 800 } );
	const form = new DonationFormPage( page );
	await form.open();
	await form.levelButton( /\$25\.00/ ).click();
	await page.getByRole( 'radio', { name: 'Test donation' } ).check();
	await form.donateButton().click();

	const first = page.getByLabel( 'First name' );
	await expect( first ).toBeFocused();
	const header = await headerBottom( page );
	expect( header ).toBeGreaterThan( 0 );
	expect( ( await box( first ) ).y ).toBeGreaterThanOrEqual( header );
} );

test( 'phone: a declined card moves focus and the view to the refusal by the Donate button', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 375, height: 740 } );
	const form = new DonationFormPage( page );
	await form.open();
	await form.levelButton( /\$25\.00/ ).click();
	await page.getByRole( 'radio', { name: 'Credit or debit card' } ).check();
	await fillPaymentElement( page, '4000000000000002' );
	await form.fillDonor( 'Declined', 'Phone', 'declined-phone@example.org' );
	await form.donateButton().click();
	const refusal = page
		.getByRole( 'alert' )
		.filter( { hasText: 'No money was taken' } );
	await expect( refusal ).toBeFocused();
	const seen = await box( refusal );
	expect( seen.y ).toBeGreaterThanOrEqual( await headerBottom( page ) );
	expect( seen.y + seen.height ).toBeLessThanOrEqual( 740 );
} );
