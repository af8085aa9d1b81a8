/**
 * A PHP-free mock of OpenGive's REST API for unit tests, installed as apiFetch's fetch handler.
 *
 * Why a fetch handler and not msw: every request our front end makes goes through apiFetch, so
 * replacing its handler intercepts them all with no fetch/Response polyfills in jsdom, no service
 * worker and no Node 22 requirement (msw 3 needs it; our floor is Node 20). The mock applies the same
 * src/ rules the PHP does, so components meet realistic answers, not canned ones.
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import type { DonateRequest, DonationReceipt } from '@opengive/api/donations';
import { DONATIONS_PATH } from '@opengive/api/donations';
import type { FormConfig } from '@opengive/types/form-config';
import {
	amountVerdict,
	chosenAmount,
	limitNotice,
} from '@opengive/donation-form/amount';
import { formatAmount } from '@opengive/money/format-amount';
import { addressRequirements } from '@opengive/address/address-rules';
import type { CountryStates } from '@opengive/api/states';
import type { GatewayClient, GatewayFields } from '@opengive/api/gateways';
import { recoveryFee } from '@opengive/money/fees';
import type { SubscriptionConfig } from '@opengive/donor-dashboard/subscription-config';
import type { SubscriptionChanges } from '@opengive/api/subscriptions';
import { renewalAmount } from '@opengive/donation-form/recurring';

/** A few states per listed country: enough for the components, without PHP. */
const STATES: Record< string, Array< { code: string; name: string } > > = {
	US: [
		{ code: 'CA', name: 'California' },
		{ code: 'ME', name: 'Maine' },
	],
	CA: [ { code: 'ON', name: 'Ontario' } ],
};

function countryStates( country: string ): CountryStates {
	const rules = addressRequirements( country );
	const states = rules.hasStateList ? ( STATES[ country ] ?? [] ) : [];
	return {
		statesFound: states.length > 0,
		states,
		statesLabel: country === 'US' ? 'State' : 'State / Province / County',
		defaultState: '',
		showField: rules.showField,
		statesRequire: rules.statesRequire,
		cityRequire: rules.cityRequire,
		zipRequire: rules.zipRequire,
	};
}

/** Public settings the mock hands out for card gateways; unit tests stub the provider's fetch. */
export const MOCK_STRIPE_API = 'https://stripe.mock';
/** The 2Checkout script address the mock hands out; tests put a fake window.TCO in place first. */
export const MOCK_TCO_SCRIPT = 'https://2co.mock/2co.min.js';

function mockClient(
	gateway: FormConfig[ 'gateways' ][ number ]
): GatewayClient {
	if ( gateway.fields !== 'card' ) {
		return { fields: 'none' };
	}
	// As the real route: 2Checkout's public settings for the twocheckout gateway, Stripe's otherwise.
	return gateway.id === 'twocheckout'
		? {
				fields: 'card',
				provider: 'twocheckout',
				sellerId: '901248156',
				publishableKey: 'tco-public-mock',
				environment: 'sandbox',
				scriptUrl: MOCK_TCO_SCRIPT,
			}
		: {
				fields: 'card',
				provider: 'stripe',
				publishableKey: 'pk_test_mock',
				apiBase: MOCK_STRIPE_API,
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
		throw {
			code: 'opengive_invalid_gateway',
			message: 'Please choose an available payment method.',
			data: { status: 400, field: 'gatewayId' },
		} as RestError;
	}
	return {
		id: gateway.id,
		label: gateway.label,
		fields: gateway.fields,
		client: mockClient( gateway ),
		description:
			gateway.fields === 'card' ? 'Card details go to the provider.' : '',
	};
}

export interface RestError {
	code: string;
	message: string;
	data: { status: number; field?: string };
}

