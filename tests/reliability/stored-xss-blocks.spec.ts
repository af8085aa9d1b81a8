/**
 * Native only (project "reliability", run by ReliabilitySpecsTest.php). Stored XSS in the blocks the
 * other stored-XSS specs do not reach: the form grid and its modal frame, the share links, the
 * donation form in its modal, reveal and button modes, and the donation embed. The payloads sit in
 * what an editor types: form titles, level labels and button labels (stored in the form's settings as
 * typed), block attributes (the grid's button, the embed's button) and the page title the share links
 * carry. Each place shows the stored text while the page-level hook (tests/e2e/pages/xss-watch.ts)
 * records nothing run, in the page and in any form frame.
 */
import { test, expect, type Page } from '@playwright/test';
import { baseUrl, logInWithRole, type LoggedIn } from '../site';
import {
	BREAKOUT,
	ENCODED,
	RAW,
	expectNothingRan,
	expectShownNotRun,
	watch,
} from '../e2e/pages/xss-watch';

const marker = `Ob${ Date.now().toString( 36 ) }`;
let admin: LoggedIn;
const pages: Record< 'grid' | 'modes', string > = { grid: '', modes: '' };

/**
 * A block's comment, its attributes JSON-encoded as the editor saves them.
 *
 * @param name       Block name without the namespace.
 * @param attributes Block attributes.
 */
function block( name: string, attributes: Record< string, unknown > ): string {
	const json = JSON.stringify( attributes )
		.replace( /</g, '\\u003c' )
		.replace( />/g, '\\u003e' )
		.replace( /&/g, '\\u0026' );
	return `<!-- wp:opengive/${ name } ${ json } /-->`;
}

function formSettings( displayMode: string, tag: string ) {
	return {
		levels: [
			{
				id: '1',
				amount: 2500,
				label: `${ marker }L${ tag }${ RAW.img }`,
			},
			{ id: '2', amount: 5000, label: `${ BREAKOUT }${ RAW.svg }` },
		],
		defaultLevel: '1',
		customAmount: true,
		currency: { code: 'USD' },
		gateways: [ 'example-pledge' ],
		displayMode,
		buttonLabel: `${ marker }B${ tag }${ RAW.script }${ BREAKOUT }`,
	};
}

test.beforeAll( async ( { playwright, request } ) => {
	admin = await logInWithRole( playwright, 'administrator' );
	const forms = await request.post(
		`${ baseUrl() }/wp-json/opengive-test/v1/forms`,
		{
			data: {
				forms: [ 'modal', 'reveal', 'button' ].map( ( mode ) => ( {
					title: `${ marker }F${ mode }${ ENCODED.script }${ BREAKOUT }`,
					settings: formSettings( mode, mode ),
				} ) ),
			},
		}
	);
	expect( forms.ok() ).toBe( true );
	const [ modal, reveal, button ] = ( await forms.json() ) as number[];
	const publish = async ( title: string, content: string ) => {
		const created = await admin.context.post(
			`${ baseUrl() }/wp-json/wp/v2/pages`,
			{
				headers: { 'X-WP-Nonce': admin.nonce },
				data: { title, content, status: 'publish' },
			}
		);
		expect( created.status() ).toBe( 201 );
		return String( ( await created.json() ).link );
	};
	// The page title as a user without unfiltered_html can store it (kses leaves entities and quotes):
	// an administrator's raw <script> title is printed by the theme as typed, WordPress's own rule.
	pages.grid = await publish(
		`${ marker }P${ ENCODED.script }${ BREAKOUT }`,
		block( 'form-grid', {
			formIds: [ modal, reveal ],
			buttonLabel: `${ marker }G${ RAW.img }${ BREAKOUT }`,
		} ) +
			block( 'share', { text: `${ marker }T${ RAW.link }${ BREAKOUT }` } )
	);
	pages.modes = await publish(
		`${ marker }M`,
		[
			block( 'donation-form', { formId: modal } ),
			block( 'donation-form', { formId: reveal } ),
			block( 'donation-form', { formId: button } ),
			block( 'donation-embed', {
				formId: modal,
				format: 'inline',
			} ),
			block( 'donation-embed', {
				formId: reveal,
				format: 'modal',
				openFormButton: `${ marker }E${ RAW.svg }${ BREAKOUT }`,
			} ),
		].join( '' )
	);
} );

test.afterAll( async () => {
	await admin.context.dispose();
} );

/**
 * Nothing ran in the page, nor in any frame it holds.
 *
 * @param page    The page.
 * @param dialogs Dialogs seen so far.
 */
async function expectNothingRanAnywhere( page: Page, dialogs: string[] ) {
	for ( const frame of page.frames() ) {
		await expectNothingRan( frame, dialogs );
	}
}

test( 'the form grid, its modal frame and the share links show the stored text and run nothing', async ( {
	page,
} ) => {
	const dialogs = await watch( page );
	await page.goto( pages.grid );
	const grid = page.locator( '.wp-block-opengive-form-grid' );
	await expect( grid ).toContainText( `${ marker }Fmodal` );
	await expect( grid ).toContainText( `${ marker }G` );
	await expect( page.locator( '.wp-block-opengive-share' ) ).toHaveCount( 1 );
	await expectShownNotRun( page, dialogs, `${ marker }Freveal` );

	await grid
		.getByRole( 'link', { name: new RegExp( `${ marker }Fmodal` ) } )
		.click();
	const frame = page.frameLocator( '.opengive-frame__frame' );
	await expect( frame.locator( 'body' ) ).toContainText(
		`${ marker }Lmodal`
	);
	await expect( frame.locator( 'body' ) ).toContainText( 'window.__ogXss=1' );
	await expectNothingRanAnywhere( page, dialogs );
} );

test( 'the donation form in modal, reveal and button modes and the embed show the stored text and run nothing', async ( {
	page,
} ) => {
	const dialogs = await watch( page );
	await page.goto( pages.modes );
	await expectShownNotRun( page, dialogs, `${ marker }Bmodal` );
	await expect( page.locator( 'body' ) ).toContainText( `${ marker }E` );

	for ( const mode of [ 'modal', 'reveal', 'button' ] ) {
		await page
			.getByRole( 'button', {
				name: new RegExp( `${ marker }B${ mode }` ),
			} )
			.first()
			.click();
		await expect(
			page.getByText( new RegExp( `${ marker }L${ mode }` ) ).first()
		).toBeVisible();
		await expectNothingRan( page, dialogs );
		await page.keyboard.press( 'Escape' );
	}

	const embeds = page.locator( '.wp-block-opengive-donation-embed' );
	await expect(
		embeds.first().frameLocator( 'iframe' ).locator( 'body' )
	).toContainText( `${ marker }Lmodal` );
	await embeds
		.nth( 1 )
		.getByRole( 'button', { name: new RegExp( `${ marker }E` ) } )
		.click();
	await expect(
		page.getByRole( 'dialog' ).frameLocator( 'iframe' ).locator( 'body' )
	).toContainText( `${ marker }Lreveal` );
	await expectNothingRanAnywhere( page, dialogs );
} );
