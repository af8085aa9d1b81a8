import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';
import FormSettingsPanel from '../FormSettingsPanel';
import type { FormSettingsValue } from '../model';

function Harness( {
	initial,
	seen,
}: {
	initial: FormSettingsValue;
	seen: FormSettingsValue[];
} ) {
	const [ settings, setSettings ] = useState( initial );
	return (
		<FormSettingsPanel
			settings={ settings }
			onChange={ ( next ) => {
				seen.push( next );
				setSettings( next );
			} }
			gateways={ [
				{ id: 'test', label: 'Test donation' },
				{ id: 'stripe', label: 'Credit or debit card' },
			] }
			campaigns={ [ { id: 1, title: 'Winter Lights 2026' } ] }
		/>
	);
}

describe( 'the form settings panel', () => {
	it( 'lets the editor type an amount, stored in minor units when the field is left', async () => {
		const seen: FormSettingsValue[] = [];
		const user = userEvent.setup();
		render(
			<Harness
				initial={ {
					levels: [ { id: '1', amount: 1000, label: '' } ],
					minimum: 500,
					currency: { code: 'USD' },
				} }
				seen={ seen }
			/>
		);
		const minimum = screen.getByLabelText( 'Minimum' );
		await user.clear( minimum );
		await user.type( minimum, '12.5' );
		expect( minimum ).toHaveValue( '12.5' );
		expect( seen ).toHaveLength( 0 );
		await user.tab();
		expect( seen.at( -1 )?.minimum ).toBe( 1250 );
		expect( minimum ).toHaveValue( '12.50' );
	} );

	it( 'turns on fee recovery, a gateway and a campaign as GiveWP’s JSON', async () => {
		const seen: FormSettingsValue[] = [];
		const user = userEvent.setup();
		render(
			<Harness initial={ { gateways: [ 'test' ] } } seen={ seen } />
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Fee recovery' } )
		);
		await user.click(
			screen.getByLabelText( 'Let donors cover the processing fee' )
		);
		expect( seen.at( -1 )?.feeRecovery ).toEqual( {
			fee_recovery: true,
			fee_data: {
				all_gateways: {
					percentage: 2.9,
					base_amount: 0.3,
					give_fee_status: 'enabled',
				},
			},
		} );
		await user.click(
			screen.getByRole( 'button', { name: 'Payment methods' } )
		);
		await user.click( screen.getByLabelText( 'Credit or debit card' ) );
		expect( seen.at( -1 )?.gateways ).toEqual( [ 'test', 'stripe' ] );
		await user.click(
			screen.getByRole( 'button', { name: 'Display and campaign' } )
		);
		await user.selectOptions(
			screen.getByLabelText( 'Campaign' ),
			'Winter Lights 2026'
		);
		expect( seen.at( -1 )?.campaignId ).toBe( 1 );
	} );
} );
