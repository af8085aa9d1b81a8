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
