/**
 * Blocking beyond the catalogue (jsdom): a script the site marked by hand (type="text/plain" with
 * data-category and/or data-service) whose service OpenGive does not know runs only once its category
 * is allowed: its own category when it names one, marketing when it names only an unknown service.
 */
import { boot } from '../boot';
import { setUpRuntimePage } from './harness';
import { config, fakeFetch } from './page';

setUpRuntimePage();

type Ran = Window & { heatmapRan?: number; chatRan?: number };
const ran = window as Ran;

function addMarkedScripts(): void {
	document
		.querySelector( 'main' )
		?.insertAdjacentHTML(
			'beforeend',
			'<script type="text/plain" data-category="statistics" data-service="acme-heatmap">window.heatmapRan = ( window.heatmapRan || 0 ) + 1;</script>' +
				'<script type="text/plain" data-service="acme-chat">window.chatRan = ( window.chatRan || 0 ) + 1;</script>'
		);
}

beforeEach( () => {
	delete ran.heatmapRan;
	delete ran.chatRan;
	addMarkedScripts();
} );

it( 'an uncatalogued marked script runs only after its own category is allowed, once', async () => {
	const controller = await boot( config(), fakeFetch().fetch, jest.fn() );
	jest.advanceTimersByTime( 10000 );
	expect( [ ran.heatmapRan, ran.chatRan ] ).toEqual( [
		undefined,
		undefined,
	] );

	controller.act( {
		type: 'setConsent',
		category: 'preferences',
		value: 'allow',
	} );
	await controller.settled();
	expect( ran.heatmapRan ).toBeUndefined();

	controller.act( {
		type: 'setConsent',
		category: 'statistics',
		value: 'allow',
	} );
	await controller.settled();
	jest.advanceTimersByTime( 10000 );
	expect( ran.heatmapRan ).toBe( 1 );
	expect( ran.chatRan ).toBeUndefined();
} );

it( 'a marked script naming only an unknown service waits for marketing', async () => {
	const controller = await boot( config(), fakeFetch().fetch, jest.fn() );
	controller.act( {
		type: 'setConsent',
		category: 'statistics',
		value: 'allow',
	} );
	await controller.settled();
	expect( ran.chatRan ).toBeUndefined();
	controller.act( {
		type: 'setConsent',
		category: 'marketing',
		value: 'allow',
	} );
	await controller.settled();
	expect( ran.chatRan ).toBe( 1 );
} );
