/**
 * The /givewp/v3 API through the real plugin: shapes, permissions (401 anonymous, 403 without the
 * capability), 400 on bad parameters, totals that respect filters, sorting, the sensitive/anonymous
 * matrix and schemas via OPTIONS.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import {
	baseUrl,
	demoFormId,
	FRESH_CONNECTIONS,
	logInWithRole,
	type LoggedIn,
} from '../site';

const V3 = () => `${ baseUrl() }/wp-json/givewp/v3`;
const ROUTES = [ 'donations', 'donors', 'subscriptions' ];
/** Public by default (published forms, active campaigns), as GiveWP's blocks read them. */
const PUBLIC_ROUTES = [ 'forms', 'campaigns' ];

let admin: LoggedIn;
let subscriber: LoggedIn;
let manager: LoggedIn;
let anonymous: APIRequestContext;

test.beforeAll( async ( { playwright } ) => {
	admin = await logInWithRole( playwright, 'administrator' );
	subscriber = await logInWithRole( playwright, 'subscriber' );
	manager = await logInWithRole( playwright, 'give_manager' );
	anonymous = await playwright.request.newContext( FRESH_CONNECTIONS );
} );

test.afterAll( async () => {
	await Promise.all( [
		admin.context.dispose(),
		subscriber.context.dispose(),
		manager.context.dispose(),
		anonymous.dispose(),
	] );
} );

async function get( who: LoggedIn, path: string ) {
	const response = await who.context.get( `${ V3() }/${ path }`, {
		headers: { 'X-WP-Nonce': who.nonce },
	} );
	return {
		status: response.status(),
		body: await response.json(),
		total: Number( response.headers()[ 'x-wp-total' ] ),
		pages: Number( response.headers()[ 'x-wp-totalpages' ] ),
		link: response.headers().link ?? '',
	};
}

async function send(
	who: LoggedIn,
	method: 'POST' | 'PUT' | 'DELETE',
	path: string,
	data?: unknown
) {
	const response = await who.context.fetch( `${ V3() }/${ path }`, {
		method,
		headers: { 'X-WP-Nonce': who.nonce },
		data,
	} );
	return { status: response.status(), body: await response.json() };
}

// One test per route, each with its own timeout: a loop over every route in one test outlived its
// limit on a busy machine, and a failure named only the first route that broke.
for ( const route of ROUTES ) {
	test( `${ route }: 401 anonymous, 403 without the capability, 200 for admins and managers`, async () => {
		const response = await anonymous.get( `${ V3() }/${ route }` );
		expect( response.status() ).toBe( 401 );
		expect( ( await get( subscriber, route ) ).status ).toBe( 403 );
		expect( ( await get( admin, route ) ).status ).toBe( 200 );
		expect( ( await get( manager, route ) ).status ).toBe( 200 );
	} );
}

// Forms and campaigns: public by default, private for any other status.
for ( const route of PUBLIC_ROUTES ) {
	test( `${ route }: public by default, and status=any is 401 anonymous, 403 without the capability, 200 for managers`, async () => {
		const open = await anonymous.get( `${ V3() }/${ route }` );
		expect( open.status() ).toBe( 200 );
		const hidden = await anonymous.get( `${ V3() }/${ route }?status=any` );
		expect( hidden.status() ).toBe( 401 );
		expect(
			( await get( subscriber, `${ route }?status=any` ) ).status
		).toBe( 403 );
		expect( ( await get( manager, `${ route }?status=any` ) ).status ).toBe(
			200
		);
	} );
}

test( 'a single record is no more public than the list', async () => {
	expect( ( await anonymous.get( `${ V3() }/donations/1` ) ).status() ).toBe(
		401
	);
	expect( ( await get( subscriber, 'donors/1' ) ).status ).toBe( 403 );
} );

