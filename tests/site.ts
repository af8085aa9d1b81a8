/**
 * Where the site under test is, and helpers to look inside it (through the test-helpers plugin).
 */
import type { APIRequestContext } from '@playwright/test';

export function baseUrl(): string {
	const url = process.env.WP_BASE_URL;
	if ( ! url ) {
		throw new Error( 'WP_BASE_URL is not set (global-setup sets it).' );
	}
	return url.replace( /\/$/, '' );
}

export interface SiteState {
	/** 'sqlite' on Playground, 'mysql' on the native MariaDB target. */
	database: 'sqlite' | 'mysql';
	donations: number;
	donors: number;
	last: Record< string, string | null > | null;
	debugLog: string;
	forms: number[];
	mails: Array< { to: string; subject: string; message: string } >;
	subscriptions: number;
	lastSubscription: Record< string, string | null > | null;
	/** Gifts (first + renewals) per subscription id. */
	giftsBySubscription: Record< string, number >;
}

export async function siteState(
	request: APIRequestContext
): Promise< SiteState > {
	const response = await request.get(
		`${ baseUrl() }/wp-json/opengive-test/v1/state`
	);
	if ( ! response.ok() ) {
		throw new Error( `test-helpers state: HTTP ${ response.status() }` );
	}
	return ( await response.json() ) as SiteState;
}

/**
 * The notes on a donation (admin and system), oldest first.
 *
 * @param request    Request context.
 * @param donationId Donation id.
 */
export async function donationNotes(
	request: APIRequestContext,
	donationId: number
): Promise< string[] > {
	const response = await request.get(
		`${ baseUrl() }/wp-json/opengive-test/v1/notes?donation=${ donationId }`
	);
	if ( ! response.ok() ) {
		throw new Error( `test-helpers notes: HTTP ${ response.status() }` );
	}
	return ( await response.json() ) as string[];
}

/**
 * How many gifts (first and renewals) a subscription has.
 *
 * @param request        Request context.
 * @param subscriptionId Subscription id.
 */
export async function giftsOf(
	request: APIRequestContext,
	subscriptionId: number | string | null | undefined
): Promise< number | undefined > {
	return ( await siteState( request ) ).giftsBySubscription[
		String( subscriptionId )
	];
}

/**
 * The demo form the blueprint seeded (the first published form).
 * @param request
 */
export async function demoFormId(
	request: APIRequestContext
): Promise< number > {
	const { forms } = await siteState( request );
	if ( forms.length === 0 ) {
		throw new Error( 'The demo site has no published donation form.' );
	}
	return Math.min( ...forms );
}

/** The local payment-provider fakes global-setup started. */
export function fakeProvidersUrl(): string {
	const url = process.env.OPENGIVE_FAKE_PROVIDERS_URL;
	if ( ! url ) {
		throw new Error(
			'OPENGIVE_FAKE_PROVIDERS_URL is not set (global-setup sets it).'
		);
	}
	return url;
}

/**
 * A published demo form by its exact title.
 * @param request
 * @param title
 */
export async function formIdByTitle(
	request: APIRequestContext,
	title: string
): Promise< number > {
	const forms = ( await (
		await request.get(
			`${ baseUrl() }/wp-json/wp/v2/opengive-forms?per_page=100&search=${ encodeURIComponent(
				title
			) }`
		)
	).json() ) as Array< { id: number; title: { rendered: string } } >;
	const form = forms.find( ( item ) => item.title.rendered === title );
	if ( ! form ) {
		throw new Error( `The demo site has no form titled "${ title }".` );
	}
	return form.id;
}

/**
 * A REST nonce for a logged-in cookie jar, from give_donation_form_reset_all_nonce (what the form
 * itself calls after a login).
 * @param context
 */
export async function restNonce(
	context: APIRequestContext
): Promise< string > {
	const answer = await (
		await context.post( `${ baseUrl() }/wp-admin/admin-ajax.php`, {
			form: {
				action: 'give_donation_form_reset_all_nonce',
				give_form_id: String( await demoFormId( context ) ),
			},
		} )
	).json();
	if ( ! /^[a-f0-9]{10}$/.test( String( answer?.data?.rest_nonce ) ) ) {
		throw new Error( 'No REST nonce for this cookie jar' );
	}
	return answer.data.rest_nonce;
}

export interface LoggedIn {
	context: APIRequestContext;
	/** X-WP-Nonce for this user's REST calls. */
	nonce: string;
}

type NewRequestContext = ( options?: {
	extraHTTPHeaders?: Record< string, string >;
} ) => Promise< APIRequestContext >;

/**
 * Options for a request context a spec keeps across tests: a new connection per request. Kept-alive
 * sockets of a context that idles while a slow test runs are closed by the site's server (Node's
 * 5 s keep-alive timeout in Playground); the next request on one then fails with ECONNRESET.
 */
export const FRESH_CONNECTIONS = { extraHTTPHeaders: { Connection: 'close' } };

/**
 * A cookie jar logged in as a fresh user with the role, and its REST nonce.
 *
 * @param playwright                    Playwright (for a new request context).
 * @param playwright.request
 * @param playwright.request.newContext
 * @param role                          'administrator', 'give_manager', 'subscriber', ...
 */
export async function logInWithRole(
	playwright: { request: { newContext: NewRequestContext } },
	role: string
): Promise< LoggedIn > {
	const setup = await playwright.request.newContext();
	const user = await (
		await setup.post( `${ baseUrl() }/wp-json/opengive-test/v1/user`, {
			data: { role },
		} )
	).json();
	await setup.dispose();
	const context = await playwright.request.newContext( FRESH_CONNECTIONS );
	await context.get( `${ baseUrl() }/wp-login.php` );
	await context.post( `${ baseUrl() }/wp-login.php`, {
		form: {
			log: user.login,
			pwd: user.password,
			'wp-submit': 'Log In',
			testcookie: '1',
		},
		maxRedirects: 0,
	} );
	const nonce = await (
		await context.get(
			`${ baseUrl() }/wp-admin/admin-ajax.php?action=rest-nonce`
		)
	).text();
	if ( ! /^[a-f0-9]{10}$/.test( nonce ) ) {
		throw new Error( `Could not log in as ${ role }` );
	}
	return { context, nonce };
}
