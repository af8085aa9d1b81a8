/**
 * The configuration each demo page's donation form block prints (data-opengive-form), compared with
 * the recorded copies in tests/fixtures/rendered-forms/ that the component tests render from. When
 * render.php or its view model changes what it prints, this fails until the copies are recorded
 * again: OPENGIVE_RECORD_FORMS=1 npx playwright test --project=integration rendered-forms.
 */
import fs from 'fs';
import path from 'path';
import { test, expect, type APIRequestContext } from '@playwright/test';
import { baseUrl } from '../site';
import {
	RECORDED_PAGES,
	RENDERED_FORMS_DIR,
	normalizeRenderedConfig,
	type RecordedPage,
} from '../unit/rendered-forms-format';

/**
 * Every data-opengive-form attribute on the page, decoded as the browser would.
 *
 * @param html The page.
 */
function printedConfigs( html: string ): unknown[] {
	const found: unknown[] = [];
	const pattern = /data-opengive-form="([^"]*)"/g;
	let match: RegExpExecArray | null;
	while ( ( match = pattern.exec( html ) ) !== null ) {
		const decoded = match[ 1 ]
			.replace( /&quot;/g, '"' )
			.replace( /&#0?39;/g, "'" )
			.replace( /&lt;/g, '<' )
			.replace( /&gt;/g, '>' )
			.replace( /&amp;/g, '&' );
		found.push( JSON.parse( decoded ) );
	}
	return found;
}

async function pageConfigs(
	request: APIRequestContext,
	page: RecordedPage
): Promise< unknown[] > {
	let address = page.path;
	if ( page.path === 'grid-form-view' ) {
		// The grid's first card opens this form view in its frame.
		const grid = await (
			await request.get( `${ baseUrl() }/appeals/` )
		).text();
		const href =
			/wp-block-opengive-form-grid__open[^>]*href="([^"]+)"/.exec( grid );
		expect( href, 'the grid shows a card' ).not.toBeNull();
		address = ( href as RegExpExecArray )[ 1 ].replace( /&amp;/g, '&' );
	}
	const response = await request.get(
		address.startsWith( 'http' ) ? address : `${ baseUrl() }${ address }`
	);
	expect( response.status() ).toBe( 200 );
	return printedConfigs( await response.text() ).map( ( config ) =>
		normalizeRenderedConfig( config, baseUrl() )
	);
}

for ( const page of RECORDED_PAGES ) {
	test( `${ page.path } prints the configuration the component tests render (${ page.file })`, async ( {
		request,
	} ) => {
		const live = await pageConfigs( request, page );
		expect( live.length ).toBeGreaterThan( 0 );
		const file = path.join( RENDERED_FORMS_DIR, page.file );
		if ( process.env.OPENGIVE_RECORD_FORMS === '1' ) {
			fs.mkdirSync( RENDERED_FORMS_DIR, { recursive: true } );
			fs.writeFileSync( file, JSON.stringify( live, null, '\t' ) + '\n' );
		}
		const recorded = JSON.parse( fs.readFileSync( file, 'utf8' ) );
		expect( live ).toEqual( recorded );
	} );
}
