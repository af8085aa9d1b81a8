/**
 * The banner on a page (jsdom), blocking: on a first visit nothing blocked runs; consent re-arms
 * blocked scripts, frames and images (tracking pixels, Gravatars) without a reload.
 */
import { boot } from '../boot';
import { page, banner, manage, frame, setUpRuntimePage } from './harness';
import { config, fakeFetch, jar } from './page';

setUpRuntimePage();

describe( 'first visit in an opt-in region', () => {
	it( 'shows the banner, hides the manage button and runs nothing blocked', async () => {
		await boot( config(), fakeFetch().fetch, jest.fn() );
		expect( banner().hidden ).toBe( false );
		expect( manage().hidden ).toBe( true );
		expect( page.marketingRan ).toBeUndefined();
		expect( frame().hasAttribute( 'src' ) ).toBe( false );
		expect( jar().cmplz_marketing ).toBeUndefined();
	} );
} );

// As OpenGive\Consent\Blocker prints them: a Gravatar (preferences) and a tracking pixel (marketing).
const BLANK =
	'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
function addImages(): { avatar: HTMLImageElement; pixel: HTMLImageElement } {
	document
		.querySelector( 'main' )
		?.insertAdjacentHTML(
			'beforeend',
			`<img class="avatar" alt="" width="60" height="60" src="${ BLANK }" data-cmplz-src="https://secure.gravatar.com/avatar/abc?s=120" data-cmplz-srcset="https://secure.gravatar.com/avatar/abc?s=240 2x" data-service="gravatar" data-category="preferences">` +
				`<img class="pixel" alt="" width="1" height="1" src="${ BLANK }" data-cmplz-src="https://www.facebook.com/tr?id=1&amp;ev=PageView" data-service="meta-pixel" data-category="marketing">`
		);
	return {
		avatar: document.querySelector( 'img.avatar' ) as HTMLImageElement,
		pixel: document.querySelector( 'img.pixel' ) as HTMLImageElement,
	};
}

describe( 'blocked images', () => {
	it( 'keep the blank pixel and ask no one before consent, rescans included', async () => {
		const { avatar, pixel } = addImages();
		await boot( config(), fakeFetch().fetch, jest.fn() );
		jest.advanceTimersByTime( 10000 );
		expect( avatar.getAttribute( 'src' ) ).toBe( BLANK );
		expect( avatar.hasAttribute( 'srcset' ) ).toBe( false );
		expect( pixel.getAttribute( 'src' ) ).toBe( BLANK );
	} );

	it( 'get src and srcset back when their own category is allowed, and only then', async () => {
		const { avatar, pixel } = addImages();
		const controller = await boot( config(), fakeFetch().fetch, jest.fn() );
		controller.act( {
			type: 'setConsent',
			category: 'preferences',
			value: 'allow',
		} );
		await controller.settled();
		expect( avatar.getAttribute( 'src' ) ).toBe(
			'https://secure.gravatar.com/avatar/abc?s=120'
		);
		expect( avatar.getAttribute( 'srcset' ) ).toBe(
			'https://secure.gravatar.com/avatar/abc?s=240 2x'
		);
		expect( avatar.hasAttribute( 'data-cmplz-src' ) ).toBe( false );
		expect( pixel.getAttribute( 'src' ) ).toBe( BLANK );

		controller.act( {
			type: 'setConsent',
			category: 'marketing',
			value: 'allow',
		} );
		await controller.settled();
		expect( pixel.getAttribute( 'src' ) ).toBe(
			'https://www.facebook.com/tr?id=1&ev=PageView'
		);
	} );
} );
