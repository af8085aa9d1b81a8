import { screen } from '@testing-library/react';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';
import type { FormConfig } from '@opengive/types/form-config';
import { renderForm } from './render-form';

const recurringForm = ( overrides: Partial< FormConfig > = {} ) =>
	renderedFormConfig( 'home', {
		loginEnabled: true,
		gateways: [
			{ id: 'test', label: 'Test donation', fields: 'none' },
			{ id: 'authorize', label: 'Authorize.net', fields: 'none' },
		],
		recurring: {
			is_recurring: true,
			give_recurring_option: 'yes_donor',
			period: 'month',
			periods: [ 'day', 'week', 'month' ],
			installments: 0,
			multi: {},
		},
		...overrides,
	} );

const frequency = () =>
	document.querySelector( '[data-frequency]' )?.textContent;

describe( 'recurring gifts in the form', () => {
	it( 'a monthly choice shows in the summary and forces the account box for a logged-out donor', async () => {
		const { rest, user } = await renderForm( recurringForm() );
		expect( frequency() ).toBe( 'One time' );
		const account = screen.getByLabelText(
			'Create an account to see my donations later'
		);
		expect( account ).not.toBeChecked();
		expect( account ).toBeEnabled();

		await user.click( screen.getByRole( 'radio', { name: 'Monthly' } ) );
		expect( frequency() ).toBe( 'Monthly' );
		expect( account ).toBeChecked();
		expect( account ).toBeDisabled();

		await user.type( screen.getByLabelText( 'First name' ), 'Rec' );
		await user.type( screen.getByLabelText( 'Email' ), 'rec@example.org' );
		await user.type(
			screen.getByLabelText( 'Choose a password' ),
			'long-enough-1'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		await screen.findByRole( 'heading', {
			name: 'Thank you for your donation!',
		} );
		expect( rest.requests.at( -1 )?.data ).toMatchObject( {
			recurringPeriod: 'month',
			createAccount: true,
		} );
		// The receipt says the gift repeats, and when it is next taken.
		expect(
			screen.getByText( 'Frequency' ).nextElementSibling
		).toHaveTextContent( 'Monthly' );
		expect(
			screen.getByText( 'Next payment' ).nextElementSibling
		).toHaveTextContent( 'December 22, 2026' );
	} );

	it( 'the email-access setting leaves the account box free', async () => {
		const { user } = await renderForm(
			recurringForm( { emailAccess: true } )
		);
		await user.click( screen.getByRole( 'radio', { name: 'Monthly' } ) );
		expect(
			screen.getByLabelText(
				'Create an account to see my donations later'
			)
		).toBeEnabled();
	} );

	it( 'where visitors cannot register, a monthly gift offers no account and sends none', async () => {
		const { rest, user } = await renderForm(
			recurringForm( { registrationOpen: false } )
		);
		await user.click( screen.getByRole( 'radio', { name: 'Monthly' } ) );
		expect(
			screen.queryByLabelText(
				'Create an account to see my donations later'
			)
		).not.toBeInTheDocument();
		expect(
			screen.queryByLabelText( 'Choose a password' )
		).not.toBeInTheDocument();
		await user.type( screen.getByLabelText( 'First name' ), 'Guest' );
		await user.type(
			screen.getByLabelText( 'Email' ),
			'monthly-guest@example.org'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		await screen.findByRole( 'heading', {
			name: 'Thank you for your donation!',
		} );
		expect( rest.requests.at( -1 )?.data ).toMatchObject( {
			recurringPeriod: 'month',
		} );
		expect( rest.requests.at( -1 )?.data ).not.toHaveProperty(
			'createAccount'
		);
	} );

	it( 'daily is disabled for Authorize.net and a daily choice moves to weekly, with an alert', async () => {
		const { user } = await renderForm( recurringForm() );
		await user.click( screen.getByRole( 'radio', { name: 'Daily' } ) );
		expect( frequency() ).toBe( 'Daily' );
		await user.click(
			screen.getByRole( 'radio', { name: 'Authorize.net' } )
		);
		expect( screen.getByRole( 'radio', { name: 'Daily' } ) ).toBeDisabled();
		expect( screen.getByRole( 'radio', { name: 'Weekly' } ) ).toBeChecked();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Daily gifts are not possible with this payment method; your gift is now weekly.'
		);
		expect( frequency() ).toBe( 'Weekly' );
	} );

	it( 'a form whose gifts always recur says so and sends its period', async () => {
		const { rest, user } = await renderForm(
			recurringForm( {
				loginEnabled: false,
				recurring: {
					is_recurring: true,
					give_recurring_option: 'yes_admin',
					period: 'year',
					periods: [ 'year' ],
					installments: 0,
					multi: {},
				},
			} )
		);
		expect(
			screen.getByText(
				'This gift repeats: Yearly, until you cancel it.'
			)
		).toBeInTheDocument();
		await user.type( screen.getByLabelText( 'First name' ), 'Annual' );
		await user.type(
			screen.getByLabelText( 'Email' ),
			'annual@example.org'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		await screen.findByRole( 'heading', {
			name: 'Thank you for your donation!',
		} );
		expect( rest.requests.at( -1 )?.data ).toMatchObject( {
			recurringPeriod: 'year',
		} );
	} );
} );

describe( "GiveWP's hidden fields", () => {
	it( 'follow the amount, level, period, fee and gateway', async () => {
		const { user } = await renderForm(
			recurringForm( {
				feeRecovery: {
					fee_recovery: true,
					fee_data: {
						all_gateways: {
							percentage: 2.9,
							base_amount: 0.3,
							give_fee_status: 'enabled',
						},
					},
				},
			} )
		);
		const value = ( name: string ) =>
			(
				document.querySelector(
					`input[name="${ name }"]`
				) as HTMLInputElement
			 ).value;
		expect( value( 'give-amount' ) ).toBe( '25.00' );
		expect( value( '_give_is_donation_recurring' ) ).toBe( '0' );
		expect( value( 'give-fee-status' ) ).toBe( 'enabled' );
		expect( value( 'give-fee-mode-enable' ) ).toBe( 'false' );
		await user.click( screen.getByRole( 'radio', { name: 'Monthly' } ) );
		await user.click(
			screen.getByLabelText( /to cover the processing fee/ )
		);
		expect( value( 'give-recurring-period' ) ).toBe( 'month' );
		expect( value( '_give_is_donation_recurring' ) ).toBe( '1' );
		expect( value( 'give-fee-mode-enable' ) ).toBe( 'true' );
		expect( value( 'give-fee-amount' ) ).toBe( '1.06' );
		expect( value( 'give_total' ) ).toBe( '26.06' );
		expect( value( 'give-payment-mode' ) ).toBe( 'test' );
		expect( value( 'give-price-id' ) ).toBe( '2' );
	} );
} );
