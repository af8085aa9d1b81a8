/**
 * A window.fetch stand-in for the widget tests: answers by method and path suffix, records calls.
 * It imports nothing from the code under test.
 */
export interface MockCall {
	url: string;
	method: string;
	body: FormData | undefined;
}

type Answer = { status?: number; json: unknown } | Error;

export function mockFetch( routes: Record< string, Answer | Answer[] > ) {
	const calls: MockCall[] = [];
	const queues = new Map(
		Object.entries( routes ).map( ( [ key, answer ] ) => [
			key,
			Array.isArray( answer ) ? [ ...answer ] : [ answer ],
		] )
	);
	const fetch = jest.fn(
		async ( url: string, init: { method?: string; body?: FormData } ) => {
			const method = init?.method ?? 'GET';
			calls.push( { url, method, body: init?.body } );
			const key = Array.from( queues.keys() ).find( ( route ) => {
				const [ routeMethod, suffix ] = route.split( ' ' );
				return routeMethod === method && url.endsWith( suffix );
			} );
			const queue = key ? queues.get( key ) : undefined;
			const answer =
				queue && queue.length > 1 ? queue.shift() : queue?.[ 0 ];
			if ( ! answer ) {
				throw new Error( `No mock for ${ method } ${ url }` );
			}
			if ( answer instanceof Error ) {
				throw answer;
			}
			const status = answer.status ?? 200;
			return {
				ok: status >= 200 && status < 300,
				status,
				json: async () => answer.json,
			};
		}
	);
	( window as unknown as { fetch: unknown } ).fetch = fetch;
	return { fetch, calls };
}
