/**
 * HTTP helpers of `npm run bench:load`: one timed request, and autocannon's concurrent clients.
 */
import autocannon from 'autocannon';

/** Concurrent clients of the throughput and donation runs. */
export const CLIENTS = 20;

export const quantile = ( values, q ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min( sorted.length - 1, Math.floor( q * sorted.length ) )
	];
};

export async function post( url, body ) {
	const started = performance.now();
	const res = await fetch( url, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( body ),
	} );
	const json = await res.json().catch( () => null );
	return { ms: performance.now() - started, status: res.status, json };
}

export async function get( url ) {
	const started = performance.now();
	const res = await fetch( url );
	await res.arrayBuffer();
	return performance.now() - started;
}

export function cannon( opts, seconds ) {
	return new Promise( ( resolve, reject ) => {
		autocannon(
			{ connections: CLIENTS, duration: seconds, ...opts },
			( err, result ) => ( err ? reject( err ) : resolve( result ) )
		);
	} );
}

/**
 * A test-gateway gift from its own donor, with its own idempotency key.
 *
 * @param {number} formId Form.
 * @param {string} run    This run's tag.
 * @param {string} key    Idempotency key (a UUID).
 */
export const gift = ( formId, run, key ) => ( {
	formId,
	amount: 2500,
	levelId: 'custom',
	firstName: 'Load',
	lastName: `Client${ run }`,
	email: `load-${ run }-${ key }@bench.example`,
	gatewayId: 'test',
	idempotencyKey: `load-${ key }`,
} );
