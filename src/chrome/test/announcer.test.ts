import { pageAnnouncer } from '../announcer';

describe( 'Announcer', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => {
		jest.useRealTimers();
		document.body.innerHTML = '';
	} );

	it( 'keeps each message in one polite live region for 7000 ms', () => {
		const announcer = pageAnnouncer( document );
		announcer.announce( 'Link copied' );
		jest.advanceTimersByTime( 3000 );
		pageAnnouncer( document ).announce( 'Second' );
		const region = document.getElementById( 'opengive-announcer' );
		expect(
			document.querySelectorAll( '#opengive-announcer' )
		).toHaveLength( 1 );
		expect( region?.getAttribute( 'aria-live' ) ).toBe( 'polite' );
		expect( region?.textContent ).toBe( 'Link copiedSecond' );
		jest.advanceTimersByTime( 3999 );
		expect( region?.textContent ).toBe( 'Link copiedSecond' );
		jest.advanceTimersByTime( 1 );
		expect( region?.textContent ).toBe( 'Second' );
		jest.advanceTimersByTime( 3000 );
		expect( region?.textContent ).toBe( '' );
	} );

	it( 'treats messages as text, never HTML', () => {
		pageAnnouncer( document ).announce( '<img src=x onerror=alert(1)>' );
		expect(
			document.querySelector( '#opengive-announcer img' )
		).toBeNull();
	} );
} );
