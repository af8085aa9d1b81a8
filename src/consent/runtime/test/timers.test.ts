/**
 * The banner's timers with fake timers (numbers from tests/fixtures/spec-timings.json): cookie
 * cleaning every 1000 ms, the 2000 ms re-scan for content added later, the 500 ms resize debounce,
 * video players checked every 500 ms at most 100 times, and opt-out auto-dismiss (scroll past
 * 400 px, timeout).
 */
import { specTiming } from '../../../../tests/unit/spec-timings';
import { boot } from '../boot';
import { clearJar, config, fakeFetch, flush, jar, renderPage } from './page';

const listeners: Array< [ string, EventListenerOrEventListenerObject ] > = [];
const addListener = document.addEventListener.bind( document );

beforeEach( () => {
	jest.spyOn( document, 'addEventListener' ).mockImplementation(
		( type, listener, options ) => {
			listeners.push( [ type, listener ] );
			addListener( type, listener, options );
		}
	);
	jest.useFakeTimers();
	clearJar();
	sessionStorage.clear();
	localStorage.clear();
	renderPage();
} );

afterEach( () => {
	for ( const [ type, listener ] of listeners.splice( 0 ) ) {
		document.removeEventListener( type, listener );
	}
	jest.restoreAllMocks();
	jest.clearAllTimers();
	jest.useRealTimers();
} );

const cookieData = {
	functional: {},
	preferences: {},
	statistics: { 'google-analytics': [ '_ga', '_ga_*' ] },
	marketing: { youtube: [ 'YSC' ] },
};

function addBlockedFrame(): HTMLIFrameElement {
	const frame = document.createElement( 'iframe' );
	frame.setAttribute( 'data-cmplz-src', 'https://player.example/late' );
	frame.dataset.category = 'marketing';
	document.body.append( frame );
	return frame;
}

describe( 'cookie cleaning', () => {
	it( 'removes cookies and storage of refused services every interval, not before', async () => {
		document.cookie = '_ga=1;path=/';
		document.cookie = '_ga_ABC=2;path=/';
		document.cookie = 'YSC=x;path=/';
		document.cookie = 'unrelated=keep;path=/';
		localStorage.setItem( '_ga', 'stored' );
		const { fetch } = fakeFetch( { cookie_data: cookieData } );
		await boot( config( { cleanCookies: true } ), fetch, jest.fn() );
		await flush();
		jest.advanceTimersByTime( specTiming( 'consentCleanIntervalMs' ) - 1 );
		expect( jar()._ga ).toBe( '1' );
		jest.advanceTimersByTime( 1 );
		expect( jar() ).not.toHaveProperty( '_ga' );
		expect( jar() ).not.toHaveProperty( '_ga_ABC' );
		expect( jar() ).not.toHaveProperty( 'YSC' );
		expect( jar().unrelated ).toBe( 'keep' );
		expect( localStorage.getItem( '_ga' ) ).toBeNull();
	} );

	it( 'cleans every interval without an error where the browser denies storage (a third-party frame)', async () => {
		const spies = ( [ 'localStorage', 'sessionStorage' ] as const ).map(
			( name ) =>
				jest.spyOn( window, name, 'get' ).mockImplementation( () => {
					throw new DOMException(
						'Access is denied.',
						'SecurityError'
					);
				} )
		);
		try {
			document.cookie = '_ga=1;path=/';
			const { fetch } = fakeFetch( { cookie_data: cookieData } );
			await boot( config( { cleanCookies: true } ), fetch, jest.fn() );
			await flush();
			expect(
				document.getElementById( 'cmplz-cookiebanner' )?.hidden
			).toBe( false );
			jest.advanceTimersByTime(
				specTiming( 'consentCleanIntervalMs' ) * 3
			);
			expect( jar() ).not.toHaveProperty( '_ga' );
		} finally {
			spies.forEach( ( spy ) => spy.mockRestore() );
		}
	} );

	it( 'keeps the cookies of an allowed category', async () => {
		document.cookie = 'cmplz_statistics=allow;path=/';
		document.cookie = 'cmplz_policy_id=1;path=/';
		document.cookie = '_ga=1;path=/';
		document.cookie = 'YSC=x;path=/';
		const { fetch } = fakeFetch( { cookie_data: cookieData } );
		await boot( config( { cleanCookies: true } ), fetch, jest.fn() );
		await flush();
		jest.advanceTimersByTime( specTiming( 'consentCleanIntervalMs' ) * 3 );
		expect( jar()._ga ).toBe( '1' );
		expect( jar() ).not.toHaveProperty( 'YSC' );
	} );

	it( 'does not clean with cleaning off', async () => {
		document.cookie = '_ga=1;path=/';
		const { fetch, calls } = fakeFetch( { cookie_data: cookieData } );
		await boot( config( { cleanCookies: false } ), fetch, jest.fn() );
		await flush();
		jest.advanceTimersByTime( specTiming( 'consentCleanIntervalMs' ) * 3 );
		expect( jar()._ga ).toBe( '1' );
		expect(
			calls.some( ( call ) => call.url.includes( 'cookie_data' ) )
		).toBe( false );
	} );
} );

