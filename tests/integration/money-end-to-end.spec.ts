/**
 * One money representation end to end (issue 11): for every currency kind and for forms showing 0, 2
 * and 3 decimals, the figure the provider fake received equals the stored amount
 * (givewp/v3/donations) equals the receipt equals the admin display. And the amounts the second
 * attacker's pass sent (no-JS "12,50", "-5000", "1e20", "1e3"; REST 1e20) are refused, nothing stored.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import {
	baseUrl,
	demoFormId,
	fakeProvidersUrl,
	logInWithRole,
	siteState,
	type LoggedIn,
} from '../site';
import { FAKE_KEYS } from '../../playground/fake-providers.mjs';
import { stripePaymentMethod, twoCheckoutToken } from '../card-providers';
import { normalizeCurrency } from '../../src/money/currency';
import { readAmount } from '../../src/money/parse-amount';
import { formatMoney } from '../../src/admin/format';

interface MoneyCase {
	code: string;
	/** How the form writes money, besides its display decimals. */
	style: Record< string, string >;
	/** What the donor types (the browser turns it into minor units with the form's currency). */
	typed: string;
	/** Minor units the provider, the database and every display must agree on. */
	minor: number;
	/** 2Checkout's decimal total. */
	twoCheckoutTotal: string;
	/** The receipt, by form display decimals. */
	receipt: Record< 0 | 2 | 3, string >;
	/** The admin screens (Intl, English, the record's currency). */
	admin: string;
}

// Expected strings are written out by hand from the currencies' rules, not computed by the code.
const CASES: MoneyCase[] = [
	{
		code: 'USD',
		style: {},
		typed: '12.50',
		minor: 1250,
		twoCheckoutTotal: '12.50',
		receipt: { 0: '$12.50', 2: '$12.50', 3: '$12.500' },
		admin: '$12.50',
	},
	{
		code: 'EUR',
		style: {
			position: 'after',
			thousandsSeparator: '.',
			decimalSeparator: ',',
		},
		typed: '12,50',
		minor: 1250,
		twoCheckoutTotal: '12.50',
		receipt: { 0: '12,50€', 2: '12,50€', 3: '12,500€' },
		admin: '€12.50',
	},
	{
		code: 'JPY',
		style: {},
		typed: '1,000',
		minor: 1000,
		twoCheckoutTotal: '1000',
		receipt: { 0: '¥1,000', 2: '¥1,000.00', 3: '¥1,000.000' },
		admin: '¥1,000',
	},
	{
		code: 'KRW',
		style: {},
		typed: '50,000',
		minor: 50000,
		twoCheckoutTotal: '50000',
		receipt: { 0: '₩50,000', 2: '₩50,000.00', 3: '₩50,000.000' },
		admin: '₩50,000',
	},
	{
		code: 'KWD',
		style: {},
		typed: '1.250',
		minor: 1250,
		twoCheckoutTotal: '1.250',
		// Showing fewer decimals never hides fils: 1.250 may show as 1.25, never as 1.
		receipt: { 0: 'KWD1.250', 2: 'KWD1.25', 3: 'KWD1.250' },
		admin: 'KWD 1.250',
	},
];
const DISPLAY_DECIMALS = [ 0, 2, 3 ] as const;

let emailCounter = 0;
const email = () => `money-${ Date.now() }-${ ++emailCounter }@example.org`;

/**
 * The newest request one provider endpoint received, as the fake recorded it.
 *
 * @param request Request context.
 * @param path    Endpoint path on the fake.
 */
async function lastReceived(
	request: APIRequestContext,
	path: string
): Promise< string > {
	const recorded = await (
		await request.get(
			`${ fakeProvidersUrl() }/_fake/requests?last=1&path=${ encodeURIComponent(
				path
			) }`
		)
	).json();
	expect( recorded ).toHaveLength( 1 );
	return recorded[ 0 ].body;
}

interface Gift {
	id: number;
	code: string;
	shown: 0 | 2 | 3;
	gateway: string;
	receipt: string;
	sent: number | string;
}

