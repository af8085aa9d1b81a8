/**
 * A PHP-free mock of OpenGive's REST API for unit tests, installed as apiFetch's fetch handler (and
 * as window.fetch for REST addresses, which the donation form's small REST wrapper uses): the
 * /opengive/v1 routes the donation form and the donor dashboard call, and the /givewp/v3 routes the
 * admin reads through core-data (filters, sort, paging, X-WP-Total).
 *
 * Why a fetch handler and not msw: every request our front end makes goes through apiFetch, so
 * replacing its handler intercepts them all with no fetch/Response polyfills in jsdom, no service
 * worker and no Node 22 requirement (msw 3 needs it; our floor is Node 20).
 *
 * Independence: the mock imports no code from src/ (types only, which vanish when compiled). Its rules
 * are written here from the server's (amount limits, the fee formula, money formatting) and its data
 * comes from the plugin's own data files (address rules, state lists), so a bug in the client code
 * under test cannot be mirrored by the mock and pass. Its answers are held to the real plugin's by the
 * contract test (tests/unit/rest-contract.test.ts against tests/fixtures/rest-contract-recorded.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
// The routes' shapes come from the generated contract (types/rest/, `npm run contract`), so the mock
// and the plugin cannot drift apart on a field name without the type check failing.
import type {
	OpengiveDonationReceipt as DonationReceipt,
	OpengiveV1DonationsPostArgs as DonateRequest,
} from '@opengive-rest/opengive-v1-donations';
import type { OpengiveCountryStates as CountryStates } from '@opengive-rest/opengive-v1-countries';
import type { OpengiveV1SubscriptionsIdPaymentMethodPostArgs as PaymentMethodArgs } from '@opengive-rest/opengive-v1-subscriptions';
import type { GivewpDonation } from '@opengive-rest/givewp-v3-donations';
import type { GivewpCampaign } from '@opengive-rest/givewp-v3-campaigns';
import type { FormConfig } from '@opengive/types/form-config';
import type { GatewayClient, GatewayFields } from '@opengive/api/gateways';
import type { SubscriptionConfig } from '@opengive/donor-dashboard/subscription-config';
import addressRules from '../../plugin/data/address-rules.json';
import currencyTable from '../../plugin/data/currencies.json';
import recurringPeriods from '../../plugin/data/recurring-periods.json';

const DATA_DIR = path.join( __dirname, '..', '..', 'plugin', 'data' );
const STATES_DIR = path.join( DATA_DIR, 'states' );

let countries: Record< string, string > | null = null;
/** The plugin's country list (plugin/data/countries.json), read once. */
function countryNames(): Record< string, string > {
	countries ??= JSON.parse(
		fs.readFileSync( path.join( DATA_DIR, 'countries.json' ), 'utf8' )
	) as Record< string, string >;
	return countries;
}

/** Who the mock believes is logged in: decides 401/403 on the routes that need a user. */
export type MockUser = 'anonymous' | 'donor' | 'administrator';

export interface RestError {
	code: string;
	message: string;
	data: { status: number; field?: string };
}

interface Answer {
	status: number;
	body: unknown;
	headers?: Record< string, string >;
}

function fail(
	status: number,
	code: string,
	message: string,
	field?: string
): never {
	const error: RestError = {
		code,
		message,
		data: field ? { status, field } : { status },
	};
	throw error;
}

/**
 * Money as the server prints it: symbol before or after, the form's separators and decimals.
 *
 * @param minor    Minor units.
 * @param currency The form's currency settings.
 */
function money( minor: number, currency: FormConfig[ 'currency' ] ): string {
	const fixed = ( Math.abs( minor ) / 10 ** currency.decimals ).toFixed(
		currency.decimals
	);
	const [ whole, fraction ] = fixed.split( '.' );
	const grouped = whole.replace(
		/\B(?=(\d{3})+(?!\d))/g,
		currency.thousandsSeparator
	);
	const number =
		( minor < 0 ? '-' : '' ) +
		grouped +
		( fraction ? currency.decimalSeparator + fraction : '' );
	return currency.position === 'after'
		? `${ number }${ currency.symbol }`
		: `${ currency.symbol }${ number }`;
}

