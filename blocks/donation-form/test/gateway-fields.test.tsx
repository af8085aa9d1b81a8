import { screen, waitFor } from '@testing-library/react';
import { GATEWAY_LOAD_FAILED } from '../components/useGatewayFields';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';
import { gatewayRequests, renderForm } from './render-form';

describe( 'payment methods: choosing one and loading its fields', () => {
	afterEach( () => {
		jest.restoreAllMocks();
	} );

	it( "loads a gateway's fields from the server when the donor switches to it, blocking the form meanwhile", async () => {
		const { rest, user } = await renderForm();
		expect( gatewayRequests( rest ) ).toHaveLength( 0 );
		const release = rest.holdNext();
		await user.click(
			screen.getByRole( 'radio', { name: 'Card (2Checkout)' } )
		);

		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading payment method…'
		);
		expect(
			screen.getByRole( 'button', { name: 'Donate now' } )
		).toBeDisabled();
		expect( gatewayRequests( rest )[ 0 ].path ).toMatch(
			/^\/opengive\/v1\/forms\/\d+\/gateways\/twocheckout\?payment-mode=twocheckout/
		);
		release();
		expect(
			await screen.findByLabelText( 'Card number' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Card details go to the provider.' )
		).toBeInTheDocument();
	} );

	it( 'logs the spec message and shows no card fields when loading fails', async () => {
		const { rest, user } = await renderForm();
		rest.failNextWith( new Error( 'offline' ) );
		await user.click(
			screen.getByRole( 'radio', { name: 'Card (2Checkout)' } )
		);
		await waitFor( () =>
			expect( console ).toHaveErroredWith( GATEWAY_LOAD_FAILED )
		);
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByLabelText( 'Card number' )
		).not.toBeInTheDocument();
	} );

	it( "ignores a '0' selection (a failed one)", async () => {
		const { rest, user } = await renderForm(
			renderedFormConfig( 'home', {
				gateways: [
					{ id: 'test', label: 'Test donation', fields: 'none' },
					{ id: '0', label: 'Broken', fields: 'none' },
				],
			} )
		);
		await user.click( screen.getByRole( 'radio', { name: 'Broken' } ) );
		expect( gatewayRequests( rest ) ).toHaveLength( 0 );
	} );

	it( 'shows the no_gateway alert and cannot be submitted when the form offers no payment method', async () => {
		await renderForm( renderedFormConfig( 'home', { gateways: [] } ) );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'This form cannot take donations right now: no payment method is enabled.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Donate now' } )
		).toBeDisabled();
	} );
} );
