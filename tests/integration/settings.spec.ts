/**
 * The settings route through the real plugin (issue 33): every setting round-trips, a bad value is
 * a 400 naming its field with nothing saved, secrets never come back (here nor through
 * /wp/v2/settings), a value forced in code is reported locked, and only those who manage settings
 * may read or write them.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import { test, expect, type APIRequestContext } from '@playwright/test';
import { baseUrl, logInWithRole, type LoggedIn } from '../site';

const ROUTE = () => `${ baseUrl() }/wp-json/opengive/v1/settings`;
/** The answer the settings screen's jest tests render (record with OPENGIVE_RECORD_SETTINGS=1). */
const RECORDED = nodePath.join(
	__dirname,
	'..',
	'fixtures',
	'settings',
	'settings-response.json'
);

let admin: LoggedIn;

test.beforeAll( async ( { playwright } ) => {
	admin = await logInWithRole( playwright, 'administrator' );
} );

test.afterAll( async () => {
	await admin.context.dispose();
} );

async function read( who: LoggedIn ) {
	const response = await who.context.get( ROUTE(), {
		headers: { 'X-WP-Nonce': who.nonce },
	} );
	return { status: response.status(), body: await response.json() };
}

async function write(
	who: LoggedIn,
	values: Record< string, unknown >,
	clear: string[] = []
) {
	const response = await who.context.post( ROUTE(), {
		headers: { 'X-WP-Nonce': who.nonce },
		data: { values, clear },
	} );
	return { status: response.status(), body: await response.json() };
}

async function force(
	request: APIRequestContext,
	settings: Record< string, unknown >
) {
	await request.post(
		`${ baseUrl() }/wp-json/opengive-test/v1/forced-settings`,
		{ data: settings }
	);
}

test( 'a change of each kind round-trips and the change is recorded without its values', async () => {
	const before = ( await read( admin ) ).body.values;
	const changes = {
		donor_retention_years: before.donor_retention_years === 3 ? 4 : 3,
		admin_notice_email:
			before.admin_notice_email === 'notices@example.org'
				? 'gifts@example.org'
				: 'notices@example.org',
		twocheckout_environment:
			before.twocheckout_environment === 'sandbox'
				? 'production'
				: 'sandbox',
		embed_allowed_origins: [ 'https://partner.example' ],
		send_admin_notice: ! before.send_admin_notice,
		// General and the fee: settings no other suite's forms read while this runs.
		organisation_name:
			before.organisation_name === 'Friends of the Park'
				? 'Park Friends'
				: 'Friends of the Park',
		fee_recovery_percentage:
			before.fee_recovery_percentage === 3.4 ? 2.9 : 3.4,
		send_renewal_failed_admin: ! before.send_renewal_failed_admin,
	};
	try {
		const saved = await write( admin, changes );
		expect( saved.status ).toBe( 200 );
		expect( saved.body.values ).toMatchObject( changes );
		expect( ( await read( admin ) ).body.values ).toMatchObject( changes );
		expect( [ ...saved.body.log[ 0 ].keys ].sort() ).toEqual(
			Object.keys( changes ).sort()
		);
		expect( JSON.stringify( saved.body.log ) ).not.toContain(
			changes.admin_notice_email
		);
	} finally {
		// Put the site's values back for the suites after this one.
		await write(
			admin,
			Object.fromEntries(
				Object.keys( changes ).map( ( key ) => [ key, before[ key ] ] )
			)
		);
	}
} );

