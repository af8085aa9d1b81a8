/**
 * The legacy get_receipt call: the receipt HTML for a donation key, and nothing for a wrong one.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, demoFormId } from '../site';

test( 'get_receipt answers the receipt HTML for the donation key', async ( {
	request,
} ) => {
	const formId = await demoFormId( request );
	const created = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId,
				amount: 3300,
				levelId: 'custom',
				firstName: 'Receipt',
				lastName: 'Reader',
				email: 'receipt-reader@example.org',
				gatewayId: 'test',
			},
		}
	);
	const donation = await created.json();
	// Shows the error body if the donation was refused.
	expect( donation ).toMatchObject( { status: 'publish' } );
	const key = new URL( donation.receiptUrl ).searchParams.get(
		'opengive-receipt'
	);

	const response = await request.get(
		`${ baseUrl() }/wp-admin/admin-ajax.php?action=get_receipt&donation_id=${ key }`
	);
	expect( response.status() ).toBe( 200 );
	const html = await response.text();
	expect( html ).toContain( 'Thank you for your donation!' );
	expect( html ).toContain( '$33.00' );
	expect( html ).toContain( 'Receipt Reader' );

	const wrong = await request.get(
		`${ baseUrl() }/wp-admin/admin-ajax.php?action=get_receipt&donation_id=${ '0'.repeat( 32 ) }`
	);
	expect( wrong.status() ).toBe( 404 );
	const refused = await wrong.text();
	expect( refused ).toContain( 'This receipt could not be found.' );
	expect( refused ).not.toContain( 'Thank you for your donation!' );
} );

test( 'get_receipt honours shortcode_atts (rows switched off) and refuses an unknown receipt_type', async ( {
	request,
} ) => {
	const formId = await demoFormId( request );
	const created = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId,
				amount: 2100,
				levelId: 'custom',
				firstName: 'Quiet',
				lastName: 'Reader',
				email: 'quiet-reader@example.org',
				gatewayId: 'test',
			},
		}
	);
	const donation = await created.json();
	expect( donation ).toMatchObject( { status: 'publish' } );
	const key = new URL( donation.receiptUrl ).searchParams.get(
		'opengive-receipt'
	);
	const receipt = ( query: Record< string, string > ) =>
		request.get(
			`${ baseUrl() }/wp-admin/admin-ajax.php?${ new URLSearchParams( {
				action: 'get_receipt',
				donation_id: key ?? '',
				...query,
			} ) }`
		);

	const full = await receipt( { receipt_type: 'donation' } );
	expect( full.status() ).toBe( 200 );
	const fullHtml = await full.text();
	expect( fullHtml ).toContain( 'Quiet Reader' );
	expect( fullHtml ).toContain( '<dt>Payment method</dt>' );

	// GiveWP's script sends the attributes as JSON.
	const trimmed = await receipt( {
		shortcode_atts: JSON.stringify( {
			donor: 'false',
			payment_method: 'false',
			date: 'true',
		} ),
		receipt_type: 'donation',
		cookie: 'anything',
	} );
	expect( trimmed.status() ).toBe( 200 );
	const trimmedHtml = await trimmed.text();
	expect( trimmedHtml ).toContain( '$21.00' );
	expect( trimmedHtml ).toContain( '<dt>Date</dt>' );
	expect( trimmedHtml ).not.toContain( 'Quiet Reader' );
	expect( trimmedHtml ).not.toContain( '<dt>Payment method</dt>' );

	// ... or as a query string.
	const statusless = await receipt( {
		shortcode_atts: 'payment_status=false',
	} );
	expect( await statusless.text() ).not.toContain( '<dt>Status</dt>' );

	const unknown = await receipt( { receipt_type: 'subscription' } );
	expect( unknown.status() ).toBe( 400 );
	const refused = await unknown.text();
	expect( refused ).toContain( 'opengive_invalid_receipt_type' );
	expect( refused ).not.toContain( 'Thank you for your donation!' );
} );
