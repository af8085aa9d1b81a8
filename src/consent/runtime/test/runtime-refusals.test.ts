/**
 * The banner on a page (jsdom), refusals: deny after accept reloads at once; revoking marketing or
 * a service reloads after the spec delay. Timings come from tests/fixtures/spec-timings.json.
 */
import { specTiming } from '../../../../tests/unit/spec-timings';
import { boot } from '../boot';
import { page, click, frame, setUpRuntimePage } from './harness';
import { config, fakeFetch, jar } from './page';

setUpRuntimePage();

describe( 'refusals', () => {
	it( 'deny all after an earlier accept reloads at once and denies every category', async () => {
		const reload = jest.fn();
		await boot( config(), fakeFetch().fetch, reload );
		click( '.cmplz-accept' );
		click( '#cmplz-manage-consent' );
		click( '.cmplz-deny' );
		jest.advanceTimersByTime( 0 );
		expect( reload ).toHaveBeenCalledTimes( 1 );
		expect( jar().cmplz_marketing ).toBe( 'deny' );
		expect( jar().cmplz_statistics ).toBe( 'deny' );
	} );

	it( 'deny all on a first visit does not reload (nothing ran)', async () => {
		const reload = jest.fn();
		await boot( config(), fakeFetch().fetch, reload );
		click( '.cmplz-deny' );
		jest.advanceTimersByTime( 5000 );
		expect( reload ).not.toHaveBeenCalled();
		expect( page.marketingRan ).toBeUndefined();
	} );

	it( 'revoking marketing alone reloads after the spec delay, not before', async () => {
		const reload = jest.fn();
		await boot( config(), fakeFetch().fetch, reload );
		click( '.cmplz-accept' );
		window.wp_set_consent?.( 'marketing', 'deny' );
		jest.advanceTimersByTime( specTiming( 'consentReloadDelayMs' ) - 1 );
		expect( reload ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( reload ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'unchecking one consented service reloads after the spec delay', async () => {
		const reload = jest.fn();
		const controller = await boot( config(), fakeFetch().fetch, reload );
		click( '.cmplz-accept-service' );
		await controller.settled();
		expect( frame().getAttribute( 'src' ) ).toContain( 'youtube' );
		// The marketing script is not the service's: it stays blocked.
		expect( page.marketingRan ).toBeUndefined();
		controller.act( {
			type: 'setService',
			service: 'youtube',
			consented: false,
		} );
		jest.advanceTimersByTime( specTiming( 'consentReloadDelayMs' ) - 1 );
		expect( reload ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( reload ).toHaveBeenCalledTimes( 1 );
	} );
} );
