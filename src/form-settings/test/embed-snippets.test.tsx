import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EmbedSnippets from '../EmbedSnippets';

describe( 'the form editor offers a copy-paste embed snippet per format', () => {
	it( 'shows one read-only snippet for each of the four formats, naming this form and embed.js', async () => {
		render(
			<EmbedSnippets
				formId={ 42 }
				config={ {
					homeUrl: 'https://charity.example/',
					loaderUrl:
						'https://charity.example/?opengive-embed=embed.js&ver=abc',
				} }
			/>
		);
		// The panel starts closed; opening it shows the snippets.
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Embed on any website' } )
		);
		const boxes = screen.getAllByRole( 'textbox' ) as HTMLTextAreaElement[];
		expect( boxes ).toHaveLength( 4 );
		const formats = boxes.map(
			( box ) => /data-form-format="([^"]+)"/.exec( box.value )?.[ 1 ]
		);
		expect( formats ).toEqual( [ 'inline', 'modal', 'reveal', 'newTab' ] );
		boxes.forEach( ( box ) => {
			expect( box.readOnly ).toBe( true );
			expect( box.value ).toContain(
				'data-src="https://charity.example/?givewp-route=donation-form-view&amp;form-id=42"'
			);
			expect( box.value ).toContain(
				'<script src="https://charity.example/?opengive-embed=embed.js&amp;ver=abc" async></script>'
			);
		} );
		expect(
			screen.getByRole( 'textbox', {
				name: 'Modal (button opens a dialog)',
			} )
		).toBeInTheDocument();
	} );
} );
