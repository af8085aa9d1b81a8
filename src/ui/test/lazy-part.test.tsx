/**
 * The on-demand parts behind the donation form's page-weight budget: one load shared by every caller,
 * a failed load tried again, and a component that renders the part once it is in.
 */
import { render, screen } from '@testing-library/react';
import { lazyPart, useLazyPart } from '../lazy-part';

describe( 'lazyPart', () => {
	it( 'loads once for every caller and answers synchronously once in', async () => {
		const importer = jest.fn( () => Promise.resolve( { answer: 42 } ) );
		const part = lazyPart( importer );
		expect( part.current() ).toBeNull();
		const [ first, second ] = await Promise.all( [
			part.load(),
			part.load(),
		] );
		expect( first ).toBe( second );
		expect( importer ).toHaveBeenCalledTimes( 1 );
		expect( part.current() ).toEqual( { answer: 42 } );
	} );

	it( 'tries again after a failed load', async () => {
		const importer = jest
			.fn()
			.mockRejectedValueOnce( new Error( 'offline' ) )
			.mockResolvedValueOnce( { answer: 42 } );
		const part = lazyPart< { answer: number } >( importer );
		await expect( part.load() ).rejects.toThrow( 'offline' );
		expect( part.current() ).toBeNull();
		await expect( part.load() ).resolves.toEqual( { answer: 42 } );
		expect( importer ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'renders the part in a component once it has loaded, and only when wanted', async () => {
		const part = lazyPart( () =>
			Promise.resolve( { Greeting: () => <p>Loaded part</p> } )
		);
		function Host( { wanted }: { wanted: boolean } ) {
			const module = useLazyPart( part, wanted );
			return module ? <module.Greeting /> : <p>Placeholder</p>;
		}
		const { rerender } = render( <Host wanted={ false } /> );
		expect( part.current() ).toBeNull();
		rerender( <Host wanted /> );
		expect( screen.getByText( 'Placeholder' ) ).toBeInTheDocument();
		expect( await screen.findByText( 'Loaded part' ) ).toBeInTheDocument();
	} );
} );
