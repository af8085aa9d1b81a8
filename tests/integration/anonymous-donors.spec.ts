/**
 * Anonymous donors stay anonymous in everything the public can reach: no public response, page,
 * search or avatar hash (Gravatar's md5 of the email) names them.
 */
import { createHash } from 'node:crypto';
import { test, expect } from '@playwright/test';
import { baseUrl, formIdByTitle, siteState } from '../site';

test( "an anonymous gift's donor appears in no public response, page, search or avatar hash", async ( {
	playwright,
	request,
} ) => {
	// Many requests: Playground answers each in ~0.7 s, slower on a busy machine.
	test.setTimeout( 180_000 );
	const stamp = Date.now();
	const lastName = `Hiddenname${ stamp }`;
	const email = `hidden-${ stamp }@example.org`;
	const formId = await formIdByTitle( request, 'In Memory' );
	const made = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId,
				amount: 2500,
				levelId: '1',
				firstName: 'Quiet',
				lastName,
				email,
				gatewayId: 'test',
				termsAccepted: true,
				anonymous: true,
				customFields: { reason: 'A general gift' },
				billingAddress: {
					address1: '1 Light Lane',
					city: 'Portland',
					state: 'ME',
					country: 'US',
					zip: '04101',
				},
			},
		}
	);
	expect( made.status() ).toBe( 201 );
	expect( ( await siteState( request ) ).last ).toMatchObject( {
		anonymous: '1',
		last_name: lastName,
	} );

	const avatarHash = createHash( 'md5' ).update( email ).digest( 'hex' );
	const secrets = [ lastName, email, avatarHash ];
	// A visitor with no cookies at all.
	const visitor = await playwright.request.newContext();
	const campaigns = await (
		await visitor.get( `${ baseUrl() }/wp-json/givewp/v3/campaigns` )
	).text();
	const pages = [
		'/',
		'/donate/',
		'/in-memory/',
		'/winter-lights/',
		'/appeals/',
		'/my-gifts/',
		'/feed/',
		'/wp-json/opengive/v1/campaigns/1/progress',
		'/wp-json/wp/v2/users',
	];
	for ( const path of pages ) {
		const body = await (
			await visitor.get( `${ baseUrl() }${ path }` )
		).text();
		for ( const secret of secrets ) {
			expect( body, `${ path } reveals ${ secret }` ).not.toContain(
				secret
			);
		}
	}
	// Searches echo the term they were given, so they are searched by name and must find nothing.
	const searches = [
		`/wp-json/wp/v2/search?search=${ lastName }`,
		`/wp-json/wp/v2/users?search=${ encodeURIComponent( email ) }`,
		`/wp-json/wp/v2/users?search=${ lastName }`,
		`/wp-json/givewp/v3/donors?search=${ lastName }`,
		`/wp-json/givewp/v3/donations?search=${ lastName }`,
	];
	for ( const path of searches ) {
		const answer = await visitor.get( `${ baseUrl() }${ path }` );
		const body = await answer.json();
		expect(
			answer.status() === 401 ||
				( Array.isArray( body ) && body.length === 0 ),
			`${ path } answered ${ answer.status() } ${ JSON.stringify( body ) }`
		).toBe( true );
	}
	const htmlSearch = await (
		await visitor.get( `${ baseUrl() }/?s=${ lastName }` )
	).text();
	expect( htmlSearch ).not.toContain( email );
	expect( htmlSearch ).not.toContain( avatarHash );
	expect( campaigns ).not.toContain( lastName );
	await visitor.dispose();

	// Nor does typing her email into "Create an account" show her anonymous gift to whoever did it.
	const stranger = await playwright.request.newContext();
	const registered = await stranger.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId: await formIdByTitle( request, 'Keep the Light On' ),
				amount: 700,
				levelId: 'custom',
				firstName: 'Nosy',
				email,
				gatewayId: 'test',
				createAccount: true,
				accountPassword: 'nosy-stranger-1',
			},
		}
	);
	expect( registered.status() ).toBe( 201 );
	const dashboard = await (
		await stranger.get( `${ baseUrl() }/my-gifts/` )
	).text();
	expect( dashboard ).toContain( '$7.00' );
	expect( dashboard ).not.toContain( '$25.00' );
	await stranger.dispose();
} );
