/**
 * The donation embed on a site that is not WordPress (issue 15): a plain HTML page on another
 * origin (another port and another host name, so another site for cookies too) pastes the snippet
 * in each format. The inline frame follows the form's height, the modal works from the keyboard,
 * the new-tab link opens the form view, a test-gateway gift completes inside the cross-origin frame
 * and the host page hears donation-completed, with nothing personal in it.
 */
import { test, expect, type FrameLocator, type Page } from '@playwright/test';
import { axeCheck } from './pages/axe';
import { baseUrl, demoFormId } from '../site';
import { fillPaymentElement } from './pages/card';
import { fillLogin } from './pages/admin';
import type { startPartnerSite } from '../../playground/partner-site/server.mjs';

let partner: Awaited< ReturnType< typeof startPartnerSite > >;
let formId = 0;

test.beforeAll( async ( { request } ) => {
	formId = await demoFormId( request );
	// Imported at run time, as global-setup imports the provider fakes (an ES module of the demo).
	const server = await import( '../../playground/partner-site/server.mjs' );
	partner = await server.startPartnerSite( {
		wordpressUrl: baseUrl(),
		forms: [ { id: formId, title: 'Keep the Light On' } ],
	} );
	// The host page must be another site than WordPress's (localhost against 127.0.0.1).
	expect( new URL( partner.url ).hostname ).not.toBe(
		new URL( baseUrl() ).hostname
	);
} );

test.afterAll( async () => {
	await partner?.stop();
} );

async function frameHeight( page: Page, name: string ): Promise< number > {
	return page
		.locator( `iframe[name="${ name }"]` )
		.evaluate( ( frame ) => frame.getBoundingClientRect().height );
}

test( 'inline: the cross-origin frame grows with validation errors, the gift completes inside it and the host hears donation-completed', async ( {
	page,
} ) => {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	await page.goto( `${ partner.url }/` );
	const name = `opengive-embed-${ formId }-inline`;
	const frame = page.frameLocator( `iframe[name="${ name }"]` );
	await expect(
		frame.getByRole( 'button', { name: /\$50\.00/ } )
	).toBeVisible();
	// The frame document was preloaded by the host page.
	await expect(
		page.locator( 'link[rel="preload"][as="document"]' ).first()
	).toHaveAttribute( 'href', /givewp-route=donation-form-view/ );

	await frame.getByRole( 'button', { name: /\$50\.00/ } ).click();
	await frame.getByLabel( 'First name' ).fill( 'Partner' );
	await frame.getByLabel( 'Last name' ).fill( 'Visitor' );
	// "a@b" passes the browser's check and fails the server's: an error block appears.
	await frame.getByLabel( 'Email' ).fill( 'a@b' );
	await expect.poll( () => frameHeight( page, name ) ).toBeGreaterThan( 300 );
	const before = await frameHeight( page, name );
	await frame.getByRole( 'button', { name: 'Donate now' } ).click();
	await expect( frame.getByRole( 'alert' ) ).toContainText(
		'Please enter a valid email address.'
	);
	await expect
		.poll( () => frameHeight( page, name ) )
		.toBeGreaterThan( before );
	// The whole form shows: the frame is as tall as its content, the submit button inside it.
	expect(
		await frame
			.getByRole( 'button', { name: 'Donate now' } )
			.evaluate(
				( button ) =>
					button.getBoundingClientRect().bottom <= window.innerHeight
			)
	).toBe( true );

	const withError = await frameHeight( page, name );
	await frame.getByLabel( 'Email' ).fill( 'partner.visitor@example.org' );
	await frame.getByRole( 'button', { name: 'Donate now' } ).click();
	await expect(
		frame.getByRole( 'heading', { name: 'Thank you for your donation!' } )
	).toBeVisible();

	// The receipt is shorter than the form: the frame shrinks with it.
	await expect
		.poll( () => frameHeight( page, name ) )
		.toBeLessThan( withError );

	await expect
		.poll( () =>
			page.evaluate(
				() =>
					( window as unknown as { opengiveEvents: unknown[] } )
						.opengiveEvents
			)
		)
		.toEqual( [
			{
				type: 'donation-completed',
				embedId: name,
				formId,
				amount: 5000,
				currency: 'USD',
			},
		] );
	await expect(
		page.getByRole( 'listitem' ).filter( { hasText: 'donation-completed' } )
	).toHaveCount( 1 );
	// Reloading the receipt inside the frame says it again, once, in the same shape.
	await page.frame( { name } )?.evaluate( () => window.location.reload() );
	await expect(
		frame.getByRole( 'heading', { name: 'Thank you for your donation!' } )
	).toBeVisible();
	await expect( frame.getByLabel( 'Email' ) ).toHaveCount( 0 );
	await expect(
		page.getByRole( 'listitem' ).filter( { hasText: 'donation-completed' } )
	).toHaveCount( 2 );
	const afterReload = await page.evaluate(
		() =>
			( window as unknown as { opengiveEvents: unknown[] } )
				.opengiveEvents
	);
	expect( afterReload ).toHaveLength( 2 );
	expect( afterReload[ 1 ] ).toEqual( afterReload[ 0 ] );
	const heard = JSON.stringify(
		await page.evaluate(
			() =>
				( window as unknown as { opengiveEvents: unknown[] } )
					.opengiveEvents
		)
	);
	expect( heard ).not.toContain( 'partner.visitor' );
	expect( heard ).not.toContain( 'Partner' );
	expect( errors ).toEqual( [] );
} );

