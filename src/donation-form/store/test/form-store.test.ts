import { initialFormState, type FormState } from '../form-state';
import { formReducer } from '../form-reducer';
import { fieldError, formView } from '../selectors';
import { cardErrors } from '../../../payment/card-details';
import { donateRequest } from '../donate-request';
import { renderedFormConfig } from '../../../../tests/unit/rendered-forms';
import type { FormConfig } from '../../../types/form-config';

// Home form: levels $10/$25/$50/$100 (default 2), test/stripe/twocheckout/offline, monthly
// recurring chosen by the donor, fee recovery (test 2.9% + $0.30), registration open.
const config = renderedFormConfig( 'home' );
const page = { loggedIn: false, reveal: false };
const start = ( overrides: Partial< FormConfig > = {}, preselected = {} ) =>
	initialFormState( { ...config, ...overrides }, preselected, page );
const reduce = formReducer( config );

describe( 'where a form starts', () => {
	it( 'uses the default level and the first gateway', () => {
		const state = start();
		expect( state.amount ).toEqual( { levelId: '2', customText: '' } );
		expect( state.gatewayId ).toBe( 'test' );
		expect( state.chosenPeriod ).toBe( 'once' );
		expect( state.revealed ).toBe( true );
	} );

	it( 'takes the page address’s preselection over the defaults', () => {
		const state = start(
			{},
			{ levelId: 'custom', customText: '12', gatewayId: 'offline' }
		);
		expect( state.amount ).toEqual( {
			levelId: 'custom',
			customText: '12',
		} );
		expect( state.gatewayId ).toBe( 'offline' );
	} );

	it( 'keeps the entries of a form the server sent back with an error', () => {
		const state = start(
			{
				error: {
					code: 'opengive_invalid_email',
					message: 'Please enter a valid email address.',
					field: 'email',
					values: {
						levelId: '3',
						firstName: 'Ada',
						email: 'ada@',
						gatewayId: 'offline',
						termsAccepted: true,
						companyOption: 'yes',
						company: 'Engines Ltd',
					},
				},
			},
			{ levelId: '1' }
		);
		expect( state.amount.levelId ).toBe( '3' );
		expect( state.donor ).toEqual( {
			firstName: 'Ada',
			lastName: '',
			email: 'ada@',
		} );
		expect( state.gatewayId ).toBe( 'offline' );
		expect( state.termsAccepted ).toBe( true );
		expect( state.extras ).toMatchObject( {
			companyOption: 'yes',
			company: 'Engines Ltd',
		} );
		expect( fieldError( state, 'email' ) ).toBe(
			'Please enter a valid email address.'
		);
		expect( fieldError( state, 'firstName' ) ).toBeNull();
	} );

	it( 'waits for the button in reveal mode', () => {
		const state = initialFormState( config, {}, { ...page, reveal: true } );
		expect( state.revealed ).toBe( false );
		expect( reduce( state, { type: 'revealed' } ).revealed ).toBe( true );
	} );
} );

describe( 'the form reducer', () => {
	it( 'routes amount events to the amount machine', () => {
		const state = reduce( start(), { type: 'custom-focused' } );
		expect( state.amount.levelId ).toBe( 'custom' );
	} );

	it( 'an edited card drops the token made from the old card', () => {
		const withToken: FormState = {
			...start(),
			submit: { ...start().submit, tokenField: 'tok_1' },
		};
		const next = reduce( withToken, {
			type: 'card-edited',
			card: { number: '4242', expiry: '', cvc: '' },
		} );
		expect( next.card.number ).toBe( '4242' );
		expect( next.submit.tokenField ).toBe( '' );
	} );

	it( 'a login fills the details the account knows and keeps what was typed otherwise', () => {
		const typed = reduce( start(), {
			type: 'donor-edited',
			field: 'lastName',
			value: 'Typed',
		} );
		const next = reduce( typed, {
			type: 'logged-in',
			user: { firstName: 'Ada', lastName: '', email: 'ada@example.org' },
		} );
		expect( next.loggedIn ).toBe( true );
		expect( next.donor ).toEqual( {
			firstName: 'Ada',
			lastName: 'Typed',
			email: 'ada@example.org',
		} );
	} );
} );