test.describe( 'money end to end', () => {
	const forms = new Map< string, number >();
	let admin: LoggedIn;

	test.beforeAll( async ( { request, playwright } ) => {
		const specs = CASES.flatMap( ( item ) =>
			DISPLAY_DECIMALS.map( ( shown ) => ( {
				title: `Money ${ item.code } shown with ${ shown }`,
				settings: {
					levels: [],
					customAmount: true,
					minimum: null,
					maximum: null,
					currency: {
						code: item.code,
						decimals: shown,
						...item.style,
					},
					gateways: [ 'stripe', 'twocheckout' ],
				},
			} ) )
		);
		const created = await request.post(
			`${ baseUrl() }/wp-json/opengive-test/v1/forms`,
			{ data: { forms: specs } }
		);
		expect( created.status() ).toBe( 200 );
		const ids: number[] = await created.json();
		expect( ids ).toHaveLength( CASES.length * DISPLAY_DECIMALS.length );
		specs.forEach( ( spec, index ) =>
			forms.set( spec.title, ids[ index ] )
		);
		admin = await logInWithRole( playwright, 'administrator' );
	} );

	test.afterAll( async () => {
		await admin?.context.dispose();
	} );

	test( 'the provider is sent what is stored, and the receipt and admin show it', async ( {
		request,
	} ) => {
		// 20 donations: ~15 s on an idle Playground (0.7 s a request), minutes on a loaded shared machine.
		test.setTimeout( 360_000 );
		const gifts: Gift[] = [];
		for ( const item of CASES ) {
			for ( const shown of DISPLAY_DECIMALS ) {
				const formId = forms.get(
					`Money ${ item.code } shown with ${ shown }`
				);
				// The browser's reading of the typed amount, with this form's currency.
				const read = readAmount(
					item.typed,
					normalizeCurrency( {
						code: item.code,
						decimals: shown,
						...item.style,
					} )
				);
				expect( read ).toEqual( { verdict: 'ok', minor: item.minor } );
				// Stripe for every form; 2Checkout where display decimals differ most (3).
				const gateways =
					shown === 3 ? [ 'stripe', 'twocheckout' ] : [ 'stripe' ];
				for ( const gateway of gateways ) {
					const token =
						gateway === 'stripe'
							? await stripePaymentMethod(
									request,
									'4242424242424242'
								)
							: await twoCheckoutToken(
									request,
									'5555555555554444'
								);
					const response = await request.post(
						`${ baseUrl() }/wp-json/opengive/v1/donations`,
						{
							data: {
								formId,
								amount: read.minor,
								currency: item.code,
								levelId: 'custom',
								firstName: 'Mo',
								lastName: 'Ney',
								email: email(),
								gatewayId: gateway,
								paymentToken: token,
								cardBrand: 'mastercard',
								cardLast4: '4444',
							},
						}
					);
					const body = await response.json();
					// Shows the refusal if there was one.
					expect( body ).toMatchObject( { status: 'publish' } );
					const received =
						gateway === 'stripe'
							? await lastReceived(
									request,
									'/stripe/v1/payment_intents'
								)
							: await lastReceived(
									request,
									`/2co/checkout/api/1/${ FAKE_KEYS.twocheckoutSeller }/rs/authService`
								);
					gifts.push( {
						id: body.donationId,
						code: item.code,
						shown,
						gateway,
						receipt: body.amountFormatted,
						sent:
							gateway === 'stripe'
								? Number(
										new URLSearchParams( received ).get(
											'amount'
										)
									)
								: JSON.parse( received ).total,
					} );
				}
			}
		}

		// The stored records, read back the way the admin screens read them (card test keys and the
		// 2Checkout sandbox record test-mode gifts; the list shows live ones unless asked).
		type StoredMoney = {
			valueInMinorUnits: number;
			currency: string;
			value: number;
		};
		const records = new Map< number, { amount: StoredMoney } >();
		for ( const mode of [ 'test', 'live' ] ) {
			const listed = await admin.context.get(
				`${ baseUrl() }/wp-json/givewp/v3/donations?mode=${ mode }&per_page=100&orderby=id&order=desc`,
				{ headers: { 'X-WP-Nonce': admin.nonce } }
			);
			expect( listed.status() ).toBe( 200 );
			for ( const record of ( await listed.json() ) as Array< {
				id: number;
				amount: StoredMoney;
			} > ) {
				records.set( record.id, record );
			}
		}

		expect( gifts ).toHaveLength( 20 );
		for ( const gift of gifts ) {
			const item = CASES.find( ( one ) => one.code === gift.code );
			const label = `${ gift.code } shown with ${ gift.shown } via ${ gift.gateway }`;
			expect( gift.sent, `${ label }: provider` ).toEqual(
				gift.gateway === 'stripe' ? item?.minor : item?.twoCheckoutTotal
			);
			const record = records.get( gift.id );
			expect( record?.amount, `${ label }: stored` ).toMatchObject( {
				valueInMinorUnits: item?.minor,
				currency: gift.code,
			} );
			expect( gift.receipt, `${ label }: receipt` ).toBe(
				item?.receipt[ gift.shown ]
			);
			expect(
				formatMoney( record?.amount ).replace( /\u00a0/g, ' ' ),
				`${ label }: admin`
			).toBe( item?.admin );
		}
	} );
} );