test( 'modal and reveal open and close from the keyboard, keep focus inside, and give it back', async ( {
	page,
} ) => {
	// Several form views load in turn: on Playground (~0.7 s a request) that outlasts the default minute.
	test.slow();
	await page.goto( `${ partner.url }/` );
	for ( const format of [ 'modal', 'reveal' ] ) {
		const open = page
			.locator(
				`[data-givewp-embed-id="opengive-embed-${ formId }-${ format }"]`
			)
			.getByRole( 'button', {
				name: 'Give to Keep the Light On (Open donation form)',
			} );
		await open.focus();
		await page.keyboard.press( format === 'modal' ? 'Enter' : 'Space' );
		const dialog = page.getByRole( 'dialog', { name: 'Donation Form' } );
		await expect( dialog ).toBeVisible();
		const close = dialog.getByRole( 'button', {
			name: 'Close donation form',
		} );
		await expect( close ).toBeFocused();
		const form = dialog.frameLocator( 'iframe' );
		await expect(
			form.getByRole( 'button', { name: /\$50\.00/ } )
		).toBeVisible();
		await expect( open ).toHaveAttribute( 'aria-busy', 'false' );
		// The rest of the page is out of reach.
		await expect( page.locator( 'main' ) ).toHaveAttribute( 'inert', '' );

		// Backwards from the close button lands in the form's frame, not on the page behind.
		await page.keyboard.press( 'Shift+Tab' );
		await expect( dialog.locator( 'iframe' ) ).toBeFocused();

		await close.focus();
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( open ).toBeFocused();
		await expect( page.locator( 'main' ) ).not.toHaveAttribute(
			'inert',
			''
		);
	}

	// Escape pressed inside the (cross-origin) form closes the dialog too.
	const open = page
		.locator( `[data-givewp-embed-id="opengive-embed-${ formId }-modal"]` )
		.getByRole( 'button', {
			name: 'Give to Keep the Light On (Open donation form)',
		} );
	await open.click();
	const dialog = page.getByRole( 'dialog', { name: 'Donation Form' } );
	const firstName = dialog
		.frameLocator( 'iframe' )
		.getByLabel( 'First name' );
	// The server renders the form before its script runs; the frame hears Escape once the script has
	// started, which the page learns from the frame's ready message (the button stops being busy).
	await expect( open ).toHaveAttribute( 'aria-busy', 'false' );
	await firstName.focus();
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( open ).toBeFocused();

	// A click on the overlay, outside the dialog, closes it.
	await open.click();
	await expect( dialog ).toBeVisible();
	await page.mouse.click( 5, 5 );
	await expect( dialog ).toBeHidden();
} );

test( 'newTab is a link that says so and opens the form view; the host page is axe clean', async ( {
	page,
	context,
} ) => {
	await page.goto( `${ partner.url }/` );
	const link = page.getByRole( 'link', {
		name: 'Give to Keep the Light On (Opens in a new tab)',
	} );
	await expect( link ).toHaveAttribute( 'target', '_blank' );

	const { violations, passes } = await axeCheck( page, [ 'body' ] );
	expect( passes ).toBeGreaterThan( 5 );
	expect( violations ).toEqual( [] );

	const [ tab ] = await Promise.all( [
		context.waitForEvent( 'page' ),
		link.click(),
	] );
	await tab.waitForLoadState();
	expect( tab.url() ).toContain(
		`givewp-route=donation-form-view&form-id=${ formId }`
	);
	await expect(
		tab.getByRole( 'button', { name: /\$50\.00/ } )
	).toBeVisible();
	await tab.close();
} );

/**
 * Waits until the form's script has taken over the server-rendered form in the frame (it sets
 * aria-busy, which the server markup has not): a click before that can be undone when React renders
 * its own state (a radio that "did not change its state" on a loaded machine).
 *
 * @param frame The embed's frame.
 */
async function formScriptRunning( frame: FrameLocator ) {
	await expect(
		frame.locator( 'form.wp-block-opengive-donation-form__form' )
	).toHaveAttribute( 'aria-busy', 'false', { timeout: 30_000 } );
}