const BAD_PARAMETERS: Array< [ string, string ] > = [
	[ 'donations?per_page=101', 'per_page' ],
	[ 'donations?page=0', 'page' ],
	[ 'donations?sort=purchaseKey', 'sort' ],
	[ 'donations?direction=sideways', 'direction' ],
	[ 'donations?status=paid', 'status' ],
	[ 'donations?mode=sandbox', 'mode' ],
	[ 'donations?campaignId=abc', 'campaignId' ],
	[ 'donations?anonymousDonations=maybe', 'anonymousDonations' ],
	[ 'donations?includeSensitiveData=perhaps', 'includeSensitiveData' ],
	[ 'donors?anonymousDonors=all', 'anonymousDonors' ],
	[ 'donors?sort=totalAmountDonated', 'sort' ],
	[ 'subscriptions?status=resting', 'status' ],
	[ 'forms?status=deleted', 'status' ],
	[ 'campaigns?status=closed', 'status' ],
	[ 'campaigns?per_page=-1', 'per_page' ],
	[ 'campaigns?sort=goal', 'sort' ],
	[ 'donors?campaignId=abc', 'campaignId' ],
	[ 'donors?per_page=101', 'per_page' ],
	[ 'donors?direction=up', 'direction' ],
	[ 'subscriptions?donorId=-1', 'donorId' ],
	[ 'subscriptions?mode=sandbox', 'mode' ],
	[ 'subscriptions?sort=donor', 'sort' ],
	[ 'forms?per_page=0', 'per_page' ],
	[ 'forms?sort=raised', 'sort' ],
	[ 'donations/1?anonymousDonations=all', 'anonymousDonations' ],
];

for ( const [ path, param ] of BAD_PARAMETERS ) {
	test( `${ path } is 400 with ${ param } named`, async () => {
		const { status, body } = await get( admin, path );
		expect( status ).toBe( 400 );
		expect( body.code ).toBe( 'rest_invalid_param' );
		expect( Object.keys( body.data.params ) ).toContain( param );
	} );
}

test( 'a donation has GiveWP’s fields, money objects and ISO dates with an offset', async () => {
	const { body } = await get(
		admin,
		'donations?per_page=1&includeSensitiveData=true&anonymousDonations=include'
	);
	const donation = body[ 0 ];
	for ( const field of [
		'id',
		'campaignId',
		'formId',
		'formTitle',
		'purchaseKey',
		'donorIp',
		'createdAt',
		'updatedAt',
		'status',
		'type',
		'mode',
		'amount',
		'feeAmountRecovered',
		'gatewayId',
		'gatewayTransactionId',
		'donorId',
		'honorific',
		'firstName',
		'lastName',
		'email',
		'phone',
		'subscriptionId',
		'billingAddress',
		'anonymous',
		'levelId',
		'company',
		'comment',
	] ) {
		expect( donation, field ).toHaveProperty( field );
	}
	expect( donation.amount ).toEqual( {
		value: donation.amount.valueInMinorUnits / 100,
		valueInMinorUnits: expect.any( Number ),
		currency: 'USD',
	} );
	expect( donation.createdAt ).toMatch(
		/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/
	);
	expect( Object.keys( donation.billingAddress ).sort() ).toEqual( [
		'address1',
		'address2',
		'city',
		'country',
		'state',
		'zip',
	] );
} );

test( 'totals count every filter; pages and Link follow them', async () => {
	const all = await get( admin, 'donations?per_page=100' );
	expect( all.total ).toBe( all.body.length );
	const campaignId = all.body.find(
		( donation: { campaignId: number | null } ) => donation.campaignId
	).campaignId;
	const inCampaign = all.body.filter(
		( donation: { campaignId: number | null } ) =>
			donation.campaignId === campaignId
	).length;
	const filtered = await get(
		admin,
		`donations?campaignId=${ campaignId }&per_page=5`
	);
	expect( filtered.total ).toBe( inCampaign );
	expect( filtered.total ).toBeLessThan( all.total );
	expect( filtered.pages ).toBe( Math.ceil( inCampaign / 5 ) );
	expect( filtered.body ).toHaveLength( 5 );
	expect( filtered.link ).toContain( 'rel="next"' );
	expect( filtered.link ).toContain( `campaignId=${ campaignId }` );
	expect( filtered.link ).not.toContain( 'rel="prev"' );
	const second = await get(
		admin,
		`donations?campaignId=${ campaignId }&per_page=5&page=2`
	);
	expect( second.link ).toContain( 'rel="prev"' );
	const ids = new Set(
		[ ...filtered.body, ...second.body ].map(
			( d: { id: number } ) => d.id
		)
	);
	expect( ids.size ).toBe( 10 );

	const completed = all.body.filter(
		( donation: { status: string } ) => donation.status === 'publish'
	).length;
	expect( ( await get( admin, 'donations?status=publish' ) ).total ).toBe(
		completed
	);
	const donorId = all.body[ 0 ].donorId;
	const byDonor = await get( admin, `donations?donorId=${ donorId }` );
	expect( byDonor.total ).toBe(
		all.body.filter( ( d: { donorId: number } ) => d.donorId === donorId )
			.length
	);
	const search = await get( admin, 'donations?search=Lovelace' );
	expect( search.total ).toBeGreaterThan( 0 );
	expect(
		search.body.every(
			( d: { lastName: string } ) => d.lastName === 'Lovelace'
		)
	).toBe( true );
} );

