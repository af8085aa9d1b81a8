/**
 * Where the browser denies storage (a third-party frame with storage partitioning or blocking, a
 * strict privacy setting), even reading window.localStorage throws a SecurityError: the consent
 * runtime must clean cookies, decide and show the banner without throwing.
 */
import { removeEverywhere } from '../jar';
import { setUpRuntimePage } from './harness';
import { jar } from './page';

setUpRuntimePage();

let restore: Array< () => void > = [];

beforeEach( () => {
	const denied = () => {
		throw new DOMException(
			"Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
			'SecurityError'
		);
	};
	restore = ( [ 'localStorage', 'sessionStorage' ] as const ).map(
		( name ) => {
			const spy = jest
				.spyOn( window, name, 'get' )
				.mockImplementation( denied );
			return () => spy.mockRestore();
		}
	);
} );

afterEach( () => restore.forEach( ( undo ) => undo() ) );

describe( 'storage denied by the browser', () => {
	it( 'removes a cookie everywhere without touching storage it may not read', () => {
		document.cookie = '_ga=GA1.1.1;path=/';
		expect( () => removeEverywhere( '_ga' ) ).not.toThrow();
		expect( jar()._ga ).toBeUndefined();
	} );
} );
