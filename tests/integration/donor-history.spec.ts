/**
 * Donor history by email (give_confirm_email_for_donations_access): the same answer whether or not
 * the email has given, a signed link that works once and expires, a rate limit, and a session that
 * shows only that donor's gifts until sign-out.
 */
import {
	test,
	expect,
	type APIRequestContext,
	type PlaywrightWorkerArgs,
} from '@playwright/test';
import { baseUrl, formIdByTitle, siteState } from '../site';

const ACTION = 'give_confirm_email_for_donations_access';

async function settings(
	request: APIRequestContext,
	values: Record< string, unknown >
) {
	const answer = await request.post(
		`${ baseUrl() }/wp-json/opengive-test/v1/settings`,
		{ data: values }
	);
	expect( answer.ok() ).toBe( true );
}

/**
 * A Location header (WordPress may send a path) as a full address.
 * @param location
 */
const absolute = ( location: string | undefined ): string =>
	new URL( location ?? '/', baseUrl() ).toString();

/**
 * The dashboard's email form: its nonce and return address.
 * @param visitor
 */
async function emailForm( visitor: APIRequestContext ) {
	const page = await (
		await visitor.get( `${ baseUrl() }/my-gifts/` )
	).text();
	const nonce = page.match( /name="nonce" value="([^"]+)"/ );
	const back = page.match( /name="return" value="([^"]+)"/ );
	expect( nonce, 'the guest dashboard offers the email form' ).not.toBeNull();
	return {
		nonce: ( nonce as RegExpMatchArray )[ 1 ] as string,
		back: ( ( back as RegExpMatchArray )[ 1 ] as string ).replace(
			/&amp;/g,
			'&'
		),
	};
}

async function ask(
	visitor: APIRequestContext,
	email: string,
	nonce: string,
	back: string
) {
	return visitor.post( `${ baseUrl() }/wp-admin/admin-ajax.php`, {
		form: { action: ACTION, email, nonce, return: back },
	} );
}

/**
 * The donor-history link in the newest mail to this address.
 * @param request
 * @param email
 */
async function mailedLink(
	request: APIRequestContext,
	email: string
): Promise< string > {
	const mails = ( await siteState( request ) ).mails.filter(
		( mail ) =>
			mail.to === email && mail.subject.startsWith( 'Your gifts to' )
	);
	const last = mails[ mails.length - 1 ];
	const link = last?.message.match(
		/https?:\/\/\S*opengive-history=[0-9a-f.]+/
	);
	expect( link, `a link was mailed to ${ email }` ).not.toBeNull();
	return ( link as RegExpMatchArray )[ 0 ];
}

/**
 * A fresh donor with one completed gift of a recognisable amount.
 * @param playwright
 * @param request
 * @param label
 * @param amount
 */
async function donorWithGift(
	playwright: PlaywrightWorkerArgs[ 'playwright' ],
	request: APIRequestContext,
	label: string,
	amount: number
) {
	const email = `history-${ label }-${ Date.now() }@example.org`;
	const giver = await playwright.request.newContext();
	const made = await giver.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId: await formIdByTitle( request, 'Keep the Light On' ),
				amount,
				levelId: 'custom',
				firstName: 'History',
				email,
				gatewayId: 'test',
			},
		}
	);
	expect( made.status() ).toBe( 201 );
	await giver.dispose();
	return email;
}

test.beforeAll( async ( { request } ) => {
	// Every request of a run comes from 127.0.0.1: the per-address limit is tested on its own below.
	await settings( request, { donor_history_rate_ip: 1000 } );
} );

test( 'the answer is the same whether or not the email has given; only a donor gets mail', async ( {
	playwright,
	request,
} ) => {
	test.setTimeout( 120_000 );
	const known = await donorWithGift( playwright, request, 'known', 713 );
	const unknown = `history-nobody-${ Date.now() }@example.org`;
	const visitor = await playwright.request.newContext();
	const { nonce, back } = await emailForm( visitor );
	const first = await ask( visitor, known, nonce, back );
	const second = await ask( visitor, unknown, nonce, back );
	expect( first.status() ).toBe( 200 );
	expect( second.status() ).toBe( first.status() );
	const body = await first.json();
	expect( body.status ).toBe( 'success' );
	expect( await second.json() ).toEqual( body );
	const mails = ( await siteState( request ) ).mails;
	const links = mails.filter( ( mail ) =>
		mail.subject.startsWith( 'Your gifts to' )
	);
	expect( links.filter( ( mail ) => mail.to === known ) ).toHaveLength( 1 );
	expect( mails.filter( ( mail ) => mail.to === unknown ) ).toHaveLength( 0 );
	await visitor.dispose();
} );