function compare( a: number | string, b: number | string ): number {
	if ( a === b ) {
		return 0;
	}
	return a < b ? -1 : 1;
}

/**
 * Sorting proves nothing over one row, or over rows that share the sorted value: the demo seed has one
 * live subscription and one campaign. Add a campaign, and two monthly gifts through the test gateway
 * (test mode), whose subscriptions are sorted among the test-mode ones.
 */
async function addSubscriptionsAndCampaign() {
	const campaign = await send( admin, 'POST', 'campaigns', {
		title: 'Sorting Check Appeal',
		goal: 500,
		goalType: 'amount',
		status: 'active',
	} );
	expect( campaign.status ).toBe( 201 );
	const formId = await demoFormId( admin.context );
	for ( const amount of [ 2500, 3500 ] ) {
		// A logged-in donor's monthly gift needs no account step.
		const gift = await admin.context.post(
			`${ baseUrl() }/wp-json/opengive/v1/donations`,
			{
				headers: { 'X-WP-Nonce': admin.nonce },
				data: {
					formId,
					amount,
					levelId: 'custom',
					firstName: 'Sorting',
					lastName: 'Check',
					email: `sorting-${ Date.now() }-${ amount }@example.org`,
					gatewayId: 'test',
					recurringPeriod: 'month',
					returnUrl: `${ baseUrl() }/donate/`,
				},
			}
		);
		expect( gift.status() ).toBe( 201 );
		expect( ( await gift.json() ).subscriptionId ).toBeGreaterThan( 0 );
	}
}

test( 'every route sorts by its keys in both directions, over at least two different values', async () => {
	// Twelve list reads and three writes: more than the default minute on Playground's ~0.7 s requests.
	test.setTimeout( 180_000 );
	await addSubscriptionsAndCampaign();
	const sorts: Array<
		[ string, string, ( item: any ) => number | string, 'live' | 'test' ]
	> = [
		[ 'donations', 'amount', ( d ) => d.amount.valueInMinorUnits, 'live' ],
		[ 'donations', 'createdAt', ( d ) => d.createdAt, 'live' ],
		[ 'donors', 'lastName', ( d ) => d.lastName.toLowerCase(), 'live' ],
		[ 'subscriptions', 'id', ( d ) => d.id, 'test' ],
		[ 'forms', 'title', ( d ) => d.title.toLowerCase(), 'live' ],
		[ 'campaigns', 'id', ( d ) => d.id, 'live' ],
	];
	for ( const [ route, sort, key, mode ] of sorts ) {
		const query = `${ route }?sort=${ sort }&per_page=100&mode=${ mode }`;
		const up = ( await get( admin, `${ query }&direction=asc` ) ).body.map(
			key
		);
		const down = (
			await get( admin, `${ query }&direction=desc` )
		).body.map( key );
		expect(
			new Set( up ).size,
			`${ route } ${ sort }: distinct values`
		).toBeGreaterThanOrEqual( 2 );
		expect( up, `${ route } ${ sort } asc` ).toEqual(
			[ ...up ].sort( compare )
		);
		expect( down, `${ route } ${ sort } desc` ).toEqual(
			[ ...up ].sort( compare ).reverse()
		);
	}
} );

