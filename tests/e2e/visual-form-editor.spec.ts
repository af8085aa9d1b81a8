/**
 * A new user opening a donation form's editor sees the form itself in the canvas (not an empty
 * "Type / to choose a block" canvas) with the "Donation form" settings panel open; the welcome
 * notice greets an admin on one screen, not on every screen.
 */
import { test, expect } from '@playwright/test';
import { logInAsAdmin } from './pages/admin';
import { keepWelcomeGuideClosed } from './pages/editor';
import { baseUrl, formIdByTitle, logInWithRole } from '../site';

test( 'editing a form shows that form in the canvas, locked, with its settings panel open', async ( {
	page,
	request,
} ) => {
	// The block editor's first load on a fresh Playground site is slow (cold caches, 2 cores).
	test.setTimeout( 180_000 );
	await keepWelcomeGuideClosed( page );
	const formId = await formIdByTitle( request, 'In Memory' );
	await logInAsAdmin( page );
	await page.goto(
		`${ baseUrl() }/wp-admin/post.php?post=${ formId }&action=edit`
	);
	const panel = page.getByRole( 'button', { name: 'Donation form' } );
	await expect( panel ).toBeVisible( { timeout: 60_000 } );
	// Opened for the user, not by the test.
	await expect( panel ).toHaveAttribute( 'aria-expanded', 'true' );

	const blocks = await page.evaluate( () =>
		( window as unknown as { wp: any } ).wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.map(
				( block: {
					name: string;
					attributes: Record< string, unknown >;
				} ) => ( {
					name: block.name,
					formId: block.attributes.formId,
				} )
			)
	);
	expect( blocks ).toEqual( [ { name: 'opengive/donation-form', formId } ] );
	// The server preview of this form is in the canvas (iframed or not).
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	const inFrame =
		( await page.locator( 'iframe[name="editor-canvas"]' ).count() ) > 0;
	const preview = (
		inFrame ? canvas.locator( 'body' ) : page.locator( 'body' )
	).locator( '.wp-block-opengive-donation-form__form' );
	await expect( preview.first() ).toBeVisible( { timeout: 60_000 } );
	await expect( preview.first() ).toContainText( 'In Memory' );
	// Nothing else can be added: the template is locked.
	expect(
		await page.evaluate( () =>
			( window as unknown as { wp: any } ).wp.data
				.select( 'core/block-editor' )
				.getTemplateLock()
		)
	).toBe( 'all' );
	// Not saved into the post until the editor saves: the stored content is still empty (no other
	// spec saves this form).
	const stored = await page.evaluate(
		( id ) =>
			( window as unknown as { wp: any } ).wp.apiFetch( {
				path: `/wp/v2/opengive-forms/${ id }?context=view&_fields=content`,
			} ),
		formId
	);
	expect(
		( stored as { content: { rendered: string } } ).content.rendered.trim()
	).toBe( '' );
} );

test( 'the welcome notice shows on the first OpenGive screen an admin opens, and not on the next', async ( {
	playwright,
} ) => {
	const admin = await logInWithRole( playwright, 'administrator' );
	const donations = `${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-donations`;
	const first = await ( await admin.context.get( donations ) ).text();
	expect( first ).toContain( 'data-opengive-notice="welcome-v1"' );
	// No dismissal in between: the greeting has been seen once.
	const second = await ( await admin.context.get( donations ) ).text();
	expect( second ).not.toContain( 'data-opengive-notice="welcome-v1"' );
	const dashboard = await (
		await admin.context.get( `${ baseUrl() }/wp-admin/index.php` )
	).text();
	expect( dashboard ).not.toContain( 'data-opengive-notice="welcome-v1"' );
	await admin.context.dispose();
} );