test( 'every setting: its value round-trips (a switch both ways), and a value of the wrong type is a 400 naming it with nothing saved', async () => {
	const { body } = await read( admin );
	const wrongType: Record< string, unknown > = {
		boolean: 'maybe',
		integer: 'lots',
		number: 'lots',
		string: 12345,
		array: 12345,
	};
	const checked: string[] = [];
	for ( const field of body.fields as Array< {
		key: string;
		control: string;
		schema: { type: string };
	} > ) {
		if ( field.control === 'secret' || field.key in body.locked ) {
			continue; // Write-only, and forced values: their own tests below.
		}
		const value = body.values[ field.key ];
		const changed = field.schema.type === 'boolean' ? ! value : value;
		const saved = await write( admin, { [ field.key ]: changed } );
		expect( saved.status, field.key ).toBe( 200 );
		expect( saved.body.values[ field.key ], field.key ).toEqual( changed );
		if ( changed !== value ) {
			await write( admin, { [ field.key ]: value } );
		}
		const refused = await write( admin, {
			[ field.key ]: wrongType[ field.schema.type ],
		} );
		expect( refused.status, field.key ).toBe( 400 );
		expect( Object.keys( refused.body.data.params ), field.key ).toEqual( [
			field.key,
		] );
		expect(
			( await read( admin ) ).body.values[ field.key ],
			field.key
		).toEqual( value );
		checked.push( field.key );
	}
	// Every setting the data file has, but the secrets and what the test site forces in code.
	expect( checked.length ).toBeGreaterThan( 50 );
} );

test( 'bad values are a 400 naming each field, and nothing of the request is saved', async () => {
	const before = ( await read( admin ) ).body.values;
	const { status, body } = await write( admin, {
		rate_limit_email: before.rate_limit_email + 1,
		rate_limit_window: 'soon',
		admin_notice_email: 'not-an-email',
		stripe_publishable_key: 'sk_live_wrongkind12345',
		embed_allowed_origins: [ 'javascript:alert(1)' ],
	} );
	expect( status ).toBe( 400 );
	expect( body.code ).toBe( 'rest_invalid_param' );
	expect( Object.keys( body.data.params ).sort() ).toEqual( [
		'admin_notice_email',
		'embed_allowed_origins',
		'rate_limit_window',
		'stripe_publishable_key',
	] );
	expect( ( await read( admin ) ).body.values.rate_limit_email ).toBe(
		before.rate_limit_email
	);
} );

test( 'live and test keys each go in their own slot, and a list setting takes only what its list offers', async () => {
	const { status, body } = await write( admin, {
		stripe_publishable_key: 'pk_test_belongsintest123',
		stripe_test_secret_key: 'sk_live_belongsinlive123',
		country: 'ZZ',
		default_currency: 'ABC',
		gateways: [ { id: 'paypal', enabled: true, label: '' } ],
	} );
	expect( status ).toBe( 400 );
	expect( body.data.params ).toEqual( {
		stripe_publishable_key:
			'Enter the live publishable key as Stripe shows it: pk_live_ and then letters and digits.',
		stripe_test_secret_key:
			'Enter the test secret key as Stripe shows it: sk_test_ or rk_test_ and then letters and digits.',
		country: 'Choose a Country from the list.',
		default_currency: 'Choose a Currency from the list.',
		gateways: 'There is no gateway called paypal on this site.',
	} );
	const countries = ( await read( admin ) ).body.fields.find(
		( field: { key: string } ) => field.key === 'country'
	).options;
	expect( countries ).toContainEqual( { value: 'DE', label: 'Germany' } );
} );

test( 'a secret is write-only: set, shown as its last 4 only (also by /wp/v2/settings), cleared only on request', async () => {
	const cardLimit = ( await read( admin ) ).body.values.rate_limit_card_user;
	const secret = 'whsec_integrationSecret7788';
	const saved = await write( admin, { stripe_webhook_secret: secret } );
	expect( saved.body.values.stripe_webhook_secret ).toEqual( {
		set: true,
		last4: '7788',
	} );
	const core = await admin.context.get(
		`${ baseUrl() }/wp-json/wp/v2/settings`,
		{ headers: { 'X-WP-Nonce': admin.nonce } }
	);
	const coreText = await core.text();
	expect( core.status() ).toBe( 200 );
	expect( JSON.parse( coreText ).opengive_settings ).toHaveProperty(
		'rate_limit_email'
	);
	for ( const text of [ coreText, JSON.stringify( saved.body ) ] ) {
		expect( text ).not.toContain( 'integrationSecret' );
		expect( text ).not.toContain( 'sk_test_opengive_fake' );
	}
	// Another save keeps it; an explicit clear empties it.
	const other = await write( admin, {
		rate_limit_card_user: cardLimit + 1,
	} );
	expect( other.body.values.stripe_webhook_secret.set ).toBe( true );
	const cleared = await write( admin, { rate_limit_card_user: cardLimit }, [
		'stripe_webhook_secret',
	] );
	expect( cleared.body.values.stripe_webhook_secret ).toEqual( {
		set: false,
		last4: '',
	} );
} );