test( "card gateways work inside the cross-site frame: Stripe's Payment Element and 2Checkout's token step", async ( {
	page,
} ) => {
	// Several form views load in turn: on Playground (~0.7 s a request) that outlasts the default minute.
	test.slow();
	const name = `opengive-embed-${ formId }-inline`;
	const cards: Array< [ string, string, RegExp ] > = [
		[ 'Credit or debit card', '4242424242424242', /Visa •••• 4242/ ],
		[ 'Card (2Checkout)', '5555555555554444', /Mastercard •••• 4444/ ],
	];
	for ( const [ gateway, number, shown ] of cards ) {
		await page.goto( `${ partner.url }/` );
		const frame = page.frameLocator( `iframe[name="${ name }"]` );
		await formScriptRunning( frame );
		await frame.getByRole( 'button', { name: /\$25\.00/ } ).click();
		await frame.getByRole( 'radio', { name: gateway } ).check();
		if ( gateway === 'Credit or debit card' ) {
			// Stripe's Payment Element: its own frame inside the embed's.
			await fillPaymentElement( frame, number );
		} else {
			await frame.getByLabel( 'Card number' ).pressSequentially( number );
			await frame
				.getByLabel( 'Expiry (MM / YY)' )
				.pressSequentially( '1230' );
			await frame.getByLabel( 'Security code (CVC)' ).fill( '123' );
		}
		await frame.getByLabel( 'First name' ).fill( 'Card' );
		await frame.getByLabel( 'Last name' ).fill( 'Embedded' );
		await frame.getByLabel( 'Email' ).fill( 'card-embedded@example.org' );
		await frame.getByRole( 'button', { name: 'Donate now' } ).click();
		await expect(
			frame.getByRole( 'heading', {
				name: 'Thank you for your donation!',
			} )
		).toBeVisible();
		await expect( frame.getByText( shown ) ).toBeVisible();
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						( window as unknown as { opengiveEvents: unknown[] } )
							.opengiveEvents.length
				)
			)
			.toBe( 1 );
	}
} );

test( "login from the cross-site frame opens the charity's login in its own window and fills the form on return", async ( {
	page,
} ) => {
	// The login posts and redirects twice on Playground (~0.7 s a request plus the admin screens' assets).
	test.setTimeout( 150_000 );
	await page.goto( `${ partner.url }/` );
	const frame = page.frameLocator(
		`iframe[name="opengive-embed-${ formId }-inline"]`
	);
	await formScriptRunning( frame );
	const opened = page.waitForEvent( 'popup' );
	await frame
		.getByRole( 'button', { name: 'Log in (opens a new window)' } )
		.click();
	const popup = await opened;
	// First-party on the charity's own site, so WordPress's own login and cookies work.
	await expect( popup ).toHaveURL( /wp-login\.php/ );
	await fillLogin( popup, 'admin', 'password' );
	// Listen before submitting: the window logs in, posts to the frame and closes itself, which on a
	// fast machine happens before a listener added after the click would exist (the test then hung).
	const closed = popup.waitForEvent( 'close' );
	await popup.locator( '#wp-submit' ).click( { noWaitAfter: true } );
	await closed;
	await expect(
		frame.locator( '.wp-block-opengive-donation-form__notice.is-success' )
	).toHaveText( 'You are logged in. Your details are filled in.' );
	await expect( frame.getByLabel( 'Email' ) ).not.toHaveValue( '' );
} );

test( 'a wallet gift from Stripe’s express button inside the cross-site frame, which allows the Payment Request API', async ( {
	page,
} ) => {
	const name = `opengive-embed-${ formId }-inline`;
	await page.goto( `${ partner.url }/` );
	await expect( page.locator( `iframe[name="${ name }"]` ) ).toHaveAttribute(
		'allow',
		'payment'
	);
	const frame = page.frameLocator( `iframe[name="${ name }"]` );
	await formScriptRunning( frame );
	await frame.getByRole( 'button', { name: /\$25\.00/ } ).click();
	await frame.getByRole( 'radio', { name: 'Credit or debit card' } ).check();
	await frame
		.frameLocator( 'iframe[title="Express checkout (test)"]' )
		.getByRole( 'button', { name: 'Donate with Google Pay (test)' } )
		.click();
	const sheet = frame.frameLocator( 'iframe[title="Google Pay (test)"]' );
	await expect(
		sheet.getByRole( 'row', { name: 'Total $25.00' } )
	).toBeVisible();
	await sheet.getByRole( 'button', { name: 'Pay' } ).click();
	await expect(
		frame.getByRole( 'heading', { name: 'Thank you for your donation!' } )
	).toBeVisible();
	await expect( frame.getByText( /Visa •••• 4242/ ) ).toBeVisible();
} );