test( 'sensitive data and anonymous gifts: the matrix', async () => {
	// Without includeSensitiveData: emails, IPs, addresses and keys are there but empty, as GiveWP sends them.
	const plain = ( await get( admin, 'donations?per_page=100' ) ).body;
	expect( plain[ 0 ] ).toMatchObject( {
		email: '',
		phone: '',
		donorIp: '',
		purchaseKey: '',
		billingAddress: null,
		customFields: [],
	} );
	expect( plain.some( ( d: { anonymous: boolean } ) => d.anonymous ) ).toBe(
		false
	);
	// include: anonymous gifts with their donors; redact: there, but without the donor.
	const included = await get(
		admin,
		'donations?per_page=100&anonymousDonations=include&includeSensitiveData=true'
	);
	const anonymousGift = included.body.find(
		( d: { anonymous: boolean } ) => d.anonymous
	);
	expect( anonymousGift.email ).toMatch( /@example\.org$/ );
	const redacted = await get(
		admin,
		'donations?per_page=100&anonymousDonations=redact&includeSensitiveData=true'
	);
	expect( redacted.total ).toBe( included.total );
	const hidden = redacted.body.find(
		( d: { id: number } ) => d.id === anonymousGift.id
	);
	expect( hidden ).toMatchObject( {
		donorId: 0,
		firstName: 'Anonymous',
		email: '',
	} );
	// Without the sensitive capability, asking for it is refused.
	expect(
		( await get( subscriber, 'donations?includeSensitiveData=true' ) )
			.status
	).toBe( 403 );
	// Donors: the same two parameters.
	const donors = ( await get( admin, 'donors?per_page=100' ) ).body;
	expect( donors[ 0 ] ).toMatchObject( { email: '', addresses: [] } );
	expect( donors[ 0 ].totalAmountDonated ).toMatchObject( {
		currency: 'USD',
	} );
	const withEmail = ( await get( admin, 'donors?includeSensitiveData=true' ) )
		.body;
	expect( withEmail[ 0 ].email ).toMatch( /@/ );
} );

test( 'subscriptions embed their donor, and the admin can cancel one', async ( {
	request,
} ) => {
	// A monthly gift of its own (test mode), so no other suite's state matters.
	const made = await request.post(
		`${ baseUrl() }/wp-json/opengive/v1/donations`,
		{
			data: {
				formId: await demoFormId( request ),
				amount: 1200,
				levelId: 'custom',
				firstName: 'Embed',
				email: `embed-${ Date.now() }@example.org`,
				gatewayId: 'test',
				recurringPeriod: 'month',
				createAccount: true,
				accountPassword: 'embed-monthly-1',
			},
		}
	);
	const { subscriptionId } = await made.json();
	const one = await get(
		admin,
		`subscriptions/${ subscriptionId }?_embed=true&includeSensitiveData=true`
	);
	expect( one.body ).toMatchObject( {
		id: subscriptionId,
		donationFormId: expect.any( Number ),
		period: 'month',
		mode: 'test',
		amount: { valueInMinorUnits: 1200, currency: 'USD' },
		gatewaySubscriptionId: expect.any( String ),
		status: 'active',
	} );
	expect( one.body._embedded[ 'givewp:donor' ][ 0 ] ).toMatchObject( {
		id: one.body.donorId,
		firstName: 'Embed',
	} );
	const listed = await get(
		admin,
		`subscriptions?mode=test&donorId=${ one.body.donorId }&_embed=true`
	);
	expect( listed.total ).toBe( 1 );
	expect( listed.body[ 0 ]._embedded[ 'givewp:donor' ][ 0 ].id ).toBe(
		one.body.donorId
	);
	expect( listed.body[ 0 ].gatewaySubscriptionId ).toBe( '' );

	const cancel = `subscriptions/${ subscriptionId }/cancel`;
	expect( ( await send( subscriber, 'POST', cancel ) ).status ).toBe( 403 );
	const cancelled = await send( manager, 'POST', cancel );
	expect( cancelled.status ).toBe( 200 );
	expect( cancelled.body ).toMatchObject( {
		status: 'cancelled',
		renewsAt: null,
	} );
	expect( ( await send( admin, 'POST', cancel ) ).status ).toBe( 409 );
} );

