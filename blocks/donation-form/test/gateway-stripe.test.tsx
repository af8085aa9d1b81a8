import { screen } from '@testing-library/react';
import { MOCK_STRIPE_API } from '../../../tests/unit/mock-rest';
import { enterCard, renderForm } from './render-form';
import type { DonateRequest } from '@opengive/api/donations';

describe( 'payment methods: the Stripe card', () => {
	afterEach( () => {
		jest.restoreAllMocks();
	} );

	it( 'formats the card as typed and refuses an invalid card before anything is sent', async () => {
		const { rest, user } = await renderForm();
		await enterCard(
			user,
			'Credit or debit card',
			'4242424242424241',
			'12a345'
		);
		expect( screen.getByLabelText( 'Card number' ) ).toHaveValue(
			'4242 4242 4242 4241'
		);
		expect( screen.getByLabelText( 'Expiry (MM / YY)' ) ).toHaveValue(
			'12 / 29'
		);
		expect( screen.getByLabelText( 'Security code (CVC)' ) ).toHaveValue(
			'1234'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);

		expect(
			screen.getByText( 'This card number is not valid.' )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Card number' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( rest.donations ).toHaveLength( 0 );
	} );

	it( 'sends the card to the provider and only the token to the site', async () => {
		const providerFetch = jest.fn( async () => ( {
			ok: true,
			status: 200,
			json: async () => ( {
				id: 'pm_unit',
				card: { brand: 'visa', last4: '4242' },
			} ),
		} ) );
		window.fetch = providerFetch as unknown as typeof fetch;
		const { rest, user } = await renderForm();
		await enterCard( user, 'Credit or debit card', '4242424242424242' );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);

		expect(
			await screen.findByRole( 'heading', {
				name: 'Thank you for your donation!',
			} )
		).toBeInTheDocument();
		expect( providerFetch ).toHaveBeenCalledWith(
			`${ MOCK_STRIPE_API }/v1/payment_methods`,
			expect.objectContaining( { method: 'POST' } )
		);
		const sent = rest.requests.find(
			( request ) => request.method === 'POST'
		)?.data as DonateRequest;
		expect( sent ).toMatchObject( {
			gatewayId: 'stripe',
			paymentToken: 'pm_unit',
			cardBrand: 'visa',
			cardLast4: '4242',
		} );
		expect( JSON.stringify( sent ) ).not.toContain( '4242424242424242' );
		expect(
			screen.getByText( 'Credit or debit card (visa •••• 4242)' )
		).toBeInTheDocument();
	} );

	it( "shows the provider's refusal and keeps everything the donor typed", async () => {
		window.fetch = jest.fn( async () => ( {
			ok: false,
			status: 402,
			json: async () => ( {
				error: {
					type: 'card_error',
					message: 'Your card was declined.',
				},
			} ),
		} ) ) as unknown as typeof fetch;
		const { rest, user } = await renderForm();
		await enterCard( user, 'Credit or debit card', '4000000000000002' );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Your card was declined.'
		);
		expect( rest.donations ).toHaveLength( 0 );
		expect( screen.getByLabelText( 'Card number' ) ).toHaveValue(
			'4000 0000 0000 0002'
		);
		expect(
			screen.getByRole( 'button', { name: 'Donate now' } )
		).toBeEnabled();
	} );
} );
