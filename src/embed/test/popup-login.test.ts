import {
	inCrossOriginFrame,
	logInInPopup,
	loggedInUser,
	popupLoginUrl,
} from '../popup-login';

const USER = {
	firstName: 'Ada',
	lastName: 'Lovelace',
	email: 'ada@example.org',
};

afterEach( () => {
	Object.defineProperty( window, 'parent', {
		value: window,
		configurable: true,
	} );
	jest.useRealTimers();
	jest.restoreAllMocks();
} );

describe( 'inCrossOriginFrame', () => {
	it( 'is false at the top and in a same-origin frame, true when the parent cannot be read', () => {
		expect( inCrossOriginFrame( window ) ).toBe( false );
		Object.defineProperty( window, 'parent', {
			value: { location: { origin: window.location.origin } },
			configurable: true,
		} );
		expect( inCrossOriginFrame( window ) ).toBe( false );
		Object.defineProperty( window, 'parent', {
			value: {
				get location(): Location {
					throw new DOMException( 'Blocked', 'SecurityError' );
				},
			},
			configurable: true,
		} );
		expect( inCrossOriginFrame( window ) ).toBe( true );
	} );
} );

describe( 'loggedInUser', () => {
	const origin = 'https://charity.example';

	it( "takes the login window's message from this origin", () => {
		expect(
			loggedInUser(
				{ origin, data: { type: 'opengive-logged-in', user: USER } },
				origin
			)
		).toEqual( USER );
	} );

	it( 'ignores the same message from another origin, and other messages', () => {
		expect(
			loggedInUser(
				{
					origin: 'https://partner.example',
					data: { type: 'opengive-logged-in', user: USER },
				},
				origin
			)
		).toBeNull();
		expect(
			loggedInUser( { origin, data: '[iFrameSizer]x:1:2:init' }, origin )
		).toBeNull();
		expect(
			loggedInUser(
				{ origin, data: { type: 'opengive-logged-in', user: {} } },
				origin
			)
		).toBeNull();
	} );
} );

describe( 'logInInPopup', () => {
	it( 'opens the login action in a window and resolves with the user that window sends', async () => {
		const popup = { closed: false } as Window;
		const open = jest.spyOn( window, 'open' ).mockReturnValue( popup );
		const result = logInInPopup(
			'http://localhost/wp-admin/admin-ajax.php'
		);
		expect( open.mock.calls[ 0 ][ 0 ] ).toBe(
			popupLoginUrl( 'http://localhost/wp-admin/admin-ajax.php' )
		);
		expect( open.mock.calls[ 0 ][ 0 ] ).toContain(
			'action=opengive_login_popup'
		);
		// Another window's message is not the login window's.
		window.dispatchEvent(
			new MessageEvent( 'message', {
				origin: window.location.origin,
				data: { type: 'opengive-logged-in', user: { email: 'x@y.z' } },
			} )
		);
		window.dispatchEvent(
			new MessageEvent( 'message', {
				origin: window.location.origin,
				source: popup as unknown as MessageEventSource,
				data: { type: 'opengive-logged-in', user: USER },
			} )
		);
		await expect( result ).resolves.toEqual( USER );
	} );

	it( 'resolves null when the window is blocked or closed without logging in', async () => {
		jest.spyOn( window, 'open' ).mockReturnValue( null );
		await expect(
			logInInPopup( '/wp-admin/admin-ajax.php' )
		).resolves.toBeNull();

		jest.useFakeTimers();
		const popup = { closed: false };
		jest.spyOn( window, 'open' ).mockReturnValue( popup as Window );
		const result = logInInPopup( '/wp-admin/admin-ajax.php' );
		popup.closed = true;
		jest.advanceTimersByTime( 2000 );
		await expect( result ).resolves.toBeNull();
	} );
} );