test( 'the mailed link opens only that donor’s gifts, works once, and sign-out ends the session', async ( {
	playwright,
	request,
} ) => {
	test.setTimeout( 120_000 );
	const email = await donorWithGift( playwright, request, 'once', 1337 );
	const other = await donorWithGift( playwright, request, 'other', 4242 );
	const asker = await playwright.request.newContext();
	const { nonce, back } = await emailForm( asker );
	expect( ( await ask( asker, email, nonce, back ) ).status() ).toBe( 200 );
	await asker.dispose();
	const link = await mailedLink( request, email );

	// Another browser follows the link: the token leaves the address, a session cookie arrives.
	const guest = await playwright.request.newContext();
	const followed = await guest.get( link, { maxRedirects: 0 } );
	expect( followed.status() ).toBe( 302 );
	expect( followed.headers().location ).not.toContain( 'opengive-history=' );
	expect( followed.headers()[ 'set-cookie' ] ).toMatch(
		/opengive_donor_history=[0-9a-f]{64};.*HttpOnly/i
	);
	const dashboard = await (
		await guest.get( `${ baseUrl() }/my-gifts/` )
	).text();
	expect( dashboard ).toContain( `Showing the gifts made with ${ email }` );
	expect( dashboard ).toContain( '$13.37' );
	expect( dashboard ).not.toContain( '$42.42' );
	expect( dashboard ).not.toContain( other );
	// Read-only: a guest session carries no controls for changing recurring gifts.
	expect( dashboard ).not.toContain( 'data-opengive-subscription' );

	// The same link again, from a third browser: refused, nothing shown.
	const replay = await playwright.request.newContext();
	const again = await replay.get( link, { maxRedirects: 0 } );
	expect( again.headers().location ).toContain(
		'opengive-history-error=invalid'
	);
	const refused = await (
		await replay.get( absolute( again.headers().location ) )
	).text();
	expect( refused ).toContain(
		'That link is not valid or was already used.'
	);
	expect( refused ).not.toContain( '$13.37' );
	await replay.dispose();

	// Sign out (admin-post with the page's nonce): the dashboard is the guest form again.
	const signOutNonce = dashboard.match( /name="_wpnonce" value="([^"]+)"/ );
	expect( signOutNonce ).not.toBeNull();
	const out = await guest.post( `${ baseUrl() }/wp-admin/admin-post.php`, {
		form: {
			action: 'opengive_donor_history_sign_out',
			_wpnonce: ( signOutNonce as RegExpMatchArray )[ 1 ] as string,
		},
		headers: { Referer: `${ baseUrl() }/my-gifts/` },
		maxRedirects: 0,
	} );
	expect( out.status() ).toBe( 302 );
	expect( out.headers().location ).toBe(
		`${ baseUrl() }/my-gifts/?opengive-signed-out=1`
	);
	const after = await (
		await guest.get( out.headers().location as string )
	).text();
	expect( after ).not.toContain( '$13.37' );
	expect( after ).toContain( 'name="email"' );
	// The one-time notice (a toast once the dashboard's script runs).
	expect( after ).toContain(
		'data-opengive-toast="opengive-signed-out">You are signed out.</p>'
	);
	await guest.dispose();
} );

test( 'an expired link is refused with its own message', async ( {
	playwright,
	request,
} ) => {
	test.setTimeout( 120_000 );
	const email = await donorWithGift( playwright, request, 'expired', 999 );
	await settings( request, { donor_history_link_lifetime: 2 } );
	try {
		const visitor = await playwright.request.newContext();
		const { nonce, back } = await emailForm( visitor );
		expect( ( await ask( visitor, email, nonce, back ) ).status() ).toBe(
			200
		);
		const link = await mailedLink( request, email );
		await new Promise( ( done ) => setTimeout( done, 3000 ) );
		const followed = await visitor.get( link, { maxRedirects: 0 } );
		expect( followed.headers().location ).toContain(
			'opengive-history-error=expired'
		);
		const page = await (
			await visitor.get( absolute( followed.headers().location ) )
		).text();
		expect( page ).toContain( 'That link has expired.' );
		expect( page ).not.toContain( '$9.99' );
		await visitor.dispose();
	} finally {
		await settings( request, { donor_history_link_lifetime: 86400 } );
	}
} );

test( 'a bad nonce and too many requests get an error status and a sentence', async ( {
	playwright,
} ) => {
	const visitor = await playwright.request.newContext();
	const { nonce, back } = await emailForm( visitor );
	const forged = await ask( visitor, 'someone@example.org', 'bad', back );
	expect( forged.status() ).toBe( 403 );
	expect( ( await forged.json() ).status ).toBe( 'error' );

	// Three links per email per 15 minutes, whether or not the email has given.
	const email = `history-flood-${ Date.now() }@example.org`;
	for ( let i = 0; i < 3; i++ ) {
		expect( ( await ask( visitor, email, nonce, back ) ).status() ).toBe(
			200
		);
	}
	const limited = await ask( visitor, email, nonce, back );
	expect( limited.status() ).toBe( 429 );
	expect( await limited.json() ).toEqual( {
		status: 'error',
		message:
			'Too many requests for a link. Please wait a few minutes and try again.',
	} );
	await visitor.dispose();
} );

test( 'without JavaScript the form comes back to the dashboard with the message, not raw JSON', async ( {
	playwright,
} ) => {
	const visitor = await playwright.request.newContext();
	const { nonce, back } = await emailForm( visitor );
	const post = ( fields: Record< string, string > ) =>
		visitor.post( `${ baseUrl() }/wp-admin/admin-ajax.php`, {
			form: {
				action: ACTION,
				return: back,
				opengive_no_js: '1',
				...fields,
			},
			maxRedirects: 0,
		} );

	const sent = await post( {
		email: `history-nojs-${ Date.now() }@example.org`,
		nonce,
	} );
	expect( sent.status() ).toBe( 303 );
	const page = await (
		await visitor.get( absolute( sent.headers().location ) )
	).text();
	expect( page ).toContain(
		'If this email address has given to us, a link to see those gifts is on its way.'
	);
	// Success hides the button (spec section 4).
	expect( page ).toMatch(
		/<button type="submit" class="wp-element-button" hidden>/
	);

	const forged = await post( { email: 'someone@example.org', nonce: 'bad' } );
	expect( forged.status() ).toBe( 303 );
	const again = await (
		await visitor.get( absolute( forged.headers().location ) )
	).text();
	expect( again ).toContain(
		'This page has been open too long. Please reload it and try again.'
	);
	expect( again ).toMatch( /__email-message is-error/ );
	await visitor.dispose();
} );
