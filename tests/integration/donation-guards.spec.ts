/**
 * Idempotency, honeypot, per-email rate limit and the emails, through the real REST route.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { baseUrl, demoFormId, siteState } from '../site';

const route = () => `${ baseUrl() }/wp-json/opengive/v1/donations`;

test.describe( 'donation guards', () => {
	let formId: number;
	const gift = ( overrides: Record< string, unknown > = {} ) => ( {
		formId,
		amount: 2000,
		levelId: 'custom',
		firstName: 'Guard',
		lastName: 'Test',
		email: 'guard@example.org',
		gatewayId: 'test',
		returnUrl: `${ baseUrl() }/donate/`,
		...overrides,
	} );
	const post = (
		request: APIRequestContext,
		data: Record< string, unknown >
	) => request.post( route(), { data } );

	test.beforeAll( async ( { request } ) => {
		formId = await demoFormId( request );
	} );

	test( 'a retried request with the same key records one donation', async ( {
		request,
	} ) => {
		const before = await siteState( request );
		const data = gift( {
			email: 'retry@example.org',
			// A key of this run's own: a rerun against the same site is a new attempt, not a retry.
			idempotencyKey: `e2e-retry-key-${ Date.now() }`,
		} );
		const first = await post( request, data );
		const second = await post( request, data );
		expect( first.status() ).toBe( 201 );
		expect( second.status() ).toBe( 201 );
		expect( ( await second.json() ).donationId ).toBe(
			( await first.json() ).donationId
		);
		expect( ( await siteState( request ) ).donations ).toBe(
			before.donations + 1
		);
	} );

	test( 'a filled honeypot gets 400 opengive_spam and writes nothing', async ( {
		request,
	} ) => {
		const before = await siteState( request );
		const response = await post(
			request,
			gift( {
				email: 'bot@example.org',
				opengive_website: 'http://spam',
			} )
		);
		expect( response.status() ).toBe( 400 );
		expect( ( await response.json() ).code ).toBe( 'opengive_spam' );
		expect( ( await siteState( request ) ).donations ).toBe(
			before.donations
		);
	} );

	test( 'the sixth donation from one email in ten minutes gets 429', async ( {
		request,
	} ) => {
		const email = `flood-${ Date.now() }@example.org`;
		for ( let i = 0; i < 5; i++ ) {
			expect(
				( await post( request, gift( { email } ) ) ).status()
			).toBe( 201 );
		}
		const before = await siteState( request );
		const response = await post( request, gift( { email } ) );
		expect( response.status() ).toBe( 429 );
		const body = await response.json();
		expect( body.code ).toBe( 'opengive_rate_limited' );
		expect( body.message ).toMatch(
			/Please wait \d+ minutes? and try again\./
		);
		expect( ( await siteState( request ) ).donations ).toBe(
			before.donations
		);
	} );

	test( 'a donation emails the donor a receipt and the site an alert', async ( {
		request,
	} ) => {
		const email = `mail-${ Date.now() }@example.org`;
		const receipt = await (
			await post( request, gift( { email } ) )
		).json();
		const { mails } = await siteState( request );
		const toDonor = mails.find( ( mail ) => mail.to === email );
		expect( toDonor?.subject ).toMatch(
			/^\[Test\] Your donation receipt from /
		);
		expect( toDonor?.message ).toContain(
			'Thank you for your donation of $20.00'
		);
		expect( toDonor?.message ).toContain( receipt.receiptUrl );
		expect(
			mails.some(
				( mail ) =>
					mail.subject ===
					'[Test] New donation: $20.00 from Guard Test'
			)
		).toBe( true );
	} );
} );
