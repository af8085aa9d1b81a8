/**
 * The server-rendered form works without JavaScript: a plain POST to admin-post.php donates and
 * redirects to the receipt, or redirects back with the error and the donor's entries.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, demoFormId, siteState } from '../site';

test.describe( 'no-JavaScript form post', () => {
	let formId: number;

	let formHash: string;

	test.beforeAll( async ( { request } ) => {
		formId = await demoFormId( request );
		// The hash the server form carries, as a browser would send it back.
		const page = await (
			await request.get( `${ baseUrl() }/donate/` )
		).text();
		formHash =
			page.match( /name="give-form-hash" value="([^"]+)"/ )?.[ 1 ] ?? '';
		expect( formHash ).not.toBe( '' );
	} );

	const post = (
		request: import( '@playwright/test' ).APIRequestContext,
		fields: Record< string, string >
	) =>
		request.post( `${ baseUrl() }/wp-admin/admin-post.php`, {
			form: {
				action: 'opengive_donate',
				'give-form-id': String( formId ),
				'give-current-url': `${ baseUrl() }/donate/`,
				'give-price-id': 'custom',
				'give-amount': '',
				give_first: 'Plain',
				give_last: 'Html',
				give_email: 'plain@example.org',
				'payment-mode': 'test',
				'give-form-hash': formHash,
				...fields,
			},
			maxRedirects: 0,
		} );

	test( 'the page carries no idempotency key that a full-page cache would hand to every donor', async ( {
		request,
	} ) => {
		const page = await (
			await request.get( `${ baseUrl() }/donate/` )
		).text();
		expect( page ).toContain( 'name="give-form-hash"' );
		expect( page ).not.toContain( 'opengive-attempt' );
		expect( page ).not.toMatch(
			/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/
		);
	} );

	test( 'a double-submitted post (same browser, same fields) is one donation; the same fields from another browser are another', async ( {
		request,
	} ) => {
		const fields = {
			'give-amount': '17.00',
			give_email: `double-${ Date.now() }@example.org`,
		};
		const before = await siteState( request );
		const [ first, second ] = [
			await post( request, fields ),
			await post( request, fields ),
		];
		expect( first.status() ).toBe( 303 );
		expect( first.headers().location ).toMatch(
			/opengive-receipt=[a-f0-9]{32}$/
		);
		expect( second.headers().location ).toBe( first.headers().location );
		expect( ( await siteState( request ) ).donations ).toBe(
			before.donations + 1
		);

		// A second donor behind the same cached page: same fields, another browser.
		const other = await request.post(
			`${ baseUrl() }/wp-admin/admin-post.php`,
			{
				form: {
					action: 'opengive_donate',
					'give-form-id': String( formId ),
					'give-current-url': `${ baseUrl() }/donate/`,
					'give-price-id': 'custom',
					give_first: 'Plain',
					give_last: 'Html',
					'payment-mode': 'test',
					'give-form-hash': formHash,
					...fields,
				},
				headers: { 'User-Agent': 'Another browser/1.0' },
				maxRedirects: 0,
			}
		);
		expect( other.status() ).toBe( 303 );
		expect( other.headers().location ).toMatch(
			/opengive-receipt=[a-f0-9]{32}$/
		);
		expect( other.headers().location ).not.toBe( first.headers().location );
		expect( ( await siteState( request ) ).donations ).toBe(
			before.donations + 2
		);
	} );

	test( 'a valid post donates and redirects to the receipt', async ( {
		request,
	} ) => {
		const before = await siteState( request );
		// A fresh email: the same fields from this client within ten minutes would be a replay.
		const response = await post( request, {
			'give-amount': '$1,234.56',
			give_email: `plain-${ Date.now() }@example.org`,
		} );
		expect( response.status() ).toBe( 303 );
		const location = response.headers().location;
		expect( location ).toMatch(
			/\/donate\/\?opengive-receipt=[a-f0-9]{32}$/
		);
		expect( ( await siteState( request ) ).donations ).toBe(
			before.donations + 1
		);

		const receipt = await ( await request.get( location ) ).text();
		expect( receipt ).toContain( 'Thank you for your donation!' );
		expect( receipt ).toContain( '$1,234.56' );
	} );

	test( 'a rejected post returns to the form with the message and the entries kept', async ( {
		request,
	} ) => {
		const before = await siteState( request );
		const response = await post( request, {
			'give-amount': '1',
			give_first: 'Keep Me',
		} );
		expect( response.status() ).toBe( 303 );
		const location = response.headers().location;
		expect( location ).toMatch(
			/opengive-error=[a-f0-9]{24}#opengive-form-\d+$/
		);
		expect( ( await siteState( request ) ).donations ).toBe(
			before.donations
		);

		const first = await request.get( location );
		expect( first.headers()[ 'cache-control' ] ).toContain( 'no-store' );
		expect( first.headers()[ 'cache-control' ] ).toContain( 'private' );
		const page = await first.text();
		expect( page ).toContain( 'The minimum donation is $5.00.' );
		expect( page ).toContain( 'value="Keep Me"' );
		expect( page ).toMatch( /value="custom"\s+checked/ );

		// The address carries the donor's entries once: opened again (a shared or leaked link), it
		// shows neither the message nor what was typed.
		const again = await ( await request.get( location ) ).text();
		expect( again ).not.toContain( 'Keep Me' );
		expect( again ).not.toContain( 'The minimum donation is $5.00.' );
	} );

	test( 'a receipt page is never stored by a cache (Cache-Control: private, no-store)', async ( {
		request,
	} ) => {
		const response = await post( request, {
			'give-amount': '12.00',
			give_first: 'Cache Check',
			give_email: 'cache-check@example.org',
		} );
		expect( response.status() ).toBe( 303 );
		const location = response.headers().location;
		expect( location ).toMatch( /opengive-receipt=[a-f0-9]{32}$/ );
		const receipt = await request.get( location );
		expect( receipt.status() ).toBe( 200 );
		expect( receipt.headers()[ 'cache-control' ] ).toContain( 'no-store' );
		expect( receipt.headers()[ 'cache-control' ] ).toContain( 'private' );
		// The same page without the key is public and cacheable as the site decides.
		const plain = await request.get( location.replace( /\?.*$/, '' ) );
		expect( plain.headers()[ 'cache-control' ] ?? '' ).not.toContain(
			'no-store'
		);
	} );

	test( 'a stale or missing form hash returns to the form with the entries kept and nothing charged', async ( {
		request,
	} ) => {
		const before = await siteState( request );
		for ( const hash of [ 'stale0000', '' ] ) {
			const response = await post( request, {
				'give-amount': '20',
				'give-form-hash': hash,
				give_first: 'Stale Page',
			} );
			expect( response.status() ).toBe( 303 );
			const page = await (
				await request.get( response.headers().location )
			).text();
			expect( page ).toContain(
				'This form was open for a long time and expired for your security.'
			);
			expect( page ).toContain( 'value="Stale Page"' );
		}
		expect( ( await siteState( request ) ).donations ).toBe(
			before.donations
		);
	} );
} );
