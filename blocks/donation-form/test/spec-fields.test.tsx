/**
 * What the spec names in the form (sections 3 to 5): native validity with the form's own messages
 * (setCustomValidity), give-form-id-prefix, give_address_state and the per-level recurring details.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DonationFormApp from '../components/DonationFormApp';
import { installMockRest } from '../../../tests/unit/mock-rest';
import {
	renderedFormConfig,
	type RenderedPage,
} from '../../../tests/unit/rendered-forms';

function renderForm( page: RenderedPage ) {
	const config = renderedFormConfig( page );
	const rest = installMockRest( [ config ] );
	const user = userEvent.setup();
	render(
		<DonationFormApp
			config={ config }
			returnUrl="https://charity.example/in-memory/"
		/>
	);
	return { config, rest, user };
}

const hidden = ( name: string ) =>
	document.querySelector< HTMLInputElement >( `input[name="${ name }"]` )
		?.value;

describe( 'native validity with the form’s messages', () => {
	it( 'stops the submit and gives each missing field the table’s message through setCustomValidity', async () => {
		const { rest, user } = renderForm( 'in-memory' );
		const setCustom = jest.spyOn(
			HTMLInputElement.prototype,
			'setCustomValidity'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		expect( rest.donations ).toHaveLength( 0 );
		expect(
			( screen.getByLabelText( 'First name' ) as HTMLInputElement )
				.validationMessage
		).toBe( 'Please enter your first name.' );
		expect(
			( screen.getByLabelText( 'Email' ) as HTMLInputElement )
				.validationMessage
		).toBe( 'Please enter your email address.' );
		expect(
			(
				screen.getByRole( 'checkbox', {
					name: 'I agree to the gift terms',
				} ) as HTMLInputElement
			 ).validationMessage
		).toBe( 'Please accept the terms to donate.' );
		expect(
			( screen.getByLabelText( 'This gift is' ) as HTMLSelectElement )
				.validationMessage
		).toBe( 'Please fill in “This gift is”.' );
		expect( setCustom ).toHaveBeenCalledWith(
			'Please enter your first name.'
		);

		await user.type( screen.getByLabelText( 'First name' ), 'Ada' );
		expect(
			( screen.getByLabelText( 'First name' ) as HTMLInputElement )
				.validity.valid
		).toBe( true );
		await user.type( screen.getByLabelText( 'Email' ), 'ada@' );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		expect(
			( screen.getByLabelText( 'Email' ) as HTMLInputElement )
				.validationMessage
		).toBe( 'Please enter a valid email address.' );
		expect( rest.donations ).toHaveLength( 0 );
		setCustom.mockRestore();
	} );
} );

describe( 'fields under the spec’s names', () => {
	it( 'carries give-form-id and give-form-id-prefix as the server printed them', () => {
		const { config } = renderForm( 'home' );
		expect( config.idPrefix ).toBe( `${ config.formId }-1` );
		expect( hidden( 'give-form-id' ) ).toBe( String( config.formId ) );
		expect( hidden( 'give-form-id-prefix' ) ).toBe( config.idPrefix );
	} );

	it( 'gives each copy of a form on one page its own prefix', () => {
		const { formId } = renderedFormConfig( 'ways-to-give', {}, 0 );
		expect(
			[ 0, 1, 2 ].map(
				( index ) =>
					renderedFormConfig( 'ways-to-give', {}, index ).idPrefix
			)
		).toEqual( [ `${ formId }-1`, `${ formId }-2`, `${ formId }-3` ] );
	} );

	it( 'mirrors the chosen country and state as give_address_country and give_address_state', async () => {
		const { user } = renderForm( 'in-memory' );
		await user.selectOptions( screen.getByLabelText( 'Country' ), 'US' );
		await user.selectOptions(
			await screen.findByRole( 'combobox', { name: 'State' } ),
			'ME'
		);
		expect( hidden( 'give_address_country' ) ).toBe( 'US' );
		expect( hidden( 'give_address_state' ) ).toBe( 'ME' );
		expect( hidden( 'card_state' ) ).toBe( 'ME' );
	} );

	it( 'prints _give_recurring and give_recurring_pretty_text for every level of a recurring form', () => {
		const config = renderedFormConfig( 'home' );
		expect( Object.keys( config.recurring?.multi ?? {} ) ).toEqual(
			config.levels.map( ( level ) => level.id )
		);
		config.levels.forEach( ( level ) => {
			expect( config.recurring?.multi[ level.id ] ).toEqual( {
				_give_recurring: 'yes',
				give_recurring_pretty_text: expect.any( String ),
			} );
		} );
		expect(
			config.recurring?.multi[ config.defaultLevel ]
				.give_recurring_pretty_text
		).toBe( 'Every month: a week of fuel' );
	} );
} );