/**
 * Spec section 5's fee: percentage and base amount grossed up when both are set, capped by maxAmount,
 * rounded to the currency's minor unit (up, for currencies without one).
 *
 * @param amount    Minor units.
 * @param form      The form.
 * @param gatewayId The chosen gateway.
 */
function fee( amount: number, form: FormConfig, gatewayId: string ): number {
	const settings = form.feeRecovery;
	const entry =
		settings?.fee_recovery &&
		( settings.fee_data.all_gateways ?? settings.fee_data[ gatewayId ] );
	if (
		! entry ||
		entry.give_fee_disable ||
		entry.give_fee_status === 'disabled'
	) {
		return 0;
	}
	const unit = 10 ** form.currency.decimals;
	const major = amount / unit;
	const percentage = Number( entry.percentage ?? 0 ) / 100;
	const base = Number( entry.base_amount ?? 0 );
	let value =
		percentage > 0 && base > 0
			? ( major + base ) / ( 1 - percentage ) - major
			: major * percentage + base;
	if ( Number( entry.maxAmount ?? 0 ) > 0 ) {
		value = Math.min( value, Number( entry.maxAmount ) );
	}
	if ( value <= 0 ) {
		return 0;
	}
	return form.currency.decimals === 0
		? Math.ceil( value - 1e-9 )
		: Math.round( Number( value.toFixed( 2 ) ) * unit );
}

function limitMessage(
	code: 'opengive_amount_too_low' | 'opengive_amount_too_high',
	limits: Pick< FormConfig, 'minimum' | 'maximum' | 'currency' >
): string {
	return code === 'opengive_amount_too_low'
		? `The minimum donation is ${ money( limits.minimum ?? 0, limits.currency ) }.`
		: `The maximum donation is ${ money( limits.maximum ?? 0, limits.currency ) }.`;
}

/**
 * The amount rule: a listed level's price comes from the form (never from the request); a custom
 * amount must be positive and inside the form's limits.
 *
 * @param form The form.
 * @param body The request.
 */
function checkedAmount( form: FormConfig, body: DonateRequest ): number {
	const level = form.levels.find( ( item ) => item.id === body.levelId );
	const amount = level ? level.amount : Number( body.amount );
	if ( ! level && ! form.customAmount ) {
		fail(
			400,
			'opengive_invalid_level',
			'Please choose one of the amounts.',
			'levelId'
		);
	}
	if ( ! Number.isInteger( amount ) || amount <= 0 ) {
		fail(
			400,
			'opengive_amount_required',
			'Please enter an amount.',
			'amount'
		);
	}
	if ( ! level && form.minimum !== null && amount < form.minimum ) {
		fail(
			400,
			'opengive_amount_too_low',
			limitMessage( 'opengive_amount_too_low', form ),
			'amount'
		);
	}
	if ( ! level && form.maximum !== null && amount > form.maximum ) {
		fail(
			400,
			'opengive_amount_too_high',
			limitMessage( 'opengive_amount_too_high', form ),
			'amount'
		);
	}
	return amount;
}

function countryStates( country: string ): CountryStates {
	const code = country.toUpperCase();
	if ( ! ( code in countryNames() ) ) {
		fail(
			400,
			'opengive_invalid_country',
			'Please choose a valid country.'
		);
	}
	const file = path.join( STATES_DIR, `${ code }.json` );
	const listed: Record< string, string > =
		addressRules.stateList.includes( code ) && fs.existsSync( file )
			? JSON.parse( fs.readFileSync( file, 'utf8' ) )
			: {};
	const states = Object.entries( listed ).map( ( [ stateCode, name ] ) => ( {
		code: stateCode,
		name,
	} ) );
	return {
		statesFound: states.length > 0,
		states,
		statesLabel:
			( addressRules.stateLabels as Record< string, string > )[ code ] ??
			'State / Province / County',
		defaultState: '',
		showField: ! addressRules.noState.includes( code ),
		statesRequire: addressRules.stateRequired.includes( code ),
		cityRequire: ! addressRules.noCity.includes( code ),
		zipRequire: ! addressRules.noPostcode.includes( code ),
	};
}

/** The 2Checkout script address the mock hands out; tests put a fake window.TCO in place first. */
export const MOCK_TCO_SCRIPT = 'https://2co.mock/2co.min.js';

