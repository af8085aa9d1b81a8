import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import DonorWallComments from '../components/DonorWallComments';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

afterEach( () => fetchMock.mockReset() );

it( 'lists the donor’s comments and hides one from the wall with its toggle', async () => {
	fetchMock.mockImplementation(
		( options: { path: string; data?: unknown } ) =>
			options.path === '/opengive/v1/donors/7/wall-comments'
				? Promise.resolve( [
						{
							id: 35,
							comment: 'For the keepers',
							hidden: false,
							createdAt: '2026-11-01T10:00:00+00:00',
						},
					] )
				: Promise.resolve( { id: 35, hidden: true } )
	);
	render( <DonorWallComments donorId={ 7 } /> );
	const toggle = await screen.findByRole( 'checkbox', {
		name: 'Hide from the donor wall',
	} );
	expect( screen.getByText( 'For the keepers' ) ).toBeInTheDocument();
	expect( toggle ).not.toBeChecked();
	fireEvent.click( toggle );
	await waitFor( () => expect( toggle ).toBeChecked() );
	expect( fetchMock ).toHaveBeenLastCalledWith( {
		path: '/opengive/v1/donations/35/comment-visibility',
		method: 'POST',
		data: { hidden: true },
	} );
} );

it( 'says when the save failed and leaves the toggle as it was', async () => {
	fetchMock.mockImplementation( ( options: { path: string } ) =>
		options.path.endsWith( '/wall-comments' )
			? Promise.resolve( [
					{ id: 4, comment: 'Hi', hidden: false, createdAt: '' },
				] )
			: Promise.reject( new Error( 'no' ) )
	);
	render( <DonorWallComments donorId={ 3 } /> );
	const toggle = await screen.findByRole( 'checkbox' );
	fireEvent.click( toggle );
	expect(
		// The visible notice (its text is also spoken through the a11y live region, when that has run).
		await screen.findByText(
			'The change could not be saved. Please try again.',
			{ selector: '.components-notice__content' }
		)
	).toBeInTheDocument();
	expect( toggle ).not.toBeChecked();
} );
