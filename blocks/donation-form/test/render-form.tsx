/**
 * The form tests' shared rendering: a form as the server prints it (by default the demo form: test,
 * Stripe "Credit or debit card", 2Checkout and offline) over the mocked REST API, and the donor and
 * card fields the tests fill.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DonationFormApp from '../components/DonationFormApp';
import { loadFirstRenderParts } from '../components/lazy-parts';
import { installMockRest } from '../../../tests/unit/mock-rest';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';
import type { FormConfig } from '@opengive/types/form-config';

export const RETURN_URL = 'https://charity.example/donate/';

export const CARD_FORM = renderedFormConfig( 'home' );

/**
 * Renders a form as view.tsx does: the parts its first render shows are in first.
 *
 * @param config    The form as the server prints it.
 * @param returnUrl The page's address.
 */
export async function renderForm(
	config: FormConfig = CARD_FORM,
	returnUrl = RETURN_URL
) {
	const rest = installMockRest( [ config ] );
	const user = userEvent.setup();
	await loadFirstRenderParts( config );
	render( <DonationFormApp config={ config } returnUrl={ returnUrl } /> );
	return { rest, user };
}

export async function fillDonor( user: ReturnType< typeof userEvent.setup > ) {
	await user.type( screen.getByLabelText( 'First name' ), 'Ada' );
	await user.type( screen.getByLabelText( 'Email' ), 'ada@example.org' );
}

/**
 * Chooses a card gateway, types a card (expiry 12 / 29) and the donor: everything but the donate
 * click, which each test makes itself.
 *
 * @param user    The test's user.
 * @param gateway The gateway's radio label.
 * @param number  Card number as typed.
 * @param cvc     Security code as typed.
 */
export async function enterCard(
	user: ReturnType< typeof userEvent.setup >,
	gateway: string,
	number: string,
	cvc = '123'
) {
	await user.click( screen.getByRole( 'radio', { name: gateway } ) );
	await user.type( await screen.findByLabelText( 'Card number' ), number );
	await user.type( screen.getByLabelText( 'Expiry (MM / YY)' ), '1229' );
	await user.type( screen.getByLabelText( 'Security code (CVC)' ), cvc );
	await fillDonor( user );
}

/**
 * The requests that load a gateway's fields.
 *
 * @param rest The mocked REST API.
 */
export const gatewayRequests = ( rest: ReturnType< typeof installMockRest > ) =>
	rest.requests.filter( ( request ) =>
		request.path?.startsWith( '/opengive/v1/forms/' )
	);
