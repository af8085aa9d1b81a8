/**
 * The standalone form view (what frames and new tabs load) and the form grid's server render.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, demoFormId } from '../site';

test( 'the form view is a page of its own with the form, not indexed; an unknown form is a 404', async ( {
	request,
} ) => {
	const formId = await demoFormId( request );
	const response = await request.get(
		`${ baseUrl() }/?opengive-form-view=${ formId }`
	);
	expect( response.status() ).toBe( 200 );
	const html = await response.text();
	expect( html ).toMatch( /<body[^>]*class="[^"]*opengive-form-view/ );
	expect( html ).toContain( 'name="give-form-id"' );
	expect( html ).toMatch( /<meta name='robots' content='[^']*noindex/ );
	expect( html ).toContain( 'build/blocks/donation-form/view.js' );

	const missing = await request.get(
		`${ baseUrl() }/?opengive-form-view=999999`
	);
	expect( missing.status() ).toBe( 404 );
} );

test( 'the grid prints a card per published form, each linking to its form view', async ( {
	request,
} ) => {
	const html = await (
		await request.get( `${ baseUrl() }/appeals/` )
	).text();
	for ( const title of [
		'Business Partners',
		'In Memory',
		'Keep the Light On',
	] ) {
		expect( html ).toContain( `data-form-title="${ title }"` );
	}
	const formId = await demoFormId( request );
	expect( html ).toContain(
		`data-opengive-embed-id="opengive-form-${ formId }"`
	);
	expect( html ).toMatch(
		new RegExp( `href="[^"]*\\?opengive-form-view=${ formId }"` )
	);
	expect( html ).toContain( '$10.00 – $100.00' );
} );