describe( 're-scans', () => {
	it( 'enables consented content added later at the ajax re-scan, not before', async () => {
		const controller = await boot( config(), fakeFetch().fetch, jest.fn() );
		controller.act( { type: 'acceptAll' } );
		await controller.settled();
		const late = addBlockedFrame();
		jest.advanceTimersByTime( specTiming( 'consentAjaxRescanMs' ) - 1 );
		expect( late.hasAttribute( 'src' ) ).toBe( false );
		jest.advanceTimersByTime( 1 );
		expect( late.getAttribute( 'src' ) ).toBe(
			'https://player.example/late'
		);
	} );

	it( 're-processes blocked content once resizing has stopped for the debounce time', async () => {
		const controller = await boot( config(), fakeFetch().fetch, jest.fn() );
		controller.act( { type: 'acceptAll' } );
		await controller.settled();
		const late = addBlockedFrame();
		window.dispatchEvent( new Event( 'resize' ) );
		jest.advanceTimersByTime( 300 );
		window.dispatchEvent( new Event( 'resize' ) );
		jest.advanceTimersByTime( specTiming( 'consentResizeDebounceMs' ) - 1 );
		expect( late.hasAttribute( 'src' ) ).toBe( false );
		jest.advanceTimersByTime( 1 );
		expect( late.getAttribute( 'src' ) ).toBe(
			'https://player.example/late'
		);
	} );

	it( 'disarms a video player a script inserts later, at the next video check', async () => {
		await boot( config(), fakeFetch().fetch, jest.fn() );
		const player = document.createElement( 'iframe' );
		player.src = 'https://www.youtube.com/embed/late';
		document.body.append( player );
		jest.advanceTimersByTime( specTiming( 'consentVideoCheckMs' ) );
		expect( player.hasAttribute( 'src' ) ).toBe( false );
		expect( player.getAttribute( 'data-cmplz-src' ) ).toBe(
			'https://www.youtube.com/embed/late'
		);
		expect(
			player.parentElement?.querySelector( '.cmplz-accept-service' )
				?.textContent
		).toBe( 'Accept and show' );
	} );

	it( 'stops checking for video players after the maximum number of checks', async () => {
		await boot( config(), fakeFetch().fetch, jest.fn() );
		jest.advanceTimersByTime(
			specTiming( 'consentVideoCheckMs' ) *
				specTiming( 'consentVideoCheckMaxTimes' )
		);
		const player = document.createElement( 'iframe' );
		player.src = 'https://www.youtube.com/embed/too-late';
		document.body.append( player );
		jest.advanceTimersByTime( specTiming( 'consentVideoCheckMs' ) * 4 );
		expect( player.getAttribute( 'src' ) ).toBe(
			'https://www.youtube.com/embed/too-late'
		);
	} );
} );

describe( 'auto-dismiss', () => {
	const scrollTo = ( y: number ) => {
		Object.defineProperty( window, 'scrollY', {
			value: y,
			configurable: true,
		} );
		window.dispatchEvent( new Event( 'scroll' ) );
	};
	const banner = () =>
		document.getElementById( 'cmplz-cookiebanner' ) as HTMLElement;

	it( 'opt-out: dismisses only past the scroll threshold', async () => {
		await boot(
			config( {
				consentType: 'optout',
				region: 'us',
				dismissOnScroll: true,
			} ),
			fakeFetch().fetch,
			jest.fn()
		);
		scrollTo( specTiming( 'consentScrollDismissPx' ) );
		expect( banner().hidden ).toBe( false );
		scrollTo( specTiming( 'consentScrollDismissPx' ) + 1 );
		expect( banner().hidden ).toBe( true );
		scrollTo( 0 );
	} );

	it( 'opt-out: dismisses after the configured timeout', async () => {
		await boot(
			config( {
				consentType: 'optout',
				region: 'us',
				dismissTimeout: 3000,
			} ),
			fakeFetch().fetch,
			jest.fn()
		);
		jest.advanceTimersByTime( 2999 );
		expect( banner().hidden ).toBe( false );
		jest.advanceTimersByTime( 1 );
		expect( banner().hidden ).toBe( true );
	} );

	it( 'opt-in: silence never dismisses the question', async () => {
		await boot(
			config( { dismissOnScroll: true, dismissTimeout: 3000 } ),
			fakeFetch().fetch,
			jest.fn()
		);
		scrollTo( 2000 );
		jest.advanceTimersByTime( 10000 );
		expect( banner().hidden ).toBe( false );
		scrollTo( 0 );
	} );
} );
