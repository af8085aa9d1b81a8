/**
 * Logging in from inside the donation form, and the login/register panel swap (spec section 7).
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { baseUrl, demoFormId } from '../site';
import { loginNonce } from '../accounts';

const ajax = () => `${ baseUrl() }/wp-admin/admin-ajax.php`;

/**
 * A fresh account, so this suite's wrong passwords count against no account another suite logs in
 * to (five failures in ten minutes hold an account: LoginThrottle).
 * @param request Request context.
 */
async function freshAccount(
	request: APIRequestContext
): Promise< { login: string; password: string } > {
	return (
		await request.post( `${ baseUrl() }/wp-json/opengive-test/v1/user`, {
			data: { role: 'subscriber' },
		} )
	).json();
}

test( 'give_process_donation_login: a wrong password answers the error HTML, the right one success and the donor', async ( {
	playwright,
	request,
} ) => {
	const formId = String( await demoFormId( request ) );
	const account = await freshAccount( request );
	const wrong = await (
		await request.post( ajax(), {
			form: {
				action: 'give_process_donation_login',
				give_ajax: '1',
				give_user_login: account.login,
				give_user_pass: 'not-the-password',
				give_form_id: formId,
				give_login_nonce: await loginNonce( request ),
			},
		} )
	).json();
	expect( wrong.success ).toBe( false );
	expect( wrong.data ).toContain(
		'That username or email and password do not match an account.'
	);

	// A fresh cookie jar, so the login does not leak into other tests' requests.
	const visitor = await playwright.request.newContext();
	const right = await visitor.post( ajax(), {
		form: {
			action: 'give_process_donation_login',
			give_ajax: '1',
			give_user_login: account.login,
			give_user_pass: account.password,
			give_form_id: formId,
			give_login_nonce: await loginNonce( visitor ),
		},
	} );
	const body = await right.json();
	expect( body.success ).toBe( true );
	expect( body.data ).toContain( 'You are now logged in.' );
	expect( body.user.email ).toMatch( /@/ );
	const cookies = await visitor.storageState();
	expect(
		cookies.cookies.some( ( cookie ) =>
			cookie.name.startsWith( 'wordpress_logged_in_' )
		)
	).toBe( true );
	await visitor.dispose();
} );

test( 'login CSRF: a login without the nonce, or with a nonce fetched by another browser, is refused and logs nobody in', async ( {
	playwright,
	request,
} ) => {
	const formId = String( await demoFormId( request ) );
	// The attacker fetches a nonce with their own cookie jar...
	const attacker = await playwright.request.newContext();
	const attackersNonce = await loginNonce( attacker );
	expect( attackersNonce ).toMatch( /^[a-f0-9]{20}$/ );
	await attacker.dispose();
	// ...and makes the victim's browser post a login to the attacker's account with it, or without any.
	for ( const nonce of [ undefined, '', attackersNonce ] ) {
		const victim = await playwright.request.newContext();
		const answer = await victim.post( ajax(), {
			form: {
				action: 'give_process_donation_login',
				give_ajax: '1',
				give_user_login: 'admin',
				give_user_pass: 'password',
				give_form_id: formId,
				...( nonce === undefined ? {} : { give_login_nonce: nonce } ),
			},
		} );
		expect( answer.status() ).toBe( 403 );
		const body = await answer.json();
		expect( body ).toMatchObject( {
			success: false,
			code: 'opengive_invalid_login_nonce',
		} );
		expect( body.data ).toContain( 'This login form has expired.' );
		const cookies = ( await victim.storageState() ).cookies;
		expect(
			cookies.some( ( cookie ) =>
				cookie.name.startsWith( 'wordpress_logged_in_' )
			)
		).toBe( false );
		await victim.dispose();
	}
} );

test( 'no user enumeration: an unknown login and a wrong password for a real account get the same answer', async ( {
	request,
} ) => {
	const formId = String( await demoFormId( request ) );
	const attempt = async ( login: string ) => {
		const answer = await request.post( ajax(), {
			form: {
				action: 'give_process_donation_login',
				give_ajax: '1',
				give_user_login: login,
				give_user_pass: 'not-the-password',
				give_form_id: formId,
				give_login_nonce: await loginNonce( request ),
			},
		} );
		return { status: answer.status(), body: await answer.json() };
	};
	const known = await attempt( ( await freshAccount( request ) ).login );
	const unknown = await attempt( `nobody-${ Date.now() }@example.org` );
	expect( known.body.success ).toBe( false );
	expect( unknown ).toEqual( known );
} );

test( 'the panel swap actions answer the login and register panels; cancel answers JSON fields', async ( {
	request,
} ) => {
	const formId = String( await demoFormId( request ) );
	const login = await (
		await request.post( ajax(), {
			form: { action: 'give_checkout_login', form_id: formId },
		} )
	).text();
	expect( login ).toContain( 'name="give_user_login"' );
	expect( login ).toContain( 'data-action="give_process_donation_login"' );

	const register = await (
		await request.post( ajax(), {
			form: { action: 'give_checkout_register', form_id: formId },
		} )
	).text();
	expect( register ).toContain( 'data-action="give_checkout_login"' );

	const cancel = await (
		await request.post( ajax(), {
			form: { action: 'give_cancel_login', form_id: formId },
		} )
	).json();
	expect( cancel.fields ).toContain( 'id="give-register-fields"' );
} );
