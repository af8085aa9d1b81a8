import {
	accountForced,
	adjustedPeriod,
	isDonationRecurring,
	periodOptions,
	prettyPeriod,
	renewalAmount,
	type RecurringSettings,
} from '../recurring';

const donorChooses: RecurringSettings = {
	is_recurring: true,
	give_recurring_option: 'yes_donor',
	period: 'month',
	periods: [ 'day', 'week', 'month' ],
	installments: 0,
	multi: {
		'2': { give_recurring_pretty_text: 'Every month, a week of fuel' },
	},
};

describe( 'recurring rules', () => {
	it( '_give_is_donation_recurring is 1 unless the period is once', () => {
		expect( isDonationRecurring( 'once' ) ).toBe( 0 );
		expect( isDonationRecurring( 'month' ) ).toBe( 1 );
		expect( isDonationRecurring( 'day' ) ).toBe( 1 );
	} );

	it( 'offers once plus the periods when the donor chooses; only the set period otherwise', () => {
		expect(
			periodOptions( donorChooses, 'test' ).map( ( o ) => o.value )
		).toEqual( [ 'once', 'day', 'week', 'month' ] );
		expect(
			periodOptions(
				{ ...donorChooses, give_recurring_option: 'yes_admin' },
				'test'
			).map( ( o ) => o.value )
		).toEqual( [ 'month' ] );
		expect( periodOptions( null, 'test' ) ).toEqual( [] );
	} );

	it.each( [ 'authorize', 'razorpay' ] )(
		'disables the daily period for %s and moves a daily choice to the next option',
		( gateway ) => {
			const options = periodOptions( donorChooses, gateway );
			expect( options.find( ( o ) => o.value === 'day' )?.disabled ).toBe(
				true
			);
			expect( adjustedPeriod( 'day', options ) ).toBe( 'week' );
			expect( adjustedPeriod( 'month', options ) ).toBe( 'month' );
		}
	);

	it( 'keeps daily for other gateways', () => {
		expect(
			adjustedPeriod( 'day', periodOptions( donorChooses, 'stripe' ) )
		).toBe( 'day' );
	} );

	it.each( [
		[ true, false, false, true ],
		[ true, true, false, false ],
		[ true, false, true, false ],
		[ false, false, false, false ],
	] )(
		'recurring %s, logged in %s, email access %s → account forced %s',
		( recurring, loggedIn, emailAccess, forced ) => {
			expect(
				accountForced( { recurring, loggedIn, emailAccess } )
			).toBe( forced );
		}
	);

	it.each( [
		[ 0, 500, 10000, 500, 'valid' ],
		[ 2500, 500, 10000, 2500, 'valid' ],
		[ 100, 500, 10000, 100, 'bad_minimum' ],
		[ 20000, 500, 10000, 20000, 'bad_maximum' ],
		[ 0, null, null, 0, 'required' ],
	] as const )(
		'renewal amount %i (min %p, max %p) → %i %s',
		( amount, min, max, expected, verdict ) => {
			expect( renewalAmount( amount, min, max ) ).toEqual( {
				amount: expected,
				verdict,
			} );
		}
	);

	it( "reads the level's pretty text when there is one", () => {
		expect( prettyPeriod( donorChooses, '2', 'month' ) ).toBe(
			'Every month, a week of fuel'
		);
		expect( prettyPeriod( donorChooses, '1', 'month' ) ).toBe( 'Monthly' );
	} );
} );
