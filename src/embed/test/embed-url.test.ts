import { frameUrl, isReceiptView } from '../embed-url';

describe( 'frameUrl: the root locale becomes the locale query parameter (spec section 5)', () => {
	const src =
		'https://charity.example/?givewp-route=donation-form-view&form-id=12';

	it( 'adds locale to the form address and keeps its route', () => {
		const url = new URL( frameUrl( src, 'de_DE' ) );
		expect( url.searchParams.get( 'locale' ) ).toBe( 'de_DE' );
		expect( url.searchParams.get( 'givewp-route' ) ).toBe(
			'donation-form-view'
		);
		expect( url.searchParams.get( 'form-id' ) ).toBe( '12' );
	} );

	it( 'replaces a locale already in the address instead of adding a second', () => {
		const url = new URL( frameUrl( `${ src }&locale=fr_FR`, 'es_ES' ) );
		expect( url.searchParams.getAll( 'locale' ) ).toEqual( [ 'es_ES' ] );
	} );

	it.each( [ null, undefined, '' ] )(
		'leaves the address alone without a locale (%p)',
		( locale ) => {
			expect( frameUrl( src, locale ) ).toBe( src );
		}
	);

	it( 'encodes a locale it does not understand rather than breaking the address', () => {
		const url = new URL( frameUrl( src, 'x&form-id=99' ) );
		expect( url.searchParams.get( 'form-id' ) ).toBe( '12' );
		expect( url.searchParams.get( 'locale' ) ).toBe( 'x&form-id=99' );
	} );

	it( 'resolves a relative data-src against the host page', () => {
		expect(
			frameUrl(
				'/?givewp-route=donation-form-view&form-id=3',
				'nl_NL',
				'https://shop.example/page'
			)
		).toBe(
			'https://shop.example/?givewp-route=donation-form-view&form-id=3&locale=nl_NL'
		);
	} );
} );

describe( 'isReceiptView (form-redirect mode)', () => {
	it.each( [
		[
			'https://c.example/?givewp-route=donation-confirmation-receipt-view&receipt-id=abc',
			true,
		],
		[
			'https://c.example/?givewp-route=donation-form-view&form-id=1',
			false,
		],
		[
			'https://c.example/?receipt=donation-confirmation-receipt-view',
			false,
		],
		[ '', false ],
		[ null, false ],
		[ 'http://[bad', false ],
	] )( '%p → %p', ( address, expected ) => {
		expect( isReceiptView( address ) ).toBe( expected );
	} );
} );
