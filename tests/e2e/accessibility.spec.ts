/**
 * axe-core on the donation pages: no WCAG 2 A/AA violations in OpenGive's markup, before and after
 * JavaScript takes over, and in an open dialog.
 */
import { createRequire } from 'node:module';
import { test, expect, type Page } from '@playwright/test';
import { baseUrl } from '../site';

const require = createRequire( __filename );
const AXE = require.resolve( 'axe-core/axe.min.js' );

interface AxeViolation {
	id: string;
	help: string;
	nodes: Array< { target: string[] } >;
}

async function violations( page: Page, include: string ): Promise< string[] > {
	await expect( page.locator( include ).first() ).toBeVisible();
	await page.addScriptTag( { path: AXE } );
	const { found, passes } = await page.evaluate( async ( selector ) => {
		const axe = ( window as unknown as { axe: { run: Function } } ).axe;
		const result = await axe.run(
			{ include: [ [ selector ] ] },
			{
				runOnly: {
					type: 'tag',
					values: [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ],
				},
			}
		);
		return {
			found: result.violations as AxeViolation[],
			passes: ( result.passes as unknown[] ).length,
		};
	}, include );
	// Guard against a vacuous pass: axe must have checked rules against our markup.
	expect( passes ).toBeGreaterThan( 5 );
	return found.map(
		( v ) =>
			`${ v.id }: ${ v.help } (${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ', ' ) })`
	);
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
	expect( await violations( page, '.opengive-dialog__backdrop' ) ).toEqual(
		[]
	);
} );
