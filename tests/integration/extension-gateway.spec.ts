/**
 * Issue 19: a gateway a site developer registers with opengive_register_gateway() (the test helpers'
 * 'example-pledge') takes a donation through the public REST route on a form that lists it (forms accept
 * only their own, configured gateways).
 */
import { test, expect } from '@playwright/test';
import { baseUrl } from '../site';

test( 'a donation goes through a gateway registered with opengive_register_gateway()', async ( {
	request,
} ) => {
	const created = await request.post(
		`${ baseUrl() }/wp-json/opengive-test/v1/forms`,
		{
			data: {
				forms: [
					{
						title: 'Pledge form (extension points)',
						settings: { gateways: [ 'example-pledge' ] },
					},
				],
			},
		}
	);
	expect( created.status() ).toBe( 200 );
	const [ formId ] = ( await created.json() ) as number[];

	const answer = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId,
				amount: 2500,
				levelId: 'custom',
				firstName: 'Paula',
				lastName: 'Pledger',
				email: 'paula.pledger@example.org',
				gatewayId: 'example-pledge',
			},
		}
	);
	const donation = await answer.json();
	// Shows the error body if the donation was refused.
	expect( donation ).toMatchObject( { status: 'publish' } );
	expect( answer.status() ).toBeLessThan( 300 );
} );
