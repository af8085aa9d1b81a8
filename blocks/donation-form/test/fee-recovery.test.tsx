import { screen } from '@testing-library/react';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';
import { renderForm as renderConfig } from './render-form';

// The demo form's own fee settings as printed: test 2.9% + $0.30, offline none.
const config = renderedFormConfig( 'home' );
const renderForm = () => renderConfig( config );

const total = () =>
	document.querySelector( '[data-total]' )?.getAttribute( 'data-total' );

describe( 'fee recovery', () => {
	it( 'offers the fee for the gift and gateway, and adds it to the total only when ticked', async () => {
		const { user } = await renderForm();
		// $25.00 with 2.9% + $0.30: (25 + 0.30) / 0.971 - 25 = 1.0556 → $1.06.
		const box = screen.getByLabelText(
			/Add \$1\.06 to cover the processing fee/
		);
		expect( total() ).toBe( '2500' );
		await user.click( box );
		expect( total() ).toBe( '2606' );
		expect( screen.getByText( 'Processing fee' ) ).toBeInTheDocument();

		// Recalculated when the amount changes.
		await user.click( screen.getByRole( 'button', { name: /\$10\.00/ } ) );
		expect( screen.getByLabelText( /Add \$0\.61 to cover/ ) ).toBeChecked();
		expect( total() ).toBe( '1061' );

		// And when the gateway changes: no fee with offline.
		await user.click(
			screen.getByRole( 'radio', { name: /^Offline donation/ } )
		);
		expect(
			screen.queryByLabelText( /to cover the processing fee/ )
		).not.toBeInTheDocument();
		expect( total() ).toBe( '1000' );
	} );

	it( 'sends the fee and total it showed; the receipt shows them', async () => {
		const { rest, user } = await renderForm();
		await user.click(
			screen.getByLabelText( /to cover the processing fee/ )
		);
		await user.type( screen.getByLabelText( 'First name' ), 'Fee' );
		await user.type( screen.getByLabelText( 'Email' ), 'fee@example.org' );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		expect(
			await screen.findByTestId( 'receipt-total' )
		).toHaveTextContent( '$26.06' );
		expect( rest.requests.at( -1 )?.data ).toMatchObject( {
			amount: 2500,
			coverFee: true,
			feeAmount: 106,
			total: 2606,
		} );
	} );

	it( 'unticked, it still says so (feeAmount 0), so the server can hold it to that', async () => {
		const { rest, user } = await renderForm();
		await user.type( screen.getByLabelText( 'First name' ), 'Nofee' );
		await user.type(
			screen.getByLabelText( 'Email' ),
			'nofee@example.org'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		await screen.findByRole( 'heading', {
			name: 'Thank you for your donation!',
		} );
		expect( rest.requests.at( -1 )?.data ).toMatchObject( {
			coverFee: false,
			feeAmount: 0,
			total: 2500,
		} );
	} );
} );
