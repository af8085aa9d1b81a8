/**
 * The site chrome as the donor dashboard (/my-gifts/, logged out) uses it: the guest form's "How
 * does this work?" popover, and the toast that says a link is on its way.
 */
import { test, expect } from '@playwright/test';
import { axeViolations } from './pages/axe';
import { baseUrl } from '../site';

const SENT = 'If this email address has given to us, a link to see those gifts';

test( 'the guest form’s popover opens 8 px below its button (click or Enter), closes on Escape and gives focus back', async ( {
	page,
} ) => {
	await page.goto( `${ baseUrl() }/my-gifts/` );
	const button = page.getByRole( 'button', { name: 'How does this work?' } );
	const popover = page.getByRole( 'dialog', { name: 'How does this work?' } );
	await expect( popover ).toBeHidden();
	await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( button ).toHaveAttribute(
		'aria-controls',
		'opengive-email-access-about'
	);

	await button.focus();
	await page.keyboard.press( 'Enter' );
	await expect( popover ).toBeVisible();
	await expect( popover ).toContainText( 'The link works once, within' );
	await expect( popover ).toBeFocused();
	await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
	const anchor = await button.boundingBox();
	const box = await popover.boundingBox();
	expect( anchor ).not.toBeNull();
	expect( box ).not.toBeNull();
	// The spec's popover offset [0,8]: 8 px under the button, its left edge on the button's
	// (data-opengive-popover="start": the button opens a left-aligned column).
	const gap =
		( box?.y ?? 0 ) - ( ( anchor?.y ?? 0 ) + ( anchor?.height ?? 0 ) );
	expect( gap ).toBeCloseTo( 8, 0 );
	expect( box?.x ).toBeCloseTo( anchor?.x ?? 0, 0 );
	expect(
		await axeViolations( page, [ '#opengive-email-access-about' ] )
	).toEqual( [] );

	await page.keyboard.press( 'Escape' );
	await expect( popover ).toBeHidden();
	await expect( button ).toBeFocused();
	await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );

	// A click opens it too; a click elsewhere closes it.
	await button.click();
	await expect( popover ).toBeVisible();
	await page
		.getByRole( 'heading', { name: 'No account? See your gifts by email' } )
		.click();
	await expect( popover ).toBeHidden();
} );

test( 'asking for a link is announced and shown in a toast: Tab reaches it, hover keeps it, it hides 5000 ms after', async ( {
	page,
	request,
} ) => {
	await request.post( `${ baseUrl() }/wp-json/opengive-test/v1/settings`, {
		data: { donor_history_rate_ip: 1000 },
	} );
	await page.goto( `${ baseUrl() }/my-gifts/` );
	const email = page.getByLabel( 'Email address you gave with' );
	const send = page.getByRole( 'button', { name: 'Email me a link' } );
	const toast = page.locator( '.opengive-toast' );
	// The answer is the same for any address; a fresh one per request keeps clear of the per-email
	// limit (3 in 15 minutes), which the donor wall spec's guest needs for its own address.
	const someone = ( n: number ) => `toast-${ n }-${ Date.now() }@example.org`;

	await email.fill( someone( 1 ) );
	await send.click();
	await expect( toast ).toContainText( SENT );
	// Announced: the page's polite status region says the same words.
	await expect(
		page.getByRole( 'status' ).filter( { hasText: SENT } )
	).toHaveAttribute( 'aria-live', 'polite' );
	await expect( email ).toHaveValue( '' );
	await expect( send ).toBeVisible();

	// Keyboard: the toast follows the form in the tab order; focus inside keeps it past 5000 ms.
	await send.focus();
	await page.keyboard.press( 'Tab' );
	const dismiss = toast.getByRole( 'button', { name: 'Dismiss' } );
	await expect( dismiss ).toBeFocused();
	await page.waitForTimeout( 6000 );
	await expect( toast ).toHaveAttribute( 'data-state', 'shown' );
	await page.keyboard.press( 'Enter' );
	await expect( toast ).toHaveCount( 0 );

	// Pointer: hovering keeps it; once the pointer leaves it hides 5000 ms later (and its fade).
	await email.fill( someone( 2 ) );
	await send.click();
	await expect( toast ).toHaveAttribute( 'data-state', 'shown' );
	await toast.hover();
	await page.waitForTimeout( 6000 );
	await expect( toast ).toHaveAttribute( 'data-state', 'shown' );
	await page.mouse.move( 0, 0 );
	const left = Date.now();
	await page.waitForTimeout( 4000 );
	await expect( toast ).toHaveAttribute( 'data-state', 'shown' );
	await expect( toast ).toHaveCount( 0, { timeout: 4000 } );
	expect( Date.now() - left ).toBeGreaterThanOrEqual( 4900 );
} );
