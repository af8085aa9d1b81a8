/**
 * The settings screen's pure parts: what a save sends, how a tab's fields group into sections and
 * what a control shows for a stored value.
 */
import {
	controlValue,
	requestValue,
	rowsOf,
	saveRequest,
	sectionsOf,
} from '../draft';
import type { Control, SettingsField } from '../types';

function field(
	key: string,
	control: Control,
	tab = 'security',
	section = 'Limits',
	column: SettingsField[ 'column' ] = ''
): SettingsField {
	return {
		key,
		tab,
		section,
		control,
		check: '',
		column,
		label: key,
		help: '',
		options: [],
		default: null,
		schema: {},
	};
}

const FIELDS = [
	field( 'rate_limit_ip', 'number' ),
	field( 'trusted_proxies', 'list', 'security', 'Network' ),
	field( 'honeypot', 'toggle', 'security', 'Spam' ),
	field( 'stripe_secret_key', 'secret', 'payments', 'Stripe' ),
	field( 'stripe_webhook_secret', 'secret', 'payments', 'Stripe' ),
	field( 'rate_limit_email', 'number' ),
];

describe( 'requestValue', () => {
	it( 'sends a number typed in a number field as a number, decimals too (a fee of 2.9 percent)', () => {
		expect( requestValue( FIELDS[ 0 ], ' 25 ' ) ).toBe( 25 );
		expect( requestValue( FIELDS[ 0 ], '2.9' ) ).toBe( 2.9 );
	} );
	it( 'sends anything else typed there as text, for the server to refuse with its message', () => {
		expect( requestValue( FIELDS[ 0 ], '2,5' ) ).toBe( '2,5' );
		expect( requestValue( FIELDS[ 0 ], 'soon' ) ).toBe( 'soon' );
	} );
	it( 'sends a list one item a line, blank lines dropped', () => {
		expect(
			requestValue( FIELDS[ 1 ], '10.0.0.1\n\n 10.0.0.2 \n' )
		).toEqual( [ '10.0.0.1', '10.0.0.2' ] );
	} );
} );

describe( 'saveRequest', () => {
	it( 'sends only what the draft changed', () => {
		expect(
			saveRequest(
				FIELDS,
				{ rate_limit_email: '6', honeypot: false },
				[]
			)
		).toEqual( {
			values: { rate_limit_email: 6, honeypot: false },
			clear: [],
		} );
	} );
	it( 'sends a secret only when a new one was typed, and never one that is being cleared', () => {
		expect(
			saveRequest(
				FIELDS,
				{
					stripe_secret_key: '',
					stripe_webhook_secret: 'whsec_typed123456',
				},
				[]
			).values
		).toEqual( { stripe_webhook_secret: 'whsec_typed123456' } );
		expect(
			saveRequest(
				FIELDS,
				{ stripe_webhook_secret: 'whsec_typed123456' },
				[ 'stripe_webhook_secret' ]
			)
		).toEqual( { values: {}, clear: [ 'stripe_webhook_secret' ] } );
	} );
} );

describe( 'sectionsOf', () => {
	it( 'groups a tab’s fields by section in schema order and leaves other tabs out', () => {
		expect(
			sectionsOf( FIELDS, 'security' ).map( ( section ) => [
				section.title,
				section.fields.map( ( item ) => item.key ),
			] )
		).toEqual( [
			[ 'Limits', [ 'rate_limit_ip' ] ],
			[ 'Network', [ 'trusted_proxies' ] ],
			[ 'Spam', [ 'honeypot' ] ],
			[ 'Limits', [ 'rate_limit_email' ] ],
		] );
	} );
} );

describe( 'controlValue', () => {
	it( 'shows a list one item a line and a number as text', () => {
		expect( controlValue( FIELDS[ 1 ], [ 'a', 'b' ] ) ).toBe( 'a\nb' );
		expect( controlValue( FIELDS[ 1 ], 'a,b' ) ).toBe( '' );
		expect( controlValue( FIELDS[ 0 ], 20 ) ).toBe( '20' );
		expect( controlValue( FIELDS[ 2 ], true ) ).toBe( true );
	} );
	it( 'starts a secret’s field empty whatever the server says of it', () => {
		expect(
			controlValue( FIELDS[ 3 ], { set: true, last4: '1234' } )
		).toBe( '' );
	} );
} );

describe( 'rowsOf', () => {
	it( 'sets a run of live and test fields side by side and keeps full-width fields on their own', () => {
		const stripe = [
			field(
				'stripe_publishable_key',
				'text',
				'payments',
				'Stripe',
				'live'
			),
			field(
				'stripe_secret_key',
				'secret',
				'payments',
				'Stripe',
				'live'
			),
			field(
				'stripe_test_publishable_key',
				'text',
				'payments',
				'Stripe',
				'test'
			),
			field(
				'stripe_test_secret_key',
				'secret',
				'payments',
				'Stripe',
				'test'
			),
			field(
				'stripe_statement_descriptor',
				'text',
				'payments',
				'Stripe'
			),
		];
		const rows = rowsOf( stripe );
		expect( rows ).toHaveLength( 2 );
		expect( rows[ 0 ] ).toEqual( {
			kind: 'columns',
			columns: [
				{ id: 'live', fields: [ stripe[ 0 ], stripe[ 1 ] ] },
				{ id: 'test', fields: [ stripe[ 2 ], stripe[ 3 ] ] },
			],
		} );
		expect( rows[ 1 ] ).toEqual( { kind: 'field', field: stripe[ 4 ] } );
	} );
} );
