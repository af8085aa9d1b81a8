/**
 * Logs in to wp-admin through the real login form.
 */
import { expect, type Page } from '@playwright/test';
import { baseUrl } from '../../site';

export async function logInAsAdmin( page: Page ): Promise< void > {
	await page.goto( `${ baseUrl() }/wp-login.php` );
	await fillLogin( page, 'admin', 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await page.waitForURL( /\/wp-admin\/?/ );
}

/**
 * Fills WordPress's login form. The page focuses and selects the username field 200 ms after it
 * loads (wp_attempt_focus): a password typed before that went into the username field on a loaded
 * machine. So wait for that focus first, then fill, then check both fields.
 *
 * @param page     The login page (or window).
 * @param login    Username.
 * @param password Password.
 */
export async function fillLogin(
	page: Page,
	login: string,
	password: string
): Promise< void > {
	const user = page.locator( '#user_login' );
	const pass = page.locator( '#user_pass' );
	await expect( user ).toBeFocused();
	await user.fill( login );
	await pass.fill( password );
	await expect( user ).toHaveValue( login );
	await expect( pass ).toHaveValue( password );
}

/**
 * The REST nonce a wp-admin page's own requests carry (api-fetch's nonce middleware), for requests
 * a spec makes beside the screen (putting settings back, say).
 *
 * @param page A page showing a wp-admin screen.
 */
export function restNonce( page: Page ): Promise< string > {
	return page.evaluate(
		() =>
			(
				window as unknown as {
					wp: { apiFetch: { nonceMiddleware: { nonce: string } } };
				}
			 ).wp.apiFetch.nonceMiddleware.nonce
	);
}
