import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DonationFormApp from '../components/DonationFormApp';
import { loadFirstRenderParts } from '../components/lazy-parts';
import { installMockRest } from '../../../tests/unit/mock-rest';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';
import type { FormConfig } from '@opengive/types/form-config';

// The demo "In Memory" form as the page prints it; its billing address has its own tests
// (billing-address.test.tsx), so these gifts leave it out.
const memorialForm = (): FormConfig =>
	renderedFormConfig( 'in-memory', { billingAddress: false } );

function setup() {
	const config = memorialForm();
	const rest = installMockRest( [ config ] );
	const user = userEvent.setup();
	render(
		<DonationFormApp config={ config } returnUrl="https://x.example/" />
	);
	return { rest, user };
}

describe( 'optional and conditional fields', () => {
	// As view.tsx does before React takes over: this form's address and extras are chunks of their own.
	beforeAll( () =>
		loadFirstRenderParts( renderedFormConfig( 'in-memory' ) )
	);

	it( 'company "yes" shows the required name; "no" hides and clears it', async () => {
		const { user } = setup();
		expect(
			screen.queryByLabelText( 'Company name' )
		).not.toBeInTheDocument();
		await user.click( screen.getByRole( 'radio', { name: 'Yes' } ) );
		const name = screen.getByLabelText( 'Company name' );
		expect( name ).toBeRequired();
		await user.type( name, 'Lamp Makers' );
		await user.click( screen.getByRole( 'radio', { name: 'No' } ) );
		expect(
			screen.queryByLabelText( 'Company name' )
		).not.toBeInTheDocument();
		await user.click( screen.getByRole( 'radio', { name: 'Yes' } ) );
		expect( screen.getByLabelText( 'Company name' ) ).toHaveValue( '' );
	} );

	it( 'shows a conditional field, required, only while its condition holds', async () => {
		const { user } = setup();
		expect(
			screen.queryByLabelText( 'In memory of' )
		).not.toBeInTheDocument();
		await user.selectOptions(
			screen.getByLabelText( 'This gift is' ),
			'In memory of someone'
		);
		expect( screen.getByLabelText( 'In memory of' ) ).toBeRequired();
		await user.selectOptions(
			screen.getByLabelText( 'This gift is' ),
			'A general gift'
		);
		expect(
			screen.queryByLabelText( 'In memory of' )
		).not.toBeInTheDocument();
	} );

	it( 'conditions can depend on the amount', async () => {
		const { user } = setup();
		expect(
			screen.queryByLabelText( 'Put the name on the memorial plaque' )
		).not.toBeInTheDocument();
		await user.type( screen.getByLabelText( /Custom amount/ ), '150' );
		expect(
			screen.getByLabelText( 'Put the name on the memorial plaque' )
		).toBeInTheDocument();
	} );

	it( 'toggles the terms text and requires the checkbox', async () => {
		const { user } = setup();
		const toggle = screen.getByRole( 'button', { name: 'Show terms' } );
		expect( screen.getByText( /^Gifts are final/ ) ).not.toBeVisible();
		await user.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( screen.getByText( /^Gifts are final/ ) ).toBeVisible();
		expect(
			screen.getByRole( 'checkbox', {
				name: 'I agree to the gift terms',
			} )
		).toBeRequired();
	} );

	it( 'sends the answers of visible fields only', async () => {
		const { rest, user } = setup();
		await user.selectOptions(
			screen.getByLabelText( 'This gift is' ),
			'In memory of someone'
		);
		await user.type(
			screen.getByLabelText( 'In memory of' ),
			'Grandpa Joe'
		);
		await user.selectOptions(
			screen.getByLabelText( 'This gift is' ),
			'A general gift'
		);
		await user.type(
			screen.getByLabelText( 'Leave a comment (optional)' ),
			'For the keeper'
		);
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Do not show my name publicly',
			} )
		);
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'I agree to the gift terms',
			} )
		);
		await user.type( screen.getByLabelText( 'First name' ), 'Fran' );
		await user.type( screen.getByLabelText( 'Email' ), 'fran@example.org' );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		await screen.findByRole( 'heading', {
			name: 'Thank you for your donation!',
		} );
		expect( rest.requests[ 0 ].data ).toMatchObject( {
			customFields: { reason: 'A general gift' },
			comment: 'For the keeper',
			anonymous: true,
			termsAccepted: true,
			companyOption: 'no',
		} );
	} );
} );

describe( 'bank account type', () => {
	it( 'the Business Partners form as printed: Business shows and requires the company name; Personal hides and clears it', async () => {
		const config = renderedFormConfig( 'business-giving' );
		const rest = installMockRest( [ config ] );
		const user = userEvent.setup();
		render(
			<DonationFormApp
				config={ config }
				returnUrl="https://charity.example/donate/"
			/>
		);
		const type = screen.getByLabelText( 'Bank account type' );
		expect( type ).toHaveValue( '0' );
		expect(
			screen.queryByLabelText( 'Company name' )
		).not.toBeInTheDocument();

		await user.selectOptions( type, '1' );
		const company = screen.getByLabelText( 'Company name' );
		expect( company ).toBeRequired();
		await user.type( company, 'Harbour Ltd' );
		await user.selectOptions( type, '0' );
		expect(
			screen.queryByLabelText( 'Company name' )
		).not.toBeInTheDocument();
		await user.selectOptions( type, '1' );
		expect( screen.getByLabelText( 'Company name' ) ).toHaveValue( '' );

		await user.type( screen.getByLabelText( 'Company name' ), 'Dock Co' );
		await user.type( screen.getByLabelText( 'First name' ), 'Bea' );
		await user.type( screen.getByLabelText( 'Email' ), 'bea@example.org' );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		await screen.findByRole( 'heading', {
			name: 'Thank you for your donation!',
		} );
		expect( rest.requests.at( -1 )?.data ).toMatchObject( {
			bankAccountType: '1',
			company: 'Dock Co',
		} );
	} );
} );