export interface MockRest {
	/** Every request the front end made, in order. */
	requests: APIFetchOptions[];
	/** Donations the mock recorded. */
	donations: DonationReceipt[];
	/** Makes the next request fail with this error body. */
	failNextWith: ( error: RestError | Error ) => void;
	/** Holds the next request until the returned function is called. */
	holdNext: () => () => void;
	/** Recurring gifts the mock knows, as changed by cancel and update calls. */
	subscriptions: Map<
		number,
		SubscriptionConfig & { paymentToken?: string }
	>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function reject( code: string, message: string, field: string ): never {
	throw { code, message, data: { status: 400, field } } as RestError;
}

function createDonation(
	forms: Map< number, FormConfig >,
	body: DonateRequest,
	id: number
): DonationReceipt {
	const form = forms.get( body.formId );
	if ( ! form ) {
		reject(
			'opengive_invalid_form',
			'This donation form is not available.',
			'formId'
		);
	}
	const amount = form.levels.some( ( level ) => level.id === body.levelId )
		? chosenAmount( form, body.levelId, '' )
		: body.amount;
	const verdict = amountVerdict( form, amount );
	if ( verdict !== 'valid' ) {
		reject(
			`opengive_amount_${ verdict }`,
			`Amount rejected: ${ verdict }`,
			'amount'
		);
	}
	if ( body.firstName.trim() === '' ) {
		reject(
			'opengive_first_name_required',
			'Please enter your first name.',
			'firstName'
		);
	}
	if ( ! EMAIL.test( body.email ) ) {
		reject(
			'opengive_invalid_email',
			'Please enter a valid email address.',
			'email'
		);
	}
	const gateway = form.gateways.find(
		( option ) => option.id === body.gatewayId
	);
	if ( ! gateway ) {
		reject(
			'opengive_invalid_gateway',
			'Please choose an available payment method.',
			'gatewayId'
		);
	}
	const fee = body.coverFee
		? recoveryFee( amount, form.feeRecovery, body.gatewayId, form.currency )
		: 0;
	if ( body.feeAmount !== undefined && body.feeAmount !== fee ) {
		reject(
			'opengive_fee_mismatch',
			'The processing fee for this amount and payment method has changed.',
			'feeAmount'
		);
	}
	if ( body.createAccount && ( body.accountPassword ?? '' ).length < 8 ) {
		reject(
			'opengive_password_too_short',
			'Please choose a password of at least 8 characters.',
			'accountPassword'
		);
	}
	if ( gateway.fields === 'card' && ! body.paymentToken ) {
		reject(
			'opengive_payment_token_required',
			'Please enter your card details.',
			'paymentToken'
		);
	}
	return {
		donationId: id,
		status: 'publish',
		statusLabel: 'Complete',
		amount,
		amountFormatted: formatAmount( amount, form.currency ),
		currency: form.currency.code,
		formTitle: form.title,
		donorName: `${ body.firstName } ${ body.lastName }`.trim(),
		email: body.email,
		date: 'November 22, 2026 9:00 am',
		paymentMethod: body.cardLast4
			? `${ gateway.label } (${ body.cardBrand } •••• ${ body.cardLast4 })`
			: gateway.label,
		transactionId: `test_${ id }`,
		mode: 'test',
		receiptUrl: `${ body.returnUrl }?opengive-receipt=key${ id }`,
		instructions: '',
		accountCreated: body.createAccount === true,
		feeAmountRecovered: fee,
		feeFormatted: formatAmount( fee, form.currency ),
		total: amount + fee,
		totalFormatted: formatAmount( amount + fee, form.currency ),
	};
}

/**
 * The donor's update form, with the server's rules: a bad amount is refused before anything
 * changes; 0 becomes the minimum.
 *
 * @param subscription The recurring gift.
 * @param body         What the form sent.
 */
function updateSubscription(
	subscription: SubscriptionConfig & { paymentToken?: string },
	body: SubscriptionChanges & { returnUrl?: string }
) {
	if ( body.paymentToken === undefined && body.renewalAmount === undefined ) {
		reject(
			'opengive_nothing_to_update',
			'Enter a new card or a new amount.',
			'paymentToken'
		);
	}
	if ( body.renewalAmount !== undefined ) {
		const { amount, verdict } = renewalAmount(
			body.renewalAmount,
			subscription.minimum,
			subscription.maximum
		);
		if ( verdict !== 'valid' ) {
			reject(
				verdict === 'bad_minimum'
					? 'opengive_amount_too_low'
					: 'opengive_amount_too_high',
				limitNotice( verdict, subscription ),
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

/**
 * Installs the mock for the given forms. Call in beforeEach; it replaces any earlier mock.
 *
 * @param formList         Forms the mock knows.
 * @param subscriptionList
 */
export function installMockRest(
	formList: FormConfig[],
	subscriptionList: SubscriptionConfig[] = []
): MockRest {
	const forms = new Map( formList.map( ( form ) => [ form.formId, form ] ) );
	let pendingFailure: RestError | Error | null = null;
	let gate: Promise< void > | null = null;
	const mock: MockRest = {
		requests: [],
		donations: [],
		failNextWith: ( error ) => {
			pendingFailure = error;
		},
		subscriptions: new Map(
			subscriptionList.map( ( item ) => [ item.id, { ...item } ] )
		),
		holdNext: () => {
			let release = () => {};
			gate = new Promise( ( resolve ) => {
				release = resolve;
			} );
			return () => release();
		},
	};

	apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
		mock.requests.push( options );
		if ( gate ) {
			const held = gate;
			gate = null;
			await held;
		}
		if ( pendingFailure ) {
			const failure = pendingFailure;
			pendingFailure = null;
			throw failure;
		}
		// apiFetch's own middlewares append query args such as _locale=user.
		const route = ( options.path ?? '' ).split( '?' )[ 0 ];
		if ( route === DONATIONS_PATH && options.method === 'POST' ) {
			const receipt = createDonation(
				forms,
				options.data as DonateRequest,
				mock.donations.length + 1
			);
			mock.donations.push( receipt );
			return receipt;
		}
		const gatewayFields = route.match(
			/^\/opengive\/v1\/forms\/(\d+)\/gateways\/([a-z0-9_-]+)$/
		);
		if ( gatewayFields ) {
			return gatewayFieldsFor(
				forms.get( Number( gatewayFields[ 1 ] ) ),
				gatewayFields[ 2 ]
			);
		}
		const subscriptionRoute = route.match(
			/^\/opengive\/v1\/subscriptions\/(\d+)\/(cancel|payment-method)$/
		);
		if ( subscriptionRoute && options.method === 'POST' ) {
			const subscription = mock.subscriptions.get(
				Number( subscriptionRoute[ 1 ] )
			);
			if ( ! subscription ) {
				throw {
					code: 'opengive_subscription_not_found',
					message: 'That recurring gift does not exist.',
					data: { status: 404 },
				} as RestError;
			}
			if (
				[ 'cancelled', 'completed', 'expired' ].includes(
					subscription.status
				)
			) {
				throw {
					code: 'opengive_subscription_ended',
					message: 'This recurring gift has already ended.',
					data: { status: 409 },
				} as RestError;
			}
			if ( subscriptionRoute[ 2 ] === 'cancel' ) {
				subscription.status = 'cancelled';
				return { id: subscription.id, status: subscription.status };
			}
			return updateSubscription(
				subscription,
				options.data as SubscriptionChanges & { returnUrl?: string }
			);
		}
		const states = route.match(
			/^\/opengive\/v1\/countries\/([A-Z]{2})\/states$/
		);
		if ( states && ( options.method ?? 'GET' ) === 'GET' ) {
			return countryStates( states[ 1 ] );
		}
		throw {
			code: 'rest_no_route',
			message: 'No route was found matching the URL and request method.',
			data: { status: 404 },
		} as RestError;
	} );
	return mock;
}