function mockClient(
	gateway: FormConfig[ 'gateways' ][ number ]
): GatewayClient {
	// As the real route: Stripe's Payment Element (Stripe.js from Stripe's own address, where the
	// unit tests' double stands: tests/unit/stripe-double.ts), 2Checkout's script for its card fields.
	if ( gateway.fields === 'payment-element' ) {
		return {
			fields: 'payment-element',
			provider: 'stripe',
			publishableKey: 'pk_test_mock',
			jsUrl: 'https://js.stripe.com/v3',
		};
	}
	if ( gateway.fields !== 'card' ) {
		return { fields: 'none' };
	}
	return {
		fields: 'card',
		provider: 'twocheckout',
		sellerId: '901248156',
		publishableKey: 'tco-public-mock',
		environment: 'sandbox',
		scriptUrl: MOCK_TCO_SCRIPT,
	};
}

function gatewayFieldsFor(
	form: FormConfig | undefined,
	gatewayId: string
): GatewayFields {
	const gateway = form?.gateways.find(
		( option ) => option.id === gatewayId
	);
	if ( ! gateway ) {
		fail(
			400,
			'opengive_invalid_gateway',
			'Please choose an available payment method.',
			'gatewayId'
		);
	}
	return {
		id: gateway.id,
		label: gateway.label,
		fields: gateway.fields,
		client: mockClient( gateway ),
		description:
			gateway.fields === 'none' ? '' : 'Card details go to the provider.',
	};
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function createDonation(
	forms: Map< number, FormConfig >,
	body: DonateRequest,
	id: number
): DonationReceipt & { subscriptionId: number | null; paymentCard: string } {
	const form = forms.get( Number( body.formId ) );
	if ( ! form ) {
		fail(
			400,
			'opengive_invalid_form',
			'This donation form is not available.',
			'formId'
		);
	}
	const amount = checkedAmount( form, body );
	if ( ( body.firstName ?? '' ).trim() === '' ) {
		fail(
			400,
			'opengive_first_name_required',
			'Please enter your first name.',
			'firstName'
		);
	}
	if ( ! EMAIL.test( body.email ?? '' ) ) {
		fail(
			400,
			'opengive_invalid_email',
			'Please enter a valid email address.',
			'email'
		);
	}
	const gateway = form.gateways.find(
		( option ) => option.id === body.gatewayId
	);
	if ( ! gateway ) {
		fail(
			400,
			'opengive_invalid_gateway',
			'Please choose an available payment method.',
			'gatewayId'
		);
	}
	const recovered = body.coverFee ? fee( amount, form, gateway.id ) : 0;
	if ( body.feeAmount !== undefined && body.feeAmount !== recovered ) {
		fail(
			400,
			'opengive_fee_mismatch',
			'The processing fee for this amount and payment method has changed.',
			'feeAmount'
		);
	}
	if ( body.total !== undefined && body.total !== amount + recovered ) {
		fail(
			400,
			'opengive_total_mismatch',
			'The total for this gift has changed.',
			'total'
		);
	}
	if ( body.createAccount && ( body.accountPassword ?? '' ).length < 8 ) {
		fail(
			400,
			'opengive_password_too_short',
			'Please choose a password of at least 8 characters.',
			'accountPassword'
		);
	}
	if ( gateway.fields !== 'none' && ! body.paymentToken ) {
		fail(
			400,
			'opengive_payment_token_required',
			'Please enter your card details.',
			'paymentToken'
		);
	}
	const card = body.cardLast4
		? `${ body.cardBrand } •••• ${ body.cardLast4 }`
		: '';
	return {
		donationId: id,
		status: 'publish',
		statusLabel: 'Complete',
		amount,
		amountFormatted: money( amount, form.currency ),
		currency: form.currency.code,
		formTitle: form.title,
		donorName: `${ body.firstName } ${ body.lastName ?? '' }`.trim(),
		email: body.email,
		date: 'November 22, 2026 9:00 am',
		paymentMethod: card ? `${ gateway.label } (${ card })` : gateway.label,
		paymentCard: card,
		transactionId: `test_${ id }`,
		mode: 'test',
		receiptUrl: `${ body.returnUrl }?opengive-receipt=key${ id }`,
		instructions: '',
		accountCreated: body.createAccount === true,
		feeAmountRecovered: recovered,
		feeFormatted: money( recovered, form.currency ),
		total: amount + recovered,
		totalFormatted: money( amount + recovered, form.currency ),
		subscriptionId: null,
		// A recurring gift's receipt says how often and when next, as ReceiptBuilder does (the
		// mock's clock: given November 22, next month's date).
		...( body.recurringPeriod && body.recurringPeriod !== 'once'
			? {
					frequency: recurringPeriods.labels[ body.recurringPeriod ],
					nextPaymentDate: 'December 22, 2026',
				}
			: { frequency: '', nextPaymentDate: '' } ),
	};
}

/**
 * The donor's update form, with the server's rules: a bad amount is refused before anything
 * changes; 0 (or nothing) becomes the form's minimum.
 *
 * @param subscription The recurring gift.
 * @param body         What the form sent.
 */
function updateSubscription(
	subscription: SubscriptionConfig & { paymentToken?: string },
	body: PaymentMethodArgs
) {
	if ( body.paymentToken === undefined && body.renewalAmount === undefined ) {
		fail(
			400,
			'opengive_nothing_to_update',
			'Enter a new card or a new amount.',
			'paymentToken'
		);
	}
	if ( body.renewalAmount !== undefined ) {
		const amount =
			body.renewalAmount > 0
				? body.renewalAmount
				: ( subscription.minimum ?? 0 );
		if ( subscription.minimum !== null && amount < subscription.minimum ) {
			fail(
				400,
				'opengive_amount_too_low',
				limitMessage( 'opengive_amount_too_low', subscription ),
				'renewalAmount'
			);
		}
		if ( subscription.maximum !== null && amount > subscription.maximum ) {
			fail(
				400,
				'opengive_amount_too_high',
				limitMessage( 'opengive_amount_too_high', subscription ),
				'renewalAmount'
			);
		}
		subscription.amount = amount;
	}
	if ( body.paymentToken !== undefined ) {
		subscription.paymentToken = body.paymentToken;
	}
	const url = new URL( body.returnUrl ?? 'https://charity.example/' );
	url.searchParams.set(
		'opengive-subscription-updated',
		String( subscription.id )
	);
	return {
		success: true,
		data: { url: url.toString(), status: subscription.status },
	};
}

/* ------------------------------------------------------------------ /givewp/v3 ------------------- */

type Item = Record< string, unknown > & { id: number };

const FILTERS = [ 'status', 'mode', 'campaignId', 'donorId', 'formId' ];

/** Donation fields the API empties unless includeSensitiveData=true (GiveWP sends them as ''/null/[]). */
const SENSITIVE: Record< string, unknown > = {
	billingAddress: null,
	customFields: [],
	donorIp: '',
	email: '',
	gatewayTransactionId: '',
	phone: '',
	purchaseKey: '',
};

function visible( item: Item, query: URLSearchParams ): Item {
	if ( query.get( 'includeSensitiveData' ) === 'true' ) {
		return item;
	}
	const hidden = Object.fromEntries(
		Object.entries( SENSITIVE ).filter( ( [ key ] ) => key in item )
	);
	return { ...item, ...hidden };
}

function sortValue( item: Item, sort: string ): number | string {
	const value = item[ sort ];
	if ( value && typeof value === 'object' && 'valueInMinorUnits' in value ) {
		return ( value as { valueInMinorUnits: number } ).valueInMinorUnits;
	}
	return value as number | string;
}

function list( items: Item[], query: URLSearchParams ) {
	let matching = items.filter( ( item ) =>
		FILTERS.every(
			( param ) =>
				! query.has( param ) ||
				String( item[ param ] ) === query.get( param )
		)
	);
	const search = ( query.get( 'search' ) ?? '' ).toLowerCase();
	if ( search ) {
		matching = matching.filter( ( item ) =>
			JSON.stringify( item ).toLowerCase().includes( search )
		);
	}
	const sort = query.get( 'sort' ) ?? 'id';
	const direction = query.get( 'direction' ) === 'asc' ? 1 : -1;
	matching = [ ...matching ].sort( ( a, b ) => {
		const left = sortValue( a, sort );
		const right = sortValue( b, sort );
		if ( left === right ) {
			return ( a.id - b.id ) * direction;
		}
		return ( left < right ? -1 : 1 ) * direction;
	} );
	const perPage = Number( query.get( 'per_page' ) ?? 30 );
	const page = Number( query.get( 'page' ) ?? 1 );
	return {
		total: matching.length,
		pages: Math.ceil( matching.length / perPage ),
		items: matching.slice( ( page - 1 ) * perPage, page * perPage ),
	};
}

function rawResponse( answer: Answer ) {
	const headers = answer.headers ?? {};
	return {
		ok: answer.status < 400,
		status: answer.status,
		headers: {
			get: ( name: string ) => headers[ name.toLowerCase() ] ?? null,
		},
		json: async () => answer.body,
	};
}

/**
 * The public views send REST requests with window.fetch (no api-fetch on the donation page): REST
 * addresses under the root they default to (`/wp-json/`) are answered by the mock, anything else
 * (a card provider's API, admin-ajax) goes to the fetch that was there before.
 *
 * @param answerFor The mock's answer to one request.
 */
function installRestFetch(
	answerFor: ( request: APIFetchOptions ) => Promise< Answer >
): void {
	const previous = window.fetch as typeof fetch | undefined;
	const answerRest = async ( url: URL, init?: RequestInit ) => {
		const answer = await answerFor( {
			path: url.pathname.slice( '/wp-json'.length ) + url.search,
			method: init?.method ?? 'GET',
			data:
				typeof init?.body === 'string'
					? ( JSON.parse( init.body ) as unknown )
					: undefined,
		} );
		return {
			...rawResponse( answer ),
			text: async () => JSON.stringify( answer.body ),
		};
	};
	// Not async itself: a passed-through call resolves on the same tick as the earlier fetch would.
	window.fetch = ( ( input: unknown, init?: RequestInit ) => {
		const url = new URL( String( input ), 'http://localhost/' );
		if ( url.pathname.startsWith( '/wp-json/' ) ) {
			return answerRest( url, init );
		}
		return previous
			? previous( input as RequestInfo, init )
			: Promise.reject( new TypeError( 'Failed to fetch' ) );
	} ) as unknown as typeof fetch;
}

function requireUser( user: MockUser, capability: 'staff' | 'user' ) {
	if ( user === 'anonymous' ) {
		fail( 401, 'rest_not_logged_in', 'You must be logged in to see this.' );
	}
	if ( capability === 'staff' && user !== 'administrator' ) {
		fail( 403, 'rest_forbidden', 'Sorry, you are not allowed to do that.' );
	}
}

/**
 * A currency as the server writes it for a donation (the currency table's symbol and decimals, the
 * default separators).
 *
 * @param code ISO 4217 code.
 */
function currencyOf( code: string ): FormConfig[ 'currency' ] {
	const row = (
		currencyTable.currencies as Record<
			string,
			{ decimals: number; symbol: string }
		>
	 )[ code ] ?? { decimals: 2, symbol: code };
	return {
		code,
		symbol: row.symbol,
		position: 'before',
		thousandsSeparator: ',',
		decimalSeparator: '.',
		decimals: row.decimals,
		minorUnits: row.decimals,
	};
}

/**
 * POST /givewp/v3/donations/{id}/refund as the plugin answers it (RefundDonation): a completed gift
 * only; an amount ({valueInMinorUnits} or {value}) more than zero and at most what is left, absent for
 * all that is left; the refund that reaches the whole amount makes the gift refunded.
 *
 * @param items The donations.
 * @param id    The donation's id.
 * @param data  The request's body.
 */
function refund( items: Item[], id: number, data: unknown ): Answer {
	const index = items.findIndex( ( item ) => item.id === id );
	if ( index === -1 ) {
		fail(
			404,
			'opengive_donation_not_found',
			'That donation does not exist.'
		);
	}
	const gift = items[ index ] as Item & GivewpDonation;
	if ( gift.status !== 'publish' ) {
		fail(
			409,
			'opengive_not_refundable',
			'Only completed donations can be refunded.'
		);
	}
	const currency = currencyOf( gift.amount.currency );
	const unit = 10 ** currency.decimals;
	const left =
		gift.amount.valueInMinorUnits -
		( gift.refundedAmount?.valueInMinorUnits ?? 0 );
	const sent = (
		data as
			| { amount?: { value?: number; valueInMinorUnits?: number } }
			| undefined
	 )?.amount;
	const amount =
		sent === undefined
			? left
			: ( sent.valueInMinorUnits ??
				Math.round( ( sent.value ?? 0 ) * unit ) );
	if ( ! ( amount > 0 && amount <= left ) ) {
		fail(
			400,
			'opengive_refund_amount_invalid',
			`The refund must be more than zero and at most ${ money(
				left,
				currency
			) }, what is left of this gift.`,
			'amount'
		);
	}
	const refunded = gift.amount.valueInMinorUnits - left + amount;
	items[ index ] = {
		...gift,
		status: amount === left ? 'refunded' : 'publish',
		refundedAmount: {
			value: refunded / unit,
			valueInMinorUnits: refunded,
			currency: currency.code,
		},
	};
	return { status: 200, body: items[ index ] };
}

function givewp(
	records: Record< string, Item[] >,
	route: string,
	search: string,
	options: APIFetchOptions
): Answer {
	const refundOf = route.match( /^\/givewp\/v3\/donations\/(\d+)\/refund$/ );
	if ( refundOf && options.method === 'POST' ) {
		return refund(
			records.donations ?? [],
			Number( refundOf[ 1 ] ),
			options.data
		);
	}
	const match = route.match( /^\/givewp\/v3\/([a-z]+)(?:\/(\d+))?$/ );
	const items = match ? records[ match[ 1 ] ] : undefined;
	if ( ! match || ! items ) {
		fail(
			404,
			'rest_no_route',
			'No route was found matching the URL and request method.'
		);
	}
	const id = Number( match[ 2 ] ?? 0 );
	const method = options.method ?? 'GET';
	if ( ! id ) {
		const query = new URLSearchParams( search );
		const { total, pages, items: page } = list( items, query );
		return {
			status: 200,
			body: page.map( ( item ) => visible( item, query ) ),
			headers: {
				'x-wp-total': String( total ),
				'x-wp-totalpages': String( pages ),
			},
		};
	}
	const index = items.findIndex( ( item ) => item.id === id );
	if ( index === -1 ) {
		fail(
			404,
			`opengive_${ match[ 1 ].replace( /s$/, '' ) }_not_found`,
			'Not found.'
		);
	}
	if ( method === 'PUT' || method === 'POST' ) {
		items[ index ] = { ...items[ index ], ...( options.data as object ) };
	}
	if ( method === 'DELETE' ) {
		// As the plugin: force=true deletes, without it the record goes to the trash.
		if ( new URLSearchParams( search ).get( 'force' ) !== 'true' ) {
			const previous = items[ index ];
			items[ index ] = { ...previous, status: 'trash' };
			return {
				status: 200,
				body: { deleted: true, trashed: true, previous },
			};
		}
		const [ removed ] = items.splice( index, 1 );
		return { status: 200, body: { deleted: true, previous: removed } };
	}
	return {
		status: 200,
		body: visible( items[ index ], new URLSearchParams( search ) ),
	};
}

/* ------------------------------------------------------------------ install ---------------------- */

export interface MockRest {
	/** Every request the front end made, in order. */
	requests: APIFetchOptions[];
	/** Donations the mock recorded. */
	donations: DonationReceipt[];
	/** Makes the next request (the next whose path starts with `path`) fail with this error body. */
	failNextWith: ( error: RestError | Error, path?: string ) => void;
	/** Holds the next request (the next whose path starts with `path`) until the returned function is called. */
	holdNext: ( path?: string ) => () => void;
	/** Recurring gifts the mock knows, as changed by cancel and update calls. */
	subscriptions: Map<
		number,
		SubscriptionConfig & { paymentToken?: string }
	>;
	/** /givewp/v3 records per route ('donations', 'campaigns', ...). */
	records: Record< string, Item[] >;
	/** Who is logged in from now on (default: a donor who owns the mock's recurring gifts). */
	setUser: ( user: MockUser ) => void;
	/** Query of the last GET on a /givewp/v3 collection, parsed. */
	lastQuery: ( route: string ) => URLSearchParams | null;
}

export interface MockOptions {
	/** /givewp/v3 records per route. */
	records?: Record< string, Item[] >;
	user?: MockUser;
}

function respond(
	mock: MockRest,
	forms: Map< number, FormConfig >,
	user: MockUser,
	options: APIFetchOptions
): Answer {
	// apiFetch's own middlewares append query args such as _locale=user.
	const [ route, search = '' ] = ( options.path ?? '' ).split( '?' );
	const method = options.method ?? 'GET';
	if ( route.startsWith( '/givewp/v3/' ) ) {
		requireUser( user, 'staff' );
		return givewp( mock.records, route, search, options );
	}
	if ( route === '/opengive/v1/donations' && method === 'POST' ) {
		const receipt = createDonation(
			forms,
			options.data as DonateRequest,
			mock.donations.length + 1
		);
		mock.donations.push( receipt );
		return { status: 201, body: receipt };
	}
	const gatewayFields = route.match(
		/^\/opengive\/v1\/forms\/(\d+)\/gateways\/([a-z0-9_-]+)$/
	);
	if ( gatewayFields && method === 'GET' ) {
		return {
			status: 200,
			body: gatewayFieldsFor(
				forms.get( Number( gatewayFields[ 1 ] ) ),
				gatewayFields[ 2 ]
			),
		};
	}
	const subscriptionRoute = route.match(
		/^\/opengive\/v1\/subscriptions\/(\d+)\/(cancel|payment-method)$/
	);
	if ( subscriptionRoute && method === 'POST' ) {
		requireUser( user, 'user' );
		const subscription = mock.subscriptions.get(
			Number( subscriptionRoute[ 1 ] )
		);
		if ( ! subscription ) {
			fail(
				404,
				'opengive_subscription_not_found',
				'That recurring gift does not exist.'
			);
		}
		if (
			[ 'cancelled', 'completed', 'expired' ].includes(
				subscription.status
			)
		) {
			fail(
				409,
				'opengive_subscription_ended',
				'This recurring gift has already ended.'
			);
		}
		if ( subscriptionRoute[ 2 ] === 'cancel' ) {
			subscription.status = 'cancelled';
			return {
				status: 200,
				body: { id: subscription.id, status: subscription.status },
			};
		}
		return {
			status: 200,
			body: updateSubscription(
				subscription,
				options.data as PaymentMethodArgs
			),
		};
	}
	const states = route.match(
		/^\/opengive\/v1\/countries\/([^/]+)\/states$/
	);
	if ( states && method === 'GET' ) {
		return { status: 200, body: countryStates( states[ 1 ] ) };
	}
	return fail(
		404,
		'rest_no_route',
		'No route was found matching the URL and request method.'
	);
}

/**
 * Installs the mock. Call in beforeEach; it replaces any earlier mock.
 *
 * @param formList         Forms the mock knows (as render.php prints them).
 * @param subscriptionList Recurring gifts the logged-in donor owns.
 * @param options          /givewp/v3 records and who is logged in.
 */
export function installMockRest(
	formList: FormConfig[],
	subscriptionList: SubscriptionConfig[] = [],
	options: MockOptions = {}
): MockRest {
	const forms = new Map( formList.map( ( form ) => [ form.formId, form ] ) );
	let user: MockUser = options.user ?? 'donor';
	let pendingFailure: RestError | Error | null = null;
	let failurePath = '';
	let gate: Promise< void > | null = null;
	let gatePath = '';
	const mock: MockRest = {
		requests: [],
		donations: [],
		failNextWith: ( error, prefix = '' ) => {
			pendingFailure = error;
			failurePath = prefix;
		},
		subscriptions: new Map(
			subscriptionList.map( ( item ) => [ item.id, { ...item } ] )
		),
		holdNext: ( prefix = '' ) => {
			gatePath = prefix;
			let release = () => {};
			gate = new Promise( ( resolve ) => {
				release = resolve;
			} );
			return () => release();
		},
		records: options.records ?? {},
		setUser: ( next ) => {
			user = next;
		},
		lastQuery: ( route ) => {
			const found = [ ...mock.requests ]
				.reverse()
				.find(
					( request ) =>
						( request.method ?? 'GET' ) === 'GET' &&
						( request.path ?? '' ).startsWith(
							`/givewp/v3/${ route }?`
						)
				);
			return found
				? new URLSearchParams( ( found.path ?? '' ).split( '?' )[ 1 ] )
				: null;
		},
	};

	/**
	 * The answer to one request; a network failure (an Error queued by failNextWith) rejects.
	 *
	 * @param request What the front end sent.
	 */
	const answerFor = async ( request: APIFetchOptions ): Promise< Answer > => {
		mock.requests.push( request );
		const requested = request.path ?? '';
		if ( gate && requested.startsWith( gatePath ) ) {
			const held = gate;
			gate = null;
			await held;
		}
		if ( pendingFailure && requested.startsWith( failurePath ) ) {
			const failure = pendingFailure;
			pendingFailure = null;
			if ( failure instanceof Error ) {
				throw failure;
			}
			return { status: failure.data.status, body: failure };
		}
		try {
			return respond( mock, forms, user, request );
		} catch ( error ) {
			const rest = error as RestError;
			return { status: rest.data.status, body: rest };
		}
	};

	apiFetch.setFetchHandler( async ( request: APIFetchOptions ) => {
		const answer = await answerFor( request );
		// core-data asks for the raw response (parse: false) when it wants the headers; api-fetch
		// throws an error status's response even then.
		if ( request.parse === false ) {
			if ( answer.status >= 400 ) {
				throw rawResponse( answer );
			}
			return rawResponse( answer );
		}
		if ( answer.status >= 400 ) {
			throw answer.body;
		}
		return answer.body;
	} );
	installRestFetch( answerFor );
	return mock;
}

/**
 * The mock as the admin screens meet it: an administrator and /givewp/v3 records.
 *
 * @param records Records per route ('donations', 'campaigns', ...).
 */
export function installGiveWpMock(
	records: Record< string, Item[] >
): MockRest {
	return installMockRest( [], [], { records, user: 'administrator' } );
}

/**
 * A donation as the /givewp/v3 API writes it.
 *
 * @param id        Id.
 * @param overrides Fields to change.
 */
export function donationRecord(
	id: number,
	overrides: Partial< GivewpDonation > = {}
): Item {
	const record: GivewpDonation = {
		id,
		campaignId: 1,
		formId: 4,
		formTitle: 'Keep the Light On',
		createdAt: `2026-10-${ String( ( id % 28 ) + 1 ).padStart( 2, '0' ) }T10:00:00+00:00`,
		status: 'publish',
		type: 'single',
		mode: 'live',
		amount: { value: id, valueInMinorUnits: id * 100, currency: 'USD' },
		feeAmountRecovered: { value: 0, valueInMinorUnits: 0, currency: 'USD' },
		refundedAmount: { value: 0, valueInMinorUnits: 0, currency: 'USD' },
		gatewayId: 'test',
		gatewayTransactionId: `demo-${ id }`,
		levelId: '2',
		donorId: id,
		honorific: '',
		firstName: `Donor${ id }`,
		lastName: 'Example',
		email: `donor${ id }@example.org`,
		phone: '',
		company: '',
		comment: '',
		anonymous: false,
		subscriptionId: null,
		billingAddress: {
			country: 'US',
			address1: '',
			address2: '',
			city: '',
			state: '',
			zip: '',
		},
		donorIp: '127.0.0.1',
		purchaseKey: `key${ id }`,
		customFields: [],
		gateway: {
			id: 'test',
			name: 'Test Donation',
			label: 'Test Donation',
			transactionUrl: '',
		},
		updatedAt: `2026-10-${ String( ( id % 28 ) + 1 ).padStart( 2, '0' ) }T10:00:00+00:00`,
		...overrides,
	};
	return { ...record, _links: {} };
}

/**
 * A campaign as the /givewp/v3 API writes it.
 *
 * @param id        Id.
 * @param overrides Fields to change.
 */
export function campaignRecord(
	id: number,
	overrides: Partial< GivewpCampaign > = {}
): Item {
	const record: GivewpCampaign = {
		id,
		title: `Campaign ${ id }`,
		shortDescription: '',
		longDescription: '',
		goal: 1000,
		goalType: 'amount',
		goalStats: {
			actual: 0,
			actualFormatted: '$0.00',
			percentage: 0,
			goal: 1000,
			goalFormatted: '$1,000.00',
		},
		status: 'active',
		startDate: '2026-11-01T00:00:00+00:00',
		endDate: null,
		defaultFormId: 4,
		currency: 'USD',
		image: '',
		primaryColor: '#0b5394',
		secondaryColor: '#f6b26b',
		createdAt: '2026-10-01T10:00:00+00:00',
		type: 'core',
		logo: '',
		pageId: null,
		pagePermalink: null,
		defaultFormTitle: 'Keep the Light On',
		...overrides,
	};
	return { ...record, _links: {} };
}
