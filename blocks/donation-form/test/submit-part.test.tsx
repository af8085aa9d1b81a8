/**
 * The sending code is a chunk of its own (lazy-parts' submitPart): the form asks for it as the donor
 * starts on the form, and a submit whose chunk cannot load sends nothing and says why.
 */
import { screen } from '@testing-library/react';
import { submitPart } from '../components/useDonationSubmit';
import { fillDonor, renderForm } from './render-form';

describe( 'the submit chunk', () => {
	afterEach( () => jest.restoreAllMocks() );

	it( 'is requested once the donor focuses a field of the form', async () => {
		const load = jest.spyOn( submitPart, 'load' );
		const { user } = await renderForm();
		expect( load ).not.toHaveBeenCalled();
		await user.click( screen.getByLabelText( 'First name' ) );
		expect( load ).toHaveBeenCalled();
	} );

	it( 'when it cannot load, sends nothing and tells the donor to try again', async () => {
		const { rest, user } = await renderForm();
		await fillDonor( user );
		jest.spyOn( submitPart, 'load' ).mockRejectedValue(
			new Error( 'ChunkLoadError' )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Your donation was not sent: part of this form could not be loaded.'
		);
		expect( rest.donations ).toHaveLength( 0 );
		// The form is usable again: the button is back for another try.
		expect(
			screen.getByRole( 'button', { name: 'Donate now' } )
		).toBeEnabled();
	} );
} );