test( 'a value forced in code shows as locked with the reason and is refused', async ( {
	request,
} ) => {
	await force( request, { donor_history_rate_ip: 9 } );
	try {
		const { body } = await read( admin );
		expect( body.locked.donor_history_rate_ip ).toContain(
			'opengive_settings'
		);
		const refused = await write( admin, { donor_history_rate_ip: 4 } );
		expect( refused.status ).toBe( 400 );
		expect( Object.keys( refused.body.data.params ) ).toEqual( [
			'donor_history_rate_ip',
		] );
	} finally {
		await force( request, {} );
	}
} );

test( 'only those who manage settings may read or write them', async ( {
	playwright,
} ) => {
	const anonymous = await playwright.request.newContext();
	expect( ( await anonymous.get( ROUTE() ) ).status() ).toBe( 401 );
	await anonymous.dispose();
	for ( const role of [ 'subscriber', 'editor', 'give_accountant' ] ) {
		const who = await logInWithRole( playwright, role );
		expect( ( await read( who ) ).status, role ).toBe( 403 );
		expect(
			( await write( who, { rate_limit_ip: 1 } ) ).status,
			role
		).toBe( 403 );
		await who.context.dispose();
	}
	const manager = await logInWithRole( playwright, 'give_manager' );
	expect( ( await read( manager ) ).status ).toBe( 200 );
	await manager.context.dispose();
} );

test( 'the screen’s tabs and fields are what the component tests render (tests/fixtures/settings)', async () => {
	const { status, body } = await read( admin );
	expect( status ).toBe( 200 );
	if ( process.env.OPENGIVE_RECORD_SETTINGS === '1' ) {
		fs.mkdirSync( nodePath.dirname( RECORDED ), { recursive: true } );
		fs.writeFileSync(
			RECORDED,
			JSON.stringify( { ...body, locked: {}, log: [] }, null, '\t' ) +
				'\n'
		);
	}
	const recorded = JSON.parse( fs.readFileSync( RECORDED, 'utf8' ) );
	// A page field lists the site's own pages, which differ from site to site: compare the rest.
	const withoutPages = ( fields: Array< Record< string, unknown > > ) =>
		fields.map( ( field ) =>
			String( field.key ).endsWith( '_page' )
				? { ...field, options: [] }
				: field
		);
	expect( {
		tabs: body.tabs,
		fields: withoutPages( body.fields ),
		gateways: body.gateways,
	} ).toEqual( {
		tabs: recorded.tabs,
		fields: withoutPages( recorded.fields ),
		gateways: recorded.gateways,
	} );
	expect( Object.keys( body.values ).sort() ).toEqual(
		Object.keys( recorded.values ).sort()
	);
} );

test( 'Check connection asks the provider with the keys as typed, or as stored, and says which mode they are', async () => {
	const check = async ( data: Record< string, string > ) => {
		const response = await admin.context.post(
			`${ ROUTE() }/check-connection`,
			{ headers: { 'X-WP-Nonce': admin.nonce }, data }
		);
		return { status: response.status(), body: await response.json() };
	};
	// The test site stores the provider fake's test keys, as test keys, and no live keys.
	expect( await check( { gateway: 'stripe_test' } ) ).toEqual( {
		status: 200,
		body: {
			ok: true,
			mode: 'test',
			message:
				'Connected to Stripe with test keys: gifts move no real money.',
		},
	} );
	expect( ( await check( { gateway: 'stripe' } ) ).body.message ).toBe(
		'Enter Stripe’s secret key first: there is none to check.'
	);
	const wrong = await check( {
		gateway: 'stripe_test',
		secret: 'sk_test_notarealkey123',
	} );
	expect( wrong.body ).toMatchObject( {
		ok: false,
		message: 'Stripe refused the secret key: Invalid API Key provided.',
	} );
	expect( ( await check( { gateway: 'paypal' } ) ).status ).toBe( 400 );
	expect(
		(
			await check( {
				gateway: 'stripe',
				secret: 'sk test\nX-Injected: 1',
			} )
		).status
	).toBe( 400 );
} );
