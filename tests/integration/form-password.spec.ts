/**
 * A password-protected donation form (post_password on the form post), over HTTP as a visitor sees
 * it: the form view and GiveWP's form view route print WordPress's password form and are not cached;
 * a gift through the REST route, GiveWP's give_process_donation check or the no-JavaScript post is
 * refused until the visitor entered the password at wp-login.php?action=postpass, as WordPress's own
 * password form posts it. PHPUnit's FormPasswordTest covers the block, the REST data and the grid.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { baseUrl } from '../site';

const PASSWORD = 'open sesame';
const run = Date.now().toString( 36 );
let formId = 0;

const formView = () => `${ baseUrl() }/?opengive-form-view=${ formId }`;
const givewpView = () =>
	`${ baseUrl() }/?givewp-route=donation-form-view&form-id=${ formId }`;

test.beforeAll( async ( { request } ) => {
	const created = await request.post(
		`${ baseUrl() }/wp-json/opengive-test/v1/forms`,
		{
			data: {
				forms: [
					{
						title: `Members only ${ run }`,
						password: PASSWORD,
						settings: {
							levels: [
								{ id: '1', amount: 2000, label: 'Members' },
							],
							defaultLevel: '1',
							customAmount: false,
							currency: { code: 'USD' },
							gateways: [ 'test' ],
						},
					},
				],
			},
		}
	);
	expect( created.ok() ).toBe( true );
	formId = ( ( await created.json() ) as number[] )[ 0 ] as number;
} );

/**
 * Enters the password as WordPress's password form does; the cookie lands in the context.
 * @param context Cookie jar.
 */
async function enterPassword( context: APIRequestContext ) {
	const answer = await context.post(
		`${ baseUrl() }/wp-login.php?action=postpass`,
		{
			form: { post_password: PASSWORD, Submit: 'Enter' },
			headers: { Referer: formView() },
			maxRedirects: 0,
		}
	);
	expect( answer.status() ).toBe( 302 );
}

/**
 * A gift through each public path.
 * @param context Cookie jar.
 * @param email   Donor email.
 */
async function give( context: APIRequestContext, email: string ) {
	const rest = await context.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId,
				amount: 2000,
				levelId: '1',
				firstName: 'Member',
				email,
				gatewayId: 'test',
			},
		}
	);
	// The form's hash, as the form's script fetches a fresh one (GiveWP's give_donation_form_nonce).
	const hash = await context.post( `${ baseUrl() }/wp-admin/admin-ajax.php`, {
		form: {
			action: 'give_donation_form_nonce',
			give_form_id: String( formId ),
		},
	} );
	const fields = {
		'give-form-hash': String( ( await hash.json() ).data ),
		'give-form-id': String( formId ),
		'give-price-id': '1',
		give_first: 'Member',
		give_email: email,
		'payment-mode': 'test',
	};
	const check = await context.post(
		`${ baseUrl() }/wp-admin/admin-ajax.php`,
		{
			form: {
				action: 'give_process_donation',
				give_ajax: 'true',
				...fields,
			},
		}
	);
	const plain = await context.post(
		`${ baseUrl() }/wp-admin/admin-post.php`,
		{
			form: {
				action: 'opengive_donate',
				'give-current-url': formView(),
				...fields,
			},
			maxRedirects: 0,
		}
	);
	return {
		rest: { status: rest.status(), body: await rest.json() },
		check: await check.text(),
		plain: {
			status: plain.status(),
			location: plain.headers().location ?? '',
		},
	};
}

test( 'the form view and GiveWP’s form view route print WordPress’s password form, uncached, until the password is entered', async ( {
	playwright,
} ) => {
	const visitor = await playwright.request.newContext();
	const pages = [];
	for ( const url of [ formView(), givewpView() ] ) {
		const answer = await visitor.get( url );
		pages.push( {
			status: answer.status(),
			cache: answer.headers()[ 'cache-control' ] ?? '',
			html: await answer.text(),
		} );
	}
	await enterPassword( visitor );
	const unlocked = await ( await visitor.get( formView() ) ).text();
	await visitor.dispose();

	for ( const page of pages ) {
		expect( page.status ).toBe( 200 );
		expect( page.cache ).toContain( 'no-cache' );
		expect( page.html ).toContain( 'class="post-password-form"' );
		expect( page.html ).toContain( 'name="post_password"' );
		expect( page.html ).not.toContain( 'data-opengive-form' );
		expect( page.html ).not.toContain( 'name="give-price-id"' );
		expect( page.html ).not.toContain( '$20.00' );
	}
	expect( unlocked ).toContain( 'data-opengive-form' );
	expect( unlocked ).toContain( 'name="give-price-id"' );
} );

test( 'a gift is refused without the password through the REST route, give_process_donation and the no-JavaScript post, and taken with it', async ( {
	playwright,
} ) => {
	const visitor = await playwright.request.newContext();
	const locked = await give( visitor, `locked.${ run }@example.org` );
	await enterPassword( visitor );
	const unlocked = await give( visitor, `member.${ run }@example.org` );
	await visitor.dispose();

	expect( locked.rest.status ).toBe( 403 );
	expect( locked.rest.body.code ).toBe( 'opengive_form_password_required' );
	expect( locked.rest.body.message ).toContain( 'protected by a password' );
	expect( locked.check ).toContain(
		'data-code="opengive_form_password_required"'
	);
	expect( locked.plain.status ).toBe( 303 );
	expect( locked.plain.location ).toContain( 'opengive-error=' );
	expect( locked.plain.location ).not.toContain( 'opengive-receipt=' );

	expect( unlocked.rest.status ).toBe( 201 );
	expect( unlocked.check ).toBe( 'success' );
	expect( unlocked.plain.status ).toBe( 303 );
	expect( unlocked.plain.location ).toContain( 'opengive-receipt=' );
} );
