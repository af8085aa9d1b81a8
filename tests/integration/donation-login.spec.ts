/**
 * Logging in from inside the donation form, and the login/register panel swap (spec section 7).
 */
import { test, expect } from '@playwright/test';
import { baseUrl, demoFormId } from '../site';

const ajax = () => `${ baseUrl() }/wp-admin/admin-ajax.php`;

test( 'give_process_donation_login: a wrong password answers the error HTML, the right one success and the donor', async ( {
	playwright,
	request,
} ) => {
	const formId = String( await demoFormId( request ) );
	const wrong = await (
		await request.post( ajax(), {
			form: {
				action: 'give_process_donation_login',
				give_ajax: '1',
				give_user_login: 'admin',
				give_user_pass: 'not-the-password',
				give_form_id: formId,
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
			give_user_login: 'admin',
			give_user_pass: 'password',
			give_form_id: formId,
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
