/**
 * The banner on a page (jsdom), page-load decisions (policy bump, stored consent, GPC) and the
 * keyboard.
 */
import { boot } from '../boot';
import { page, click, banner, manage, setUpRuntimePage } from './harness';
import { config, fakeFetch, jar } from './page';

setUpRuntimePage();

describe( 'page load decisions', () => {
	it( 'a changed policy id denies everything, clears consent cookies and shows the banner', async () => {
		document.cookie = 'cmplz_marketing=allow;path=/';
		document.cookie = 'cmplz_saved_categories=["marketing"];path=/';
		document.cookie = 'cmplz_banner-status=dismissed;path=/';
		document.cookie = 'cmplz_policy_id=1;path=/';
		await boot( config( { policyId: 2 } ), fakeFetch().fetch, jest.fn() );
		expect( jar().cmplz_marketing ).toBe( 'deny' );
		expect( jar().cmplz_saved_categories ).toBeUndefined();
		expect( jar().cmplz_policy_id ).toBe( '2' );
		expect( banner().hidden ).toBe( false );
		expect( page.marketingRan ).toBeUndefined();
	} );

	it( 'stored consent from an earlier page runs at load', async () => {
		document.cookie = 'cmplz_marketing=allow;path=/';
		document.cookie = 'cmplz_policy_id=1;path=/';
		document.cookie = 'cmplz_banner-status=dismissed;path=/';
		const controller = await boot( config(), fakeFetch().fetch, jest.fn() );
		await controller.settled();
		expect( page.marketingRan ).toBe( 1 );
		expect( banner().hidden ).toBe( true );
	} );

	it( 'Global Privacy Control suppresses the banner and denies non-functional categories', async () => {
		Object.defineProperty( navigator, 'globalPrivacyControl', {
			value: true,
			configurable: true,
		} );
		try {
			await boot( config(), fakeFetch().fetch, jest.fn() );
			expect( banner().hidden ).toBe( true );
			expect( window.wp_has_consent?.( 'statistics' ) ).toBe( false );
			expect( window.wp_has_consent?.( 'functional' ) ).toBe( true );
			expect( page.marketingRan ).toBeUndefined();
		} finally {
			delete ( navigator as { globalPrivacyControl?: boolean } )
				.globalPrivacyControl;
		}
	} );
} );
describe( 'keyboard', () => {
	it( 'enter on the close button dismisses without consent and focus moves to the manage button', async () => {
		await boot( config(), fakeFetch().fetch, jest.fn() );
		const close = document.querySelector( '.cmplz-close' ) as HTMLElement;
		close.focus();
		close.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Enter', bubbles: true } )
		);
		expect( banner().hidden ).toBe( true );
		expect( manage().ownerDocument.activeElement ).toBe( manage() );
		expect( jar().cmplz_marketing ).toBeUndefined();
	} );

	it( 'space on a slider label toggles its switch', async () => {
		await boot( config(), fakeFetch().fetch, jest.fn() );
		click( '.cmplz-view-preferences' );
		const label = document.querySelector( '.cmplz-label' ) as HTMLElement;
		label.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: ' ', bubbles: true } )
		);
		expect(
			( document.getElementById( 'cmplz-marketing' ) as HTMLInputElement )
				.checked
		).toBe( true );
		expect(
			document
				.querySelector( '.cmplz-view-preferences' )
				?.getAttribute( 'aria-expanded' )
		).toBe( 'true' );
	} );
} );