test.describe( 'amounts the attacker sent', () => {
	test( 'the no-JS form refuses 12,50, -5000, 1e20 and 1e3 instead of reading digits out of them', async ( {
		request,
	} ) => {
		// Seven page requests; Playground on a loaded shared machine can take 10 s each.
		test.setTimeout( 180_000 );
		const formId = await demoFormId( request );
		const page = await (
			await request.get( `${ baseUrl() }/donate/` )
		).text();
		const formHash =
			page.match( /name="give-form-hash" value="([^"]+)"/ )?.[ 1 ] ?? '';
		expect( formHash ).not.toBe( '' );
		const before = await siteState( request );
		const locations: string[] = [];
		for ( const typed of [ '12,50', '-5000', '1e20', '1e3' ] ) {
			const response = await request.post(
				`${ baseUrl() }/wp-admin/admin-post.php`,
				{
					form: {
						action: 'opengive_donate',
						'give-form-id': String( formId ),
						'give-current-url': `${ baseUrl() }/donate/`,
						'give-price-id': 'custom',
						'give-amount': typed,
						give_first: 'Attack',
						give_last: 'Amount',
						give_email: email(),
						'payment-mode': 'test',
						'give-form-hash': formHash,
					},
					maxRedirects: 0,
				}
			);
			expect( response.status() ).toBe( 303 );
			const location = response.headers().location;
			expect( location, typed ).toMatch( /opengive-error=[a-f0-9]{24}/ );
			locations.push( location );
		}
		expect( ( await siteState( request ) ).donations ).toBe(
			before.donations
		);
		// The donor reads the form's own sentence, with its separators.
		const shown = await ( await request.get( locations[ 0 ] ) ).text();
		expect( shown ).toContain(
			'Please enter the amount as a number, like 1,234.56.'
		);
	} );

	test( 'the donate route refuses 1e20 and a wrapped 1e20 on a form with no maximum; nothing is stored', async ( {
		request,
	} ) => {
		const [ formId ] = await (
			await request.post(
				`${ baseUrl() }/wp-json/opengive-test/v1/forms`,
				{
					data: {
						forms: [
							{
								title: 'Money no limits',
								settings: {
									levels: [],
									customAmount: true,
									minimum: null,
									maximum: null,
									currency: { code: 'USD' },
									gateways: [ 'test' ],
								},
							},
						],
					},
				}
			)
		).json();
		const before = await siteState( request );
		const gift = ( amount: string ) =>
			request.post( `${ baseUrl() }/wp-json/opengive/v1/donations`, {
				// Raw JSON so 1e20 reaches PHP as the number it is.
				headers: { 'Content-Type': 'application/json' },
				data: `{"formId":${ formId },"amount":${ amount },"levelId":"custom","firstName":"Big","lastName":"Number","email":"${ email() }","gatewayId":"test"}`,
			} );
		const huge = await gift( '1e20' );
		expect( huge.status() ).toBe( 400 );
		const wrapped = await gift( '7766279631452241920' );
		expect( wrapped.status() ).toBe( 400 );
		const overCeiling = await gift( '100000001' );
		expect( overCeiling.status() ).toBe( 400 );
		expect( await overCeiling.json() ).toMatchObject( {
			code: 'opengive_amount_too_high',
			message: 'The maximum donation is $1,000,000.00.',
		} );
		expect( ( await siteState( request ) ).donations ).toBe(
			before.donations
		);
	} );
} );
