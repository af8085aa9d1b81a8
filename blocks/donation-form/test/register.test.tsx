import { screen } from '@testing-library/react';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';
import { renderForm as renderConfig } from './render-form';

const renderForm = () =>
	renderConfig( renderedFormConfig( 'home', { loginEnabled: true } ) );

describe( 'creating an account with the gift', () => {
	it( 'the checkbox reveals the password; a short one comes back from the server beside the field', async () => {
		const { rest, user } = await renderForm();
		expect(
			screen.queryByLabelText( 'Choose a password' )
		).not.toBeInTheDocument();
		await user.click(
			screen.getByLabelText(
				'Create an account to see my donations later'
			)
		);
		const password = screen.getByLabelText( 'Choose a password' );
		expect( password ).toBeRequired();
		await user.type( screen.getByLabelText( 'First name' ), 'Reg' );
		await user.type( screen.getByLabelText( 'Email' ), 'reg@example.org' );
		await user.type( password, 'short' );
		// Skip the browser's own minlength check to see the server's answer.
		password.removeAttribute( 'minlength' );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		expect(
			await screen.findByText(
				'Please choose a password of at least 8 characters.',
				{
					selector: 'span',
				}
			)
		).toBeInTheDocument();
		expect( rest.donations ).toHaveLength( 0 );

		await user.type( password, 'enough-now' );
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		expect(
			await screen.findByText(
				'Check your inbox: we emailed you a link to confirm your address. Follow it while logged in to see all your gifts and manage recurring gifts in your account (your email is your login).'
			)
		).toBeInTheDocument();
		expect( rest.requests.at( -1 )?.data ).toMatchObject( {
			createAccount: true,
			accountPassword: 'shortenough-now',
		} );
	} );

	it( 'sends no account fields when the box stays unticked', async () => {
		const { rest, user } = await renderForm();
		await user.type( screen.getByLabelText( 'First name' ), 'Guest' );
		await user.type(
			screen.getByLabelText( 'Email' ),
			'guest@example.org'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Donate now' } )
		);
		await screen.findByRole( 'heading', {
			name: 'Thank you for your donation!',
		} );
		expect( rest.requests.at( -1 )?.data ).not.toHaveProperty(
			'createAccount'
		);
	} );
} );
