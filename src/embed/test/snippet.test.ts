import { embedSnippet, formViewUrl } from '../snippet';

describe( 'embedSnippet: what the editor offers to paste', () => {
	const base = {
		homeUrl: 'https://charity.example/',
		loaderUrl: 'https://charity.example/?opengive-embed=embed.js&ver=abc',
		formId: 12,
		buttonText: 'Give "now" <today>',
	};

	it( 'prints a root with every spec attribute and the async loader script', () => {
		const html = embedSnippet( { ...base, format: 'modal' } );
		const doc = new DOMParser().parseFromString( html, 'text/html' );
		const root = doc.querySelector(
			'.root-data-givewp-embed'
		) as HTMLElement;
		expect( root.getAttribute( 'data-src' ) ).toBe(
			'https://charity.example/?givewp-route=donation-form-view&form-id=12'
		);
		expect( root.getAttribute( 'data-form-view-url' ) ).toBe(
			root.getAttribute( 'data-src' )
		);
		expect( root.getAttribute( 'data-form-url' ) ).toBe(
			root.getAttribute( 'data-src' )
		);
		expect( root.getAttribute( 'data-form-format' ) ).toBe( 'modal' );
		expect( root.getAttribute( 'data-givewp-embed-id' ) ).toBe(
			'opengive-embed-12-modal'
		);
		// Quotes and brackets in the text stay text.
		expect( root.getAttribute( 'data-open-form-button' ) ).toBe(
			'Give "now" <today>'
		);
		expect( root.hasAttribute( 'data-form-locale' ) ).toBe( false );
		const script = doc.querySelector( 'script' ) as HTMLScriptElement;
		expect( script.getAttribute( 'src' ) ).toBe( base.loaderUrl );
		expect( script.hasAttribute( 'async' ) ).toBe( true );
	} );

	it.each( [ 'inline', 'modal', 'reveal', 'newTab' ] as const )(
		'names the %s format and gives each format its own embed id',
		( format ) => {
			const html = embedSnippet( { ...base, format, locale: 'de_DE' } );
			expect( html ).toContain( `data-form-format="${ format }"` );
			expect( html ).toContain(
				`data-givewp-embed-id="opengive-embed-12-${ format }"`
			);
			expect( html ).toContain( 'data-form-locale="de_DE"' );
		}
	);

	it( 'builds the form view address on a site in a sub-folder', () => {
		expect( formViewUrl( 'https://example.org/charity/', 3 ) ).toBe(
			'https://example.org/charity/?givewp-route=donation-form-view&form-id=3'
		);
	} );
} );
