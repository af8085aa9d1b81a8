/**
 * What GiveWP's own clients send to /givewp/v3 (its admin list tables, campaign blocks, donor and
 * subscription screens), one request per case: the status code and the fields GiveWP's code reads.
 * Batched in few tests so the whole file stays near a minute of Playground time.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, demoFormId, logInWithRole, type LoggedIn } from '../site';

const V3 = () => `${ baseUrl() }/wp-json/givewp/v3`;

let admin: LoggedIn;

test.beforeAll( async ( { playwright } ) => {
	// Creating and logging in a user is four requests: slow on a loaded Playground.
	test.setTimeout( 240_000 );
	admin = await logInWithRole( playwright, 'administrator' );
} );

test.afterAll( async () => {
	await admin.context.dispose();
} );

async function call(
	method: 'GET' | 'POST' | 'PUT' | 'DELETE',
	path: string,
	data?: unknown
) {
	const response = await admin.context.fetch( `${ V3() }/${ path }`, {
		method,
		headers: { 'X-WP-Nonce': admin.nonce },
		data,
	} );
	return {
		status: response.status(),
		body: await response.json(),
		total: Number( response.headers()[ 'x-wp-total' ] ),
	};
}

test( 'list requests as GiveWP encodes them: array filters, any, 0 ids, its sort values, ids, orphaned forms', async () => {
	// Many requests in one test: more than the default minute when Playground answers slowly.
	test.setTimeout( 240_000 );
	const everything = await call( 'GET', 'donations?per_page=1' );
	const indexed = await call(
		'GET',
		'donations?status[0]=publish&status[1]=pending&per_page=100'
	);
	expect( indexed.status ).toBe( 200 );
	expect(
		indexed.body.every( ( d: { status: string } ) =>
			[ 'publish', 'pending' ].includes( d.status )
		)
	).toBe( true );
	const bracketed = await call( 'GET', 'donations?status[]=publish' );
	expect( bracketed.status ).toBe( 200 );
	expect( bracketed.total ).toBeLessThanOrEqual( indexed.total );
	const any = await call( 'GET', 'donations?status=any&per_page=1' );
	expect( any.total ).toBe( everything.total );
	const none = await call(
		'GET',
		'donations?campaignId=0&donorId=0&subscriptionId=0&per_page=1'
	);
	expect( none.status ).toBe( 200 );
	expect( none.total ).toBe( everything.total );
	const byName = await call(
		'GET',
		'donations?sort=lastName&direction=ASC&per_page=100'
	);
	const names = byName.body.map( ( d: { lastName: string } ) =>
		d.lastName.toLowerCase()
	);
	expect( new Set( names ).size ).toBeGreaterThan( 1 );
	expect( names ).toEqual( [ ...names ].sort() );
	const badStatus = await call( 'GET', 'donations?status[]=paid' );
	expect( badStatus.status ).toBe( 400 );
	expect( Object.keys( badStatus.body.data.params ) ).toContain( 'status' );

	// Subscriptions: GiveWP's paused (and the other statuses it knows) are filters like any other.
	for ( const query of [
		'status=paused',
		'status[]=active&status[]=paused&status[]=suspended',
	] ) {
		expect(
			( await call( 'GET', `subscriptions?${ query }` ) ).status
		).toBe( 200 );
	}

	// Campaigns: GiveWP's default (active), ids, sortBy/orderBy.
	const active = await call( 'GET', 'campaigns' );
	expect(
		active.body.every( ( c: { status: string } ) => c.status === 'active' )
	).toBe( true );
	const first = active.body[ 0 ];
	const byIds = await call( 'GET', `campaigns?ids[]=${ first.id }` );
	expect( byIds.body.map( ( c: { id: number } ) => c.id ) ).toEqual( [
		first.id,
	] );
	const byAmount = await call(
		'GET',
		'campaigns?status=any&sortBy=amount&orderBy=desc'
	);
	expect( byAmount.status ).toBe( 200 );
	const raised = byAmount.body.map(
		( c: { goalStats: { actual: number }; goalType: string } ) =>
			c.goalStats.actual
	);
	expect( raised.length ).toBeGreaterThan( 0 );

	// Forms: published by default; orphaned = in no campaign.
	const forms = await call( 'GET', 'forms' );
	expect(
		forms.body.every( ( f: { status: string } ) => f.status === 'publish' )
	).toBe( true );
	const orphaned = await call( 'GET', 'forms?status=orphaned&per_page=100' );
	expect( orphaned.status ).toBe( 200 );
	expect(
		orphaned.body.every(
			( f: { campaignId: number | null } ) => f.campaignId === null
		)
	).toBe( true );
} );

test( '_embed with GiveWP’s givewp: relations, and the fields GiveWP’s screens read', async () => {
	// Many requests in one test: more than the default minute when Playground answers slowly.
	test.setTimeout( 240_000 );
	const listed = await call(
		'GET',
		'donations?per_page=2&_embed=givewp:donor&includeSensitiveData=true&anonymousDonations=include'
	);
	const donation = listed.body[ 0 ];
	expect( donation._links[ 'givewp:donor' ][ 0 ].embeddable ).toBe( true );
	expect( donation._links.curies[ 0 ] ).toMatchObject( {
		name: 'givewp',
		templated: true,
	} );
	expect( donation._embedded[ 'givewp:donor' ][ 0 ].id ).toBe(
		donation.donorId
	);
	// Only the relation asked for is embedded.
	expect( donation._embedded ).not.toHaveProperty( 'givewp:form' );
	expect( donation.gateway ).toMatchObject( {
		id: donation.gatewayId,
		name: expect.any( String ),
		label: expect.any( String ),
	} );
	expect( Array.isArray( donation.customFields ) ).toBe( true );

	const subscription = (
		await call( 'GET', 'subscriptions?per_page=1&_embed=true' )
	).body[ 0 ];
	expect( subscription ).toMatchObject( {
		firstName: expect.any( String ),
		lastName: expect.any( String ),
		gateway: { id: subscription.gatewayId },
		projectedAnnualRevenue: {
			currency: subscription.amount.currency,
			valueInMinorUnits: expect.any( Number ),
		},
		gatewaySubscriptionId: '',
	} );
	expect( subscription._embedded[ 'givewp:donor' ][ 0 ].firstName ).toBe(
		subscription.firstName
	);
	expect( subscription._embedded[ 'givewp:form' ][ 0 ].id ).toBe(
		subscription.donationFormId
	);

	const campaign = ( await call( 'GET', 'campaigns?search=Winter' ) )
		.body[ 0 ];
	expect( campaign ).toMatchObject( {
		type: 'core',
		logo: expect.any( String ),
		defaultFormTitle: expect.any( String ),
	} );
	expect( campaign ).toHaveProperty( 'pagePermalink' );
	expect( campaign.defaultFormTitle.length ).toBeGreaterThan( 0 );

	const donor = (
		await call(
			'GET',
			`donors/${ donation.donorId }?includeSensitiveData=true`
		)
	).body;
	expect( donor ).toMatchObject( {
		prefix: expect.any( String ),
		addresses: expect.any( Array ),
	} );
	expect( donor ).toHaveProperty( 'wpUserPermalink' );
	const statistics = await call(
		'GET',
		`donors/${ donation.donorId }/statistics`
	);
	expect( statistics.body.donations ).toMatchObject( {
		lifetimeAmount: expect.any( Number ),
		count: expect.any( Number ),
	} );
	expect( statistics.body ).toHaveProperty( 'preferredPaymentMethod' );
} );

test( 'writes: create, update every writable field, trash vs force, bulk delete, note items', async () => {
	// Many requests in one test: more than the default minute when Playground answers slowly.
	test.setTimeout( 240_000 );
	const template = ( await call( 'GET', 'donations?per_page=1' ) ).body[ 0 ];
	const formId = await demoFormId( admin.context );
	const made = await call( 'POST', 'donations', {
		donorId: template.donorId,
		formId,
		amount: { value: 12.5, currency: 'USD' },
		gatewayId: 'offline',
		mode: 'live',
		firstName: 'Api',
		email: 'api-created@example.org',
		status: 'pending',
	} );
	expect( made.status ).toBe( 201 );
	expect( made.body ).toMatchObject( {
		amount: { valueInMinorUnits: 1250, currency: 'USD' },
		status: 'pending',
		firstName: 'Api',
	} );
	const id = made.body.id;
	// Missing required fields and bad amounts: 400 naming the field; nothing written.
	const missing = await call( 'POST', 'donations', { formId } );
	expect( missing.status ).toBe( 400 );
	const tooPrecise = await call( 'POST', 'donations', {
		donorId: template.donorId,
		formId,
		amount: { value: 1.234, currency: 'USD' },
		gatewayId: 'offline',
		mode: 'live',
		firstName: 'Api',
		email: 'api-created@example.org',
	} );
	expect( tooPrecise.body ).toMatchObject( {
		code: 'opengive_amount_decimals',
		data: { field: 'amount' },
	} );

	const updated = await call( 'PUT', `donations/${ id }`, {
		email: 'api-updated@example.org',
		billingAddress: {
			address1: '1 Light St',
			city: 'Harbour',
			country: 'US',
		},
		campaignId: 0,
		createdAt: '2026-01-02T03:04:05+00:00',
		levelId: 'custom',
		feeAmountRecovered: { value: 0.5 },
	} );
	expect( updated.status ).toBe( 200 );
	expect( updated.body ).toMatchObject( {
		email: 'api-updated@example.org',
		billingAddress: { address1: '1 Light St', city: 'Harbour' },
		campaignId: null,
		feeAmountRecovered: { valueInMinorUnits: 50 },
	} );
	expect( Date.parse( updated.body.createdAt ) ).toBe(
		Date.parse( '2026-01-02T03:04:05+00:00' )
	);
	const badCampaign = await call( 'PUT', `donations/${ id }`, {
		campaignId: 99999999,
	} );
	expect( badCampaign.body.code ).toBe( 'opengive_invalid_campaign' );

	// Note items: an admin note can be read, edited and deleted; system notes cannot.
	const note = await call( 'POST', `donations/${ id }/notes`, {
		content: 'Phoned the donor.',
	} );
	const notePath = `donations/${ id }/notes/${ note.body.id }`;
	expect( ( await call( 'GET', notePath ) ).body.content ).toBe(
		'Phoned the donor.'
	);
	expect(
		( await call( 'PUT', notePath, { content: 'Emailed instead.' } ) ).body
			.content
	).toBe( 'Emailed instead.' );
	expect( ( await call( 'DELETE', notePath ) ).body.deleted ).toBe( true );
	expect( ( await call( 'GET', notePath ) ).status ).toBe( 404 );

	// DELETE without force: trashed (kept, out of the default list, with a system note).
	const trashed = await call( 'DELETE', `donations/${ id }` );
	expect( trashed.body ).toMatchObject( { deleted: true, trashed: true } );
	expect( ( await call( 'GET', `donations/${ id }` ) ).body.status ).toBe(
		'trash'
	);
	const inTrash = await call( 'GET', 'donations?status=trash&per_page=100' );
	expect( inTrash.body.map( ( d: { id: number } ) => d.id ) ).toContain( id );
	const notes = ( await call( 'GET', `donations/${ id }/notes` ) ).body;
	const system = notes.find( ( n: { type: string } ) => n.type === 'system' );
	expect(
		(
			await call( 'PUT', `donations/${ id }/notes/${ system.id }`, {
				content: 'rewrite history',
			} )
		).status
	).toBe( 409 );

	// Bulk DELETE with force: GiveWP's answer shape, the missing id reported, not fatal.
	const bulk = await call( 'DELETE', 'donations', {
		ids: [ id, 99999999 ],
		force: true,
	} );
	expect( bulk.body ).toMatchObject( {
		total_requested: 2,
		total_deleted: 1,
		total_errors: 1,
		deleted: [ { id } ],
		errors: [ { id: 99999999, code: 'opengive_donation_not_found' } ],
	} );
	expect( ( await call( 'GET', `donations/${ id }` ) ).status ).toBe( 404 );
} );

test( 'campaign routes GiveWP’s campaign screens call, forms into a campaign, and public reads', async ( {
	playwright,
} ) => {
	// Many requests in one test: more than the default minute when Playground answers slowly.
	test.setTimeout( 240_000 );
	const made = await call( 'POST', 'campaigns', {
		title: 'Compat Appeal',
		goal: 1000,
		goalType: 'amount',
		status: 'active',
		logo: 'https://example.org/logo.png',
	} );
	const id = made.body.id;
	expect( made.body.logo ).toBe( 'https://example.org/logo.png' );
	const copy = await call( 'POST', `campaigns/${ id }/duplicate` );
	expect( copy.status ).toBe( 201 );
	expect( copy.body ).toMatchObject( {
		title: 'Compat Appeal (copy)',
		status: 'draft',
	} );
	const stats = await call( 'GET', `campaigns/${ id }/statistics` );
	expect( stats.body ).toEqual( [
		{ amountRaised: 0, donationCount: 0, donorCount: 0 },
	] );
	const ranged = await call(
		'GET',
		`campaigns/${ id }/statistics?rangeInDays=30`
	);
	expect( ranged.body ).toHaveLength( 2 );
	expect( ( await call( 'GET', `campaigns/${ id }/revenue` ) ).body ).toEqual(
		[]
	);
	const page = await call( 'POST', `campaigns/${ id }/page` );
	expect( page.status ).toBe( 201 );
	expect( page.body ).toMatchObject( { campaignId: id, status: 'draft' } );
	expect( page.body.content ).toContain( 'wp:opengive/campaign' );
	const withPage = ( await call( 'GET', `campaigns/${ id }` ) ).body;
	expect( withPage.pageId ).toBe( page.body.id );
	expect( withPage.pagePermalink ).toContain( String( page.body.id ) );
	expect( ( await call( 'POST', `campaigns/${ id }/page` ) ).status ).toBe(
		409
	);

	const form = await call( 'POST', 'forms', {
		title: 'Compat form',
		status: 'draft',
	} );
	const associated = await call( 'POST', 'associate-forms-with-campaign', {
		formIDs: [ form.body.id ],
		campaignId: copy.body.id,
	} );
	expect( associated.body ).toEqual( [ form.body.id ] );
	expect(
		( await call( 'GET', `forms/${ form.body.id }` ) ).body.campaignId
	).toBe( copy.body.id );
	// Merge the copy into the original: its form follows, the copy is gone.
	const merged = await call( 'PUT', `campaigns/${ id }/merge`, {
		campaignsToMergeIds: [ copy.body.id ],
	} );
	expect( merged.status ).toBe( 200 );
	expect(
		( await call( 'GET', `forms/${ form.body.id }` ) ).body.campaignId
	).toBe( id );
	expect(
		( await call( 'GET', `campaigns/${ copy.body.id }` ) ).status
	).toBe( 404 );

	// Without a login: active campaigns, published forms and comments; nothing else.
	const visitor = await playwright.request.newContext();
	const read = async ( path: string ) => {
		const response = await visitor.get( `${ V3() }/${ path }` );
		return { status: response.status(), body: await response.json() };
	};
	expect( ( await read( `campaigns/${ id }` ) ).body.title ).toBe(
		'Compat Appeal'
	);
	expect( ( await read( `campaigns/${ id }/comments` ) ).status ).toBe( 200 );
	expect( ( await read( 'campaigns?status=draft' ) ).status ).toBe( 401 );
	expect( ( await read( `forms/${ form.body.id }` ) ).status ).toBe( 401 );
	const publicForm = ( await read( 'forms?per_page=1' ) ).body[ 0 ];
	expect( publicForm ).toMatchObject( { editUrl: '', settings: {} } );
	expect( ( await read( `campaigns/${ id }/statistics` ) ).status ).toBe(
		401
	);
	await visitor.dispose();
	expect(
		( await call( 'DELETE', `campaigns/${ id }?force=true` ) ).body.deleted
	).toBe( true );
} );

test( 'GiveWP’s subscription screen requests: renewal rules, amount changes, period refused; donor links', async () => {
	test.setTimeout( 120_000 );
	const subscription = (
		await call( 'GET', 'subscriptions?per_page=1&status=active' )
	).body[ 0 ];
	// What GiveWP's "Add renewal" sends, with the wrong type or gateway: 400 naming the field, nothing
	// written (PHPUnit's V3RenewalCreateTest records real renewals).
	const single = await call( 'POST', 'donations', {
		subscriptionId: subscription.id,
		type: 'single',
	} );
	expect( single.body ).toMatchObject( {
		code: 'opengive_invalid_donation_type',
		data: { status: 400, field: 'type' },
	} );
	const otherGateway = await call( 'POST', 'donations', {
		subscriptionId: subscription.id,
		type: 'renewal',
		gatewayId: 'not-its-gateway',
	} );
	expect( otherGateway.body ).toMatchObject( {
		code: 'opengive_gateway_mismatch',
		data: { status: 400, field: 'gatewayId' },
	} );
	const period = await call( 'PUT', `subscriptions/${ subscription.id }`, {
		period: subscription.period === 'year' ? 'month' : 'year',
	} );
	expect( period.body ).toMatchObject( {
		code: 'opengive_period_not_changeable',
		data: { status: 400, field: 'period' },
	} );
	// An amount change is saved (the same amount again: the seeded site's totals stay as they were).
	const same = await call( 'PUT', `subscriptions/${ subscription.id }`, {
		amount: { valueInMinorUnits: subscription.amount.valueInMinorUnits },
	} );
	expect( same.status ).toBe( 200 );
	expect( same.body.amount ).toEqual( subscription.amount );

	const donor = await call(
		'GET',
		`donors/${ subscription.donorId }?mode=${ subscription.mode }`
	);
	for ( const rel of [
		'givewp:statistics',
		'givewp:donations',
		'givewp:subscriptions',
	] ) {
		expect( donor.body._links[ rel ][ 0 ].embeddable ).toBe( true );
	}
	expect( donor.body._links[ 'givewp:donations' ][ 0 ].href ).toContain(
		`donorId=${ subscription.donorId }`
	);
} );
