/**
 * A contact form that keeps its uploads (keep_uploads) leaves them in uploads/opengive/contact/<random>/
 * after the mail. That folder's .htaccess means nothing to nginx: the native target's nginx denies the
 * folder, as the README tells nginx sites to, and a kept upload fetched by its address is never served.
 * Native only: Playground's server serves every file under wp-content (see tests/targets.json).
 */
import { test, expect } from '@playwright/test';
import { baseUrl, logInWithRole } from '../site';

const API = () => `${ baseUrl() }/wp-json/opengive/v1`;
const SECRET = `private scan ${ Date.now().toString( 36 ) }`;

test( 'a kept contact upload, fetched by its address, is refused (403/404) and its folder too', async ( {
	playwright,
} ) => {
	const admin = await logInWithRole( playwright, 'administrator' );
	const headers = { 'X-WP-Nonce': admin.nonce };
	const anonymous = await playwright.request.newContext();
	const created = await admin.context.post( `${ API() }/contact-forms`, {
		headers,
		data: {
			title: `Kept uploads ${ Date.now() }`,
			properties: {
				fields: [
					{
						type: 'file',
						name: 'doc',
						label: 'Document',
						required: true,
						accept: [ '.pdf' ],
						maxSize: 4096,
					},
				],
				settings: {
					recipient: 'uploads@example.org',
					keep_uploads: true,
				},
			},
		},
	} );
	expect( created.status() ).toBe( 201 );
	const form = ( await created.json() ) as { id: number };
	try {
		const sent = await anonymous.post(
			`${ API() }/contact-forms/${ form.id }/feedback`,
			{
				multipart: {
					_wpcf7_unit_tag: `wpcf7-f${ form.id }-o1`,
					doc: {
						name: 'scan.pdf',
						mimeType: 'application/pdf',
						buffer: Buffer.from( `%PDF-1.4 ${ SECRET }` ),
					},
				},
			}
		);
		expect( ( await sent.json() ).status ).toBe( 'mail_sent' );
		const rows = ( await (
			await admin.context.get(
				`${ API() }/contact-submissions?formId=${ form.id }`,
				{ headers }
			)
		).json() ) as Array< {
			fields: { doc: Array< { name: string; path?: string } > };
		} >;
		const path = rows[ 0 ]?.fields.doc[ 0 ]?.path ?? '';
		// Kept: the row names the stored file, under the folder nginx must deny.
		expect( path ).toMatch(
			/\/wp-content\/uploads\/opengive\/contact\/[A-Za-z0-9]+\/[A-Za-z0-9]+\.pdf$/
		);
		const url = `${ baseUrl() }${ path.slice(
			path.indexOf( '/wp-content/uploads/' )
		) }`;

		const file = await anonymous.get( url );
		const folder = await anonymous.get( url.replace( /[^/]+$/, '' ) );

		expect( [ 403, 404 ], url ).toContain( file.status() );
		expect( await file.text() ).not.toContain( SECRET );
		expect( [ 403, 404 ] ).toContain( folder.status() );
	} finally {
		await admin.context.delete( `${ API() }/contact-forms/${ form.id }`, {
			headers,
		} );
		await Promise.all( [ anonymous.dispose(), admin.context.dispose() ] );
	}
} );
