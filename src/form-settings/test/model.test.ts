import {
	addLevel,
	amountMinor,
	amountText,
	removeLevel,
	setFeeRecovery,
	setRecurring,
	toggleGateway,
	updateLevel,
	type FormSettingsValue,
} from '../model';

const USD: FormSettingsValue = { currency: { code: 'USD' } };

describe( 'the form settings the editor panel changes', () => {
	it( 'shows and reads amounts in the form’s currency, stored in minor units', () => {
		expect( amountText( 250000, USD ) ).toBe( '2500.00' );
		expect( amountText( undefined, USD ) ).toBe( '' );
		expect( amountMinor( '2,500.5', USD ) ).toBe( 250050 );
		const yen: FormSettingsValue = { currency: { code: 'JPY' } };
		expect( amountText( 1500, yen ) ).toBe( '1500' );
		expect( amountMinor( '1500', yen ) ).toBe( 1500 );
		const euro: FormSettingsValue = {
			currency: {
				code: 'EUR',
				decimalSeparator: ',',
				thousandsSeparator: '.',
			},
		};
		expect( amountMinor( '12,50', euro ) ).toBe( 1250 );
		expect( amountText( 1250, euro ) ).toBe( '12,50' );
	} );

	it( 'adds levels with fresh ids, keeps a default, moves it when removed', () => {
		let settings = addLevel( USD, 1000 );
		settings = addLevel( settings, 2500 );
		expect( settings.levels ).toEqual( [
			{ id: '1', amount: 1000, label: '' },
			{ id: '2', amount: 2500, label: '' },
		] );
		expect( settings.defaultLevel ).toBe( '1' );
		settings = updateLevel( settings, '2', { label: 'A week of fuel' } );
		expect( settings.levels?.[ 1 ].label ).toBe( 'A week of fuel' );
		settings = removeLevel( settings, '1' );
		expect( settings.defaultLevel ).toBe( '2' );
		expect( addLevel( settings, 5000 ).levels?.[ 1 ].id ).toBe( '3' );
		expect( USD.levels ).toBeUndefined();
	} );

	it( 'turns gateways on and off without duplicates', () => {
		let settings = toggleGateway(
			{ gateways: [ 'test' ] },
			'stripe',
			true
		);
		settings = toggleGateway( settings, 'stripe', true );
		expect( settings.gateways ).toEqual( [ 'test', 'stripe' ] );
		expect( toggleGateway( settings, 'test', false ).gateways ).toEqual( [
			'stripe',
		] );
	} );

	it( 'writes GiveWP’s fee recovery JSON with one entry for every gateway', () => {
		const settings = setFeeRecovery( USD, true, {
			percentage: 3,
			maxAmount: 5,
		} );
		expect( settings.feeRecovery ).toEqual( {
			fee_recovery: true,
			fee_data: {
				all_gateways: {
					percentage: 3,
					base_amount: 0.3,
					give_fee_status: 'enabled',
					maxAmount: 5,
				},
			},
		} );
		expect(
			setFeeRecovery( settings, false ).feeRecovery?.fee_data.all_gateways
				.percentage
		).toBe( 3 );
	} );

	it( 'keeps the default period among the donor’s choices, in calendar order', () => {
		let settings = setRecurring( USD, {
			is_recurring: true,
			periods: [ 'year', 'week' ],
			period: 'month',
		} );
		expect( settings.recurring ).toMatchObject( {
			is_recurring: true,
			periods: [ 'week', 'year' ],
			period: 'week',
		} );
		settings = setRecurring( settings, { periods: [] } );
		expect( settings.recurring?.periods ).toEqual( [ 'week' ] );
	} );
} );
