/**
 * Logs in to wp-admin through the real login form.
 */
import type { Page } from '@playwright/test';
import { baseUrl } from '../../site';

export async function logInAsAdmin( page: Page ): Promise< void > {
	await page.goto( `${ baseUrl() }/wp-login.php` );
	await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await page.waitForURL( /\/wp-admin\/?/ );
}
