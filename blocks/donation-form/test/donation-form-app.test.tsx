import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DonationFormApp from '../components/DonationFormApp';
import { installMockRest } from '../../../tests/unit/mock-rest';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';
import { renderForm } from './render-form';

const RETURN_URL = 'https://charity.example/donate/';

async function fillDonor( user: ReturnType< typeof userEvent.setup > ) {
	await user.type( screen.getByLabelText( 'First name' ), 'Grace' );
	await user.type( screen.getByLabelText( 'Last name' ), 'Hopper' );
	await user.type( screen.getByLabelText( 'Email' ), 'grace@example.org' );
}

describe( 'DonationFormApp', () => {
	it( 'preselects the default level', async () => {
		await renderForm();
		expect(
			screen.getByRole( 'button', { name: /\$25\.00/ } )
		).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	it( 'donates the chosen level and shows the receipt', async () => {
		const config = renderedFormConfig( 'home' );
		const { rest, user } = await renderForm( config );
		await user.click( screen.getByRole( 'button', { name: /\$10\.00/ } ) );
		await fillDonor( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);

		expect(
			await screen.findByRole( 'heading', {
				name: 'Thank you for your donation!',
			} )
		).toHaveFocus();
		expect( screen.getByTestId( 'receipt-amount' ) ).toHaveTextContent(
			'$10.00'
		);
		expect( rest.requests ).toHaveLength( 1 );
		expect( rest.requests[ 0 ].data ).toEqual( {
			formId: config.formId,
			amount: 1000,
			levelId: '1',
			firstName: 'Grace',
			lastName: 'Hopper',
			email: 'grace@example.org',
			gatewayId: 'test',
			formHash: config.nonce.hash,
			// The demo form offers monthly gifts and fee recovery; this gift is one-time, fee not covered.
			recurringPeriod: 'once',
			coverFee: false,
			feeAmount: 0,
			total: 1000,
			returnUrl: RETURN_URL,
			companyOption: 'no',
			company: '',
			comment: '',
			anonymous: false,
			termsAccepted: false,
			customFields: {},
			idempotencyKey: expect.stringMatching( /^[a-f0-9]{32}$/ ),
			opengive_website: '',
		} );
	} );

	it( 'focusing the custom amount selects the custom level; blur normalises it', async () => {
		const { user } = await renderForm();
		const field = screen.getByLabelText( /Custom amount/ );
		await user.click( field );
		expect(
			screen.getByRole( 'button', { name: 'Other amount' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await user.type( field, '1234.5' );
		await user.tab();
		expect( field ).toHaveValue( '1,234.50' );
	} );

	it( 'blocks a custom amount under the minimum with a notice naming it', async () => {
		const { rest, user } = await renderForm();
		await user.type( screen.getByLabelText( /Custom amount/ ), '2' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'The minimum donation is $5.00.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Donate now' } )
		).toBeDisabled();
		expect( rest.requests ).toHaveLength( 0 );
	} );

	it( 'falls back to the default level when the custom amount is emptied', async () => {
		const { user } = await renderForm();
		await user.type( screen.getByLabelText( /Custom amount/ ), '0' );
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: /\$25\.00/ } )
		).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	it( 'shows the server error beside its field and keeps what the donor typed', async () => {
		const { rest, user } = await renderForm();
		rest.failNextWith( {
			code: 'opengive_invalid_email',
			message: 'Please enter a valid email address.',
			data: { status: 400, field: 'email' },
		} );
		await fillDonor( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Please enter a valid email address.'
		);
		const email = screen.getByLabelText( 'Email' );
		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( email ).toHaveValue( 'grace@example.org' );
		expect(
			screen.getByRole( 'button', { name: 'Donate now' } )
		).toBeEnabled();
	} );

	it( 'retries an attempt with the same idempotency key', async () => {
		const { rest, user } = await renderForm();
		rest.failNextWith( new TypeError( 'Failed to fetch' ) );
		await fillDonor( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		await screen.findByRole( 'alert' );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		await screen.findByRole( 'heading', {
			name: 'Thank you for your donation!',
		} );
		const keys = rest.requests.map(
			( request ) =>
				( request.data as { idempotencyKey: string } ).idempotencyKey
		);
		expect( keys ).toHaveLength( 2 );
		expect( keys[ 0 ] ).toBe( keys[ 1 ] );
	} );

	it( 'reports a network failure', async () => {
		const { rest, user } = await renderForm();
		rest.failNextWith( new TypeError( 'Failed to fetch' ) );
		await fillDonor( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'You are probably offline.'
		);
	} );

	it( 'shows the donate button busy and disabled while the request runs', async () => {
		const { rest, user } = await renderForm();
		const release = rest.holdNext();
		await fillDonor( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		const busy = screen.getByRole( 'button', { name: 'Donating…' } );
		expect( busy ).toBeDisabled();
		expect( screen.getByRole( 'form' ) ).toHaveAttribute(
			'aria-busy',
			'true'
		);
		release();
		await waitFor( () =>
			expect(
				screen.getByRole( 'heading', {
					name: 'Thank you for your donation!',
				} )
			).toBeInTheDocument()
		);
	} );

	it( 'applies the level, custom amount and gateway preselected by the address', () => {
		const config = renderedFormConfig( 'home' );
		installMockRest( [ config ] );
		render(
			<DonationFormApp
				config={ config }
				returnUrl={ RETURN_URL }
				query={ `?form-id=${ config.formId }&custom-amount=42&payment-mode=offline` }
			/>
		);
		expect(
			screen.getByRole( 'button', { name: 'Other amount' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect( screen.getByLabelText( /Custom amount/ ) ).toHaveValue( '42' );
		expect(
			screen.getByRole( 'radio', { name: /^Offline donation/ } )
		).toBeChecked();
	} );

	it( 'renders levels as radios or a select when the form says so', async () => {
		const { user } = await renderForm(
			renderedFormConfig( 'home', { levelDisplay: 'select' } )
		);
		const select = screen.getByRole( 'combobox', {
			name: 'Choose an amount',
		} );
		await user.selectOptions( select, '3' );
		expect( select ).toHaveValue( '3' );
	} );

	it( 'refills the values and error a no-JavaScript submission left', async () => {
		await renderForm(
			renderedFormConfig( 'home', {
				error: {
					code: 'opengive_amount_too_low',
					message: 'The minimum donation is $5.00.',
					field: 'amount',
					values: {
						levelId: 'custom',
						amountRaw: '1',
						firstName: 'Ada',
						lastName: '',
						email: 'ada@example.org',
						gatewayId: 'test',
					},
				},
			} )
		);
		expect( screen.getByLabelText( 'First name' ) ).toHaveValue( 'Ada' );
		expect( screen.getByLabelText( /Custom amount/ ) ).toHaveValue( '1' );
		expect( screen.getAllByRole( 'alert' )[ 0 ] ).toHaveTextContent(
			'The minimum donation is $5.00.'
		);
	} );
} );