test( 'a donation: status edit with its note, admin notes, refund through the gateway, delete', async () => {
	const list = await get( admin, 'donations?status=publish&per_page=100' );
	const donation = list.body.find(
		( d: { gatewayId: string } ) => d.gatewayId === 'test'
	);
	const path = `donations/${ donation.id }`;
	expect(
		( await send( subscriber, 'PUT', path, { status: 'pending' } ) ).status
	).toBe( 403 );
	expect(
		( await send( admin, 'PUT', path, { status: 'lost' } ) ).status
	).toBe( 400 );
	const edited = await send( admin, 'PUT', path, {
		status: 'pending',
		comment: 'Called to thank them.',
	} );
	expect( edited.body ).toMatchObject( {
		status: 'pending',
		comment: 'Called to thank them.',
	} );
	await send( admin, 'PUT', path, { status: 'publish' } );
	expect(
		( await send( admin, 'POST', `${ path }/notes`, { content: '' } ) )
			.status
	).toBe( 400 );
	const note = await send( admin, 'POST', `${ path }/notes`, {
		content: 'Matched by an employer.',
	} );
	expect( note.status ).toBe( 201 );
	// A reason Stripe does not know is refused before anything is refunded.
	expect(
		(
			await send( admin, 'POST', `${ path }/refund`, {
				reason: 'changed_my_mind',
			} )
		).status
	).toBe( 400 );
	const refunded = await send( admin, 'POST', `${ path }/refund`, {
		reason: 'requested_by_customer',
		note: 'Donor asked by phone.',
	} );
	expect( refunded.status ).toBe( 200 );
	expect( refunded.body.status ).toBe( 'refunded' );
	expect(
		( await send( admin, 'POST', `${ path }/refund` ) ).body.code
	).toBe( 'opengive_not_refundable' );
	const notes = ( await get( admin, `${ path }/notes` ) ).body;
	expect( notes.map( ( n: { content: string } ) => n.content ) ).toEqual(
		expect.arrayContaining( [
			'Matched by an employer.',
			'Status changed from Complete to Pending.',
			expect.stringMatching(
				/^Refunded \S+ through the payment gateway \(reference [^)]+\)\. Reason: requested by the donor\. Donor asked by phone\.$/
			),
		] )
	);
	// Offline money moves outside the site: a clear 409.
	const offline = list.body.find(
		( d: { gatewayId: string } ) => d.gatewayId === 'offline'
	);
	const offlineRefund = await send(
		admin,
		'POST',
		`donations/${ offline.id }/refund`
	);
	expect( offlineRefund.status ).toBe( 409 );
	expect( offlineRefund.body.code ).toBe( 'opengive_refund_unsupported' );

	const removed = await send( admin, 'DELETE', `${ path }?force=true` );
	expect( removed.body ).toMatchObject( { deleted: true } );
	expect( ( await get( admin, path ) ).status ).toBe( 404 );
} );

test( 'campaigns: create, read, update the goal, progress, delete', async () => {
	expect(
		(
			await send( subscriber, 'POST', 'campaigns', {
				title: 'X',
				goal: 1,
			} )
		).status
	).toBe( 403 );
	expect(
		( await send( admin, 'POST', 'campaigns', { goal: 100 } ) ).status
	).toBe( 400 );
	expect(
		(
			await send( admin, 'POST', 'campaigns', {
				title: 'Bad colour',
				goal: 100,
				primaryColor: 'blue',
			} )
		).status
	).toBe( 400 );
	expect(
		(
			await send( admin, 'POST', 'campaigns', {
				title: 'Backwards',
				goal: 100,
				startDate: '2027-02-01T00:00:00+00:00',
				endDate: '2027-01-01T00:00:00+00:00',
			} )
		).body.code
	).toBe( 'opengive_invalid_dates' );
	const created = await send( admin, 'POST', 'campaigns', {
		title: 'Spring Lens Appeal',
		goal: 1500,
		goalType: 'amount',
		status: 'draft',
		startDate: '2027-03-01T00:00:00+00:00',
	} );
	expect( created.status ).toBe( 201 );
	expect( created.body ).toMatchObject( {
		title: 'Spring Lens Appeal',
		goal: 1500,
		goalStats: { actual: 0, percentage: 0, goal: 1500 },
		status: 'draft',
		startDate: expect.stringMatching( /^2027-03-01T/ ),
	} );
	const id = created.body.id;
	const updated = await send( admin, 'PUT', `campaigns/${ id }`, {
		goal: 2000.5,
		status: 'active',
	} );
	expect( updated.body ).toMatchObject( {
		goal: 2000.5,
		status: 'active',
	} );
	expect(
		(
			await anonymous.get(
				`${ baseUrl() }/wp-json/opengive/v1/campaigns/${ id }/progress`
			)
		).status()
	).toBe( 200 );
	expect( ( await get( admin, 'campaigns?status=active' ) ).body ).toEqual(
		expect.arrayContaining( [ expect.objectContaining( { id } ) ] )
	);
	expect(
		( await send( admin, 'DELETE', `campaigns/${ id }?force=true` ) ).body
			.deleted
	).toBe( true );
	expect( ( await get( admin, `campaigns/${ id }` ) ).status ).toBe( 404 );
} );

