import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DonationFormApp from '../components/DonationFormApp';
import { loadFirstRenderParts } from '../components/lazy-parts';
import { installMockRest } from '../../../tests/unit/mock-rest';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';

function setup() {
	// The demo "In Memory" form asks for the billing address (every country the server knows).
	const config = renderedFormConfig( 'in-memory' );
	const rest = installMockRest( [ config ] );
	const user = userEvent.setup();
	render(
		<DonationFormApp config={ config } returnUrl="https://x.example/" />
	);
	return { rest, user };
}

describe( 'billing address', () => {
	// As view.tsx does before React takes over: this form's address and extras are chunks of their own.
	beforeAll( () =>
		loadFirstRenderParts( renderedFormConfig( 'in-memory' ) )
	);

	it( 'loads the state list for a country that has one, and requires it', async () => {
		const { rest, user } = setup();
		await user.selectOptions( screen.getByLabelText( 'Country' ), 'US' );
		const state = await screen.findByRole( 'combobox', { name: 'State' } );
		expect( state ).toBeRequired();
		expect(
			screen.getByRole( 'option', { name: 'Maine' } )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Postcode / ZIP' ) ).toBeRequired();
		expect(
			rest.requests.some( ( request ) =>
				request.path?.startsWith( '/opengive/v1/countries/US/states' )
			)
		).toBe( true );
	} );

	it( 'hides the state where the country has none, and relaxes city and postcode for city-states', async () => {
		const { user } = setup();
		await user.selectOptions( screen.getByLabelText( 'Country' ), 'GB' );
		expect( screen.queryByLabelText( /State/ ) ).not.toBeInTheDocument();
		await user.selectOptions( screen.getByLabelText( 'Country' ), 'HK' );
		expect( screen.getByLabelText( 'Town / City' ) ).not.toBeRequired();
		expect( screen.getByLabelText( 'Postcode / ZIP' ) ).not.toBeRequired();
	} );

	it( 'falls back to a text field when the states request fails, logging to the console only', async () => {
		const { rest, user } = setup();
		const log = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		rest.failNextWith( new TypeError( 'Failed to fetch' ) );
		await user.selectOptions( screen.getByLabelText( 'Country' ), 'US' );
		await waitFor( () => expect( log ).toHaveBeenCalled() );
		expect(
			screen.getByRole( 'textbox', { name: 'State / Province / County' } )
		).toBeRequired();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		log.mockRestore();
	} );

	it( 'sends the address with the donation', async () => {
		const { rest, user } = setup();
		await user.selectOptions( screen.getByLabelText( 'Country' ), 'US' );
		await user.selectOptions(
			await screen.findByRole( 'combobox', { name: 'State' } ),
			'ME'
		);
		await user.type(
			screen.getByLabelText( 'Street address' ),
			'1 Light Lane'
		);
		await user.type( screen.getByLabelText( 'Town / City' ), 'Portland' );
		await user.type( screen.getByLabelText( 'Postcode / ZIP' ), '04101' );
		await user.type( screen.getByLabelText( 'First name' ), 'Ada' );
		await user.type( screen.getByLabelText( 'Email' ), 'ada@example.org' );
		// The rest of what the In Memory form requires.
		await user.selectOptions(
			screen.getByLabelText( 'This gift is' ),
			'A general gift'
		);
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'I agree to the gift terms',
			} )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		await screen.findByRole( 'heading', {
			name: 'Thank you for your donation!',
		} );
		const donation = rest.requests.find(
			( request ) => request.method === 'POST'
		);
		expect(
			( donation?.data as { billingAddress: unknown } ).billingAddress
		).toEqual( {
			address1: '1 Light Lane',
			address2: '',
			city: 'Portland',
			state: 'ME',
			country: 'US',
			zip: '04101',
		} );
	} );
} );
