import {
	checkRenewalField,
	parseSubscriptionConfig,
	subscriptionChanges,
} from '../subscription-config';

const ROW = {
	id: 7,
	formId: 12,
	gatewayId: 'stripe',
	status: 'active',
	amount: 2500,
	coversFee: true,
	minimum: 500,
	maximum: 100000,
	currency: { code: 'USD' },
	cardUpdates: true,
};

describe( 'the recurring gift a row describes', () => {
	it( 'reads the attribute render.php prints, filling currency defaults', () => {
		const config = parseSubscriptionConfig( JSON.stringify( ROW ) );
		expect( config ).toMatchObject( {
			id: 7,
			formId: 12,
			gatewayId: 'stripe',
			amount: 2500,
			coversFee: true,
			minimum: 500,
			maximum: 100000,
			cardUpdates: true,
		} );
		expect( config?.currency ).toMatchObject( {
			code: 'USD',
			symbol: '$',
			decimals: 2,
		} );
	} );

	it( 'refuses text that is not one, and treats missing limits as none', () => {
		expect( parseSubscriptionConfig( 'not json' ) ).toBeNull();
		expect( parseSubscriptionConfig( undefined ) ).toBeNull();
		expect( parseSubscriptionConfig( '{"formId":1}' ) ).toBeNull();
		const open = parseSubscriptionConfig(
			JSON.stringify( { ...ROW, minimum: null, maximum: 0 } )
		);
		expect( open ).toMatchObject( { minimum: null, maximum: null } );
	} );
} );

describe( 'the renewal amount field (spec section 5)', () => {
	const config = parseSubscriptionConfig( JSON.stringify( ROW ) )!;

	it( 'turns empty or 0 into the minimum', () => {
		expect( checkRenewalField( '', config ) ).toEqual( {
			amount: 500,
			verdict: 'valid',
			notice: null,
		} );
		expect( checkRenewalField( '0', config ).amount ).toBe( 500 );
		expect( checkRenewalField( '$0.00', config ).amount ).toBe( 500 );
	} );

	it( 'refuses an amount below the minimum or above the maximum, with the matching notice', () => {
		expect( checkRenewalField( '4.99', config ) ).toEqual( {
			amount: 499,
			verdict: 'bad_minimum',
			notice: 'The minimum donation is $5.00.',
		} );
		expect( checkRenewalField( '1,000.01', config ) ).toEqual( {
			amount: 100001,
			verdict: 'bad_maximum',
			notice: 'The maximum donation is $1,000.00.',
		} );
		expect( checkRenewalField( '1,000.00', config ).verdict ).toBe(
			'valid'
		);
	} );

	it( 'refuses "-5" instead of reading it as 5 or replacing it with the minimum', () => {
		expect( checkRenewalField( '-5', config ) ).toEqual( {
			amount: 0,
			verdict: 'bad_minimum',
			notice: 'Please enter a positive amount.',
		} );
		expect( checkRenewalField( '12,50', config ).notice ).toBe(
			'Please enter the amount as a number, like 1,234.56.'
		);
	} );

	it( 'asks for an amount when there is no minimum to fall back on', () => {
		const open = { ...config, minimum: null };
		expect( checkRenewalField( '', open ) ).toEqual( {
			amount: 0,
			verdict: 'bad_minimum',
			notice: 'Please enter a donation amount.',
		} );
	} );
} );

describe( 'what the update form sends', () => {
	const config = parseSubscriptionConfig( JSON.stringify( ROW ) )!;

	it( 'sends only what changed', () => {
		expect( subscriptionChanges( config, 2500, '' ) ).toEqual( {} );
		expect( subscriptionChanges( config, 3000, '' ) ).toEqual( {
			renewalAmount: 3000,
		} );
		expect( subscriptionChanges( config, 2500, 'pm_new' ) ).toEqual( {
			paymentToken: 'pm_new',
		} );
		expect( subscriptionChanges( config, 500, 'pm_new' ) ).toEqual( {
			renewalAmount: 500,
			paymentToken: 'pm_new',
		} );
	} );
} );