test( 'the seeded campaign counts completed live gifts toward its goal', async () => {
	const campaign = ( await get( admin, 'campaigns?search=Winter' ) )
		.body[ 0 ];
	const gifts = (
		await get(
			admin,
			`donations?campaignId=${ campaign.id }&status=publish&per_page=100&anonymousDonations=include&includeSensitiveData=true`
		)
	).body;
	const raised = gifts.reduce(
		( sum: number, d: { amount: { valueInMinorUnits: number } } ) =>
			sum + d.amount.valueInMinorUnits,
		0
	);
	expect( campaign.goalStats.actual ).toBe( raised / 100 );
	expect( campaign.goalStats.percentage ).toBeCloseTo(
		Math.min( 100, ( raised / 100 / campaign.goal ) * 100 ),
		2
	);
	const publicView = await (
		await anonymous.get(
			`${ baseUrl() }/wp-json/opengive/v1/campaigns/${ campaign.id }/progress`
		)
	).json();
	expect( publicView ).toEqual( {
		id: campaign.id,
		title: campaign.title,
		shortDescription: campaign.shortDescription,
		goalType: 'amount',
		goalStats: campaign.goalStats,
		currency: 'USD',
		defaultFormId: campaign.defaultFormId,
	} );
} );

test( 'forms: settings are validated from the schema; create and update', async () => {
	const created = await send( admin, 'POST', 'forms', {
		title: 'API Form',
		status: 'draft',
		settings: { minimum: 500, gateways: [ 'test' ] },
	} );
	expect( created.status ).toBe( 201 );
	expect( created.body ).toMatchObject( {
		title: 'API Form',
		status: 'draft',
		settings: { minimum: 500 },
		totalAmount: { valueInMinorUnits: 0 },
	} );
	const bad = await send( admin, 'PUT', `forms/${ created.body.id }`, {
		settings: { minimum: 'five dollars' },
	} );
	expect( bad.status ).toBe( 400 );
	const updated = await send( admin, 'PUT', `forms/${ created.body.id }`, {
		title: 'API Form (renamed)',
		settings: { minimum: 1000, gateways: [ 'test', 'offline' ] },
	} );
	expect( updated.body ).toMatchObject( {
		title: 'API Form (renamed)',
		settings: { minimum: 1000, gateways: [ 'test', 'offline' ] },
	} );
	expect(
		( await send( subscriber, 'PUT', `forms/${ created.body.id }`, {} ) )
			.status
	).toBe( 403 );
} );

test( 'OPTIONS returns every resource schema', async () => {
	const titles: Record< string, string > = {
		donations: 'givewp/donation',
		donors: 'givewp/donor',
		subscriptions: 'givewp/subscription',
		forms: 'givewp/form',
		campaigns: 'givewp/campaign',
	};
	for ( const route of ROUTES ) {
		const response = await admin.context.fetch( `${ V3() }/${ route }`, {
			method: 'OPTIONS',
			headers: { 'X-WP-Nonce': admin.nonce },
		} );
		const body = await response.json();
		expect( body.schema.title, route ).toBe( titles[ route ] );
		expect( Object.keys( body.schema.properties ).length ).toBeGreaterThan(
			5
		);
		expect( body.endpoints[ 0 ].args.per_page.maximum ).toBe( 100 );
	}
} );
