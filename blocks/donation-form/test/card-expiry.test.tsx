/**
 * The card expiry as the donor types it into the demo form's card field (spec section 5; our card
 * fields serve 2Checkout, Stripe takes cards in its own Payment Element): the
 * two-digit year pivot decides what the form accepts, and backspace goes back through the ' / '
 * separator as jquery.payment does.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DonationFormApp from '../components/DonationFormApp';
import { installMockRest } from '../../../tests/unit/mock-rest';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';

async function expiryField() {
	const config = renderedFormConfig( 'home' );
	installMockRest( [ config ] );
	const user = userEvent.setup();
	render(
		<DonationFormApp
			config={ config }
			returnUrl="https://charity.example/donate/"
		/>
	);
	await user.click(
		screen.getByRole( 'radio', { name: 'Card (2Checkout)' } )
	);
	const field = await screen.findByLabelText( 'Expiry (MM / YY)' );
	return { user, field };
}

describe( 'card expiry field', () => {
	it( 'backspace at "12 / " removes the separator with the month digit before it, leaving "1"', async () => {
		const { user, field } = await expiryField();
		await user.type( field, '12' );
		expect( field ).toHaveValue( '12 / ' );
		await user.type( field, '{Backspace}' );
		expect( field ).toHaveValue( '1' );
	} );

	it( 'backspace at a padded "04 / " leaves "0"; a year digit goes on its own', async () => {
		const { user, field } = await expiryField();
		await user.type( field, '4' );
		expect( field ).toHaveValue( '04 / ' );
		await user.type( field, '2{Backspace}' );
		expect( field ).toHaveValue( '04 / ' );
		await user.type( field, '{Backspace}' );
		expect( field ).toHaveValue( '0' );
	} );

	it( 'refuses a two-digit year of 70 or more (19YY, long past) once the donor leaves the field', async () => {
		const { user, field } = await expiryField();
		await user.type( field, '1275' );
		expect( field ).toHaveValue( '12 / 75' );
		await user.tab();
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		expect(
			screen.getByText( 'This expiry date is not valid or has passed.' )
		).toBeInTheDocument();
	} );

	it( 'accepts a two-digit year under 70 as 20YY', async () => {
		const { user, field } = await expiryField();
		await user.type( field, '1269' );
		await user.tab();
		expect( field ).toHaveAttribute( 'aria-invalid', 'false' );
	} );
} );
