/**
 * Donor-account helpers for the integration and e2e suites: following the mailed confirmation link,
 * and the in-form login (with its nonce) for a cookie jar.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { baseUrl, siteState } from './site';

/**
 * The last confirmation link mailed to an address (the test-helpers plugin captures mail).
 *
 * @param request Any request context.
 * @param email   Address.
 */
export async function confirmationLink(
	request: APIRequestContext,
	email: string
): Promise< string > {
	const links = ( await siteState( request ) ).mails
		.filter( ( mail ) => mail.to === email )
		.map(
			( mail ) =>
				mail.message.match(
					/https?:\/\/\S*[?&]opengive-verify-email=[0-9a-f.]+/
				)?.[ 0 ]
		)
		.filter( ( link ): link is string => typeof link === 'string' );
	const link = links[ links.length - 1 ];
	if ( ! link ) {
		throw new Error( `No confirmation link was mailed to ${ email }.` );
	}
	return link;
}

/**
 * Follows the confirmation link mailed to an address with a (logged-in) cookie jar.
 *
 * @param context The account's cookie jar.
 * @param email   Address.
 */
export async function confirmEmail(
	context: APIRequestContext,
	email: string
): Promise< APIResponse > {
	return context.get( await confirmationLink( context, email ) );
}

/**
 * Asks the in-form login nonce for a cookie jar (it is bound to a cookie of that jar).
 *
 * @param context Cookie jar.
 */
export async function loginNonce(
	context: APIRequestContext
): Promise< string > {
	const answer = await (
		await context.post( `${ baseUrl() }/wp-admin/admin-ajax.php`, {
			form: { action: 'opengive_login_nonce' },
		} )
	).json();
	return String( answer?.data?.nonce ?? '' );
}

/**
 * Logs a cookie jar in through the in-form login.
 *
 * @param context  Cookie jar.
 * @param login    Username or email.
 * @param password Password.
 * @param formId   A form id.
 */
export async function logInFromForm(
	context: APIRequestContext,
	login: string,
	password: string,
	formId: number
): Promise< APIResponse > {
	return context.post( `${ baseUrl() }/wp-admin/admin-ajax.php`, {
		form: {
			action: 'give_process_donation_login',
			give_ajax: '1',
			give_user_login: login,
			give_user_pass: password,
			give_form_id: String( formId ),
			give_login_nonce: await loginNonce( context ),
		},
	} );
}