describe( 'what the form derives', () => {
	it( 'offers the fee only for a valid amount and adds it only when covered', () => {
		const state = start();
		const offered = formView( state, config );
		expect( offered.availableFee ).toBeGreaterThan( 0 );
		expect( offered.fee ).toBe( 0 );
		const covered = formView(
			reduce( state, { type: 'fee-toggled', cover: true } ),
			config
		);
		expect( covered.fee ).toBe( offered.availableFee );
		const invalid = formView(
			reduce( reduce( state, { type: 'custom-focused' } ), {
				type: 'custom-typed',
				text: '1',
			} ),
			config
		);
		expect( invalid.verdict ).toBe( 'bad_minimum' );
		expect( invalid.availableFee ).toBe( 0 );
	} );

	it( 'says nothing about an empty custom amount until something is typed', () => {
		const empty = reduce( start(), { type: 'custom-focused' } );
		expect( formView( empty, config ).notice ).toBeNull();
		const typed = reduce( empty, { type: 'custom-typed', text: '1' } );
		expect( formView( typed, config ).notice ).toBe(
			'The minimum donation is $5.00.'
		);
	} );

	it( 'forces an account for a logged-out monthly gift, not for a one-time one', () => {
		const once = start();
		const monthly = reduce( once, {
			type: 'period-chosen',
			period: 'month',
		} );
		expect( formView( once, config ).forceAccount ).toBe( false );
		expect( formView( monthly, config ) ).toMatchObject( {
			recurring: true,
			forceAccount: true,
		} );
		const loggedIn = reduce( monthly, { type: 'logged-in', user: {} } );
		expect( formView( loggedIn, config ).forceAccount ).toBe( false );
	} );

	it( 'shows card errors only for a card gateway, and only for fields left', () => {
		const test = formView( start(), config, cardErrors );
		expect( test.takesCard ).toBe( false );
		expect( test.cardErrors ).toEqual( {} );
		const card = reduce( start(), {
			type: 'gateway-chosen',
			gatewayId: 'twocheckout',
		} );
		const view = formView( card, config, cardErrors );
		expect( Object.keys( view.cardErrors ).sort() ).toEqual( [
			'cvc',
			'expiry',
			'number',
		] );
		expect( view.shownCardErrors ).toEqual( {} );
		// Stripe's Payment Element checks its own fields, in Stripe's frames: none of ours.
		const stripe = reduce( start(), {
			type: 'gateway-chosen',
			gatewayId: 'stripe',
		} );
		expect( formView( stripe, config, cardErrors ).takesCard ).toBe(
			false
		);
		expect( formView( stripe, config, cardErrors ).cardErrors ).toEqual(
			{}
		);
		const left = reduce( card, { type: 'card-left', field: 'number' } );
		expect(
			Object.keys( formView( left, config, cardErrors ).shownCardErrors )
		).toEqual( [ 'number' ] );
	} );

	it( 'shows no card error before the card checks are in (the submit then says the method did not load)', () => {
		const card = reduce( start(), {
			type: 'gateway-chosen',
			gatewayId: 'twocheckout',
		} );
		expect( formView( card, config ).takesCard ).toBe( true );
		expect( formView( card, config ).cardErrors ).toEqual( {} );
	} );
} );

describe( 'the donation request', () => {
	const attempt = {
		token: {},
		formHash: 'hash',
		returnUrl: 'https://example.org/donate/',
		attemptKey: 'key-1',
	};

	it( 'sends the level, the period, the covered fee and the total', () => {
		let state = start();
		state = reduce( state, { type: 'fee-toggled', cover: true } );
		state = reduce( state, { type: 'period-chosen', period: 'month' } );
		state = reduce( state, { type: 'account-toggled', create: false } );
		const view = formView( state, config );
		const request = donateRequest( state, view, config, attempt );
		expect( request ).toMatchObject( {
			formId: config.formId,
			amount: 2500,
			levelId: '2',
			recurringPeriod: 'month',
			coverFee: true,
			feeAmount: view.fee,
			total: 2500 + view.fee,
			// A logged-out monthly gift makes an account even with the box left alone.
			createAccount: true,
			formHash: 'hash',
			idempotencyKey: 'key-1',
			opengive_website: '',
		} );
		expect( request ).not.toHaveProperty( 'billingAddress' );
		expect( request ).not.toHaveProperty( 'bankAccountType' );
	} );

	it( 'never asks for an account where registration is closed', () => {
		const closed = { ...config, registrationOpen: false };
		let state = initialFormState( closed, {}, page );
		state = reduce( state, { type: 'account-toggled', create: true } );
		const request = donateRequest(
			state,
			formView( state, closed ),
			closed,
			attempt
		);
		expect( request ).not.toHaveProperty( 'createAccount' );
	} );

	it( 'sends only the answers of the custom fields that show', () => {
		const memorial = renderedFormConfig( 'in-memory' );
		const state = {
			...initialFormState( memorial, {}, page ),
		};
		const view = formView( state, memorial );
		const hidden = memorial.customFields
			.map( ( field ) => field.name )
			.filter( ( name ) => ! view.visibleFields.includes( name ) );
		expect( hidden.length ).toBeGreaterThan( 0 );
		const answered: FormState = {
			...state,
			extras: {
				...state.extras,
				answers: { [ hidden[ 0 ] ]: 'not sent' },
			},
		};
		const request = donateRequest(
			answered,
			formView( answered, memorial ),
			memorial,
			attempt
		);
		expect( request.customFields ).toEqual( {} );
		expect( request ).toHaveProperty( 'billingAddress' );
	} );
} );
