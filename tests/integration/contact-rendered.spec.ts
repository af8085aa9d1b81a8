/**
 * The contact form markup each demo page prints, compared with the recorded copies in
 * tests/fixtures/rendered-contact/ that the widget tests (src/contact-form/client/test) render
 * from. When the renderer changes what it prints, this fails until the copies are recorded again:
 * OPENGIVE_RECORD_FORMS=1 npx playwright test --project=integration contact-rendered.
 */
import fs from 'fs';
import path from 'path';
import { test, expect } from '@playwright/test';
import { baseUrl } from '../site';
import {
	RECORDED_CONTACT_PAGES,
	RENDERED_CONTACT_DIR,
	contactBlockHtml,
	normalizeContactHtml,
} from '../unit/rendered-contact-format';

for ( const page of RECORDED_CONTACT_PAGES ) {
	test( `/${ page }/ prints the recorded contact form markup`, async ( {
		request,
	} ) => {
		const html = await (
			await request.get( `${ baseUrl() }/${ page }/` )
		).text();
		const printed = normalizeContactHtml(
			contactBlockHtml( html ),
			baseUrl()
		);
		const file = path.join( RENDERED_CONTACT_DIR, `${ page }.html` );
		if ( process.env.OPENGIVE_RECORD_FORMS ) {
			fs.mkdirSync( RENDERED_CONTACT_DIR, { recursive: true } );
			fs.writeFileSync( file, printed + '\n' );
		}
		expect( printed + '\n' ).toBe( fs.readFileSync( file, 'utf8' ) );
	} );
}
