/**
 * Which Playwright spec files each Playground shard runs. Playwright's own --shard splits by test
 * count, and our specs differ tenfold in time per test (a REST round trip against a browser flow), so
 * one shard ran 30 minutes while the other idled after 18. Here each file goes to the shard with the
 * least measured time so far, longest files first (the LPT rule), using the seconds each file took in
 * a recorded run (tests/playground-shard-weights.json; `npm test` writes a fresh copy to
 * test-results/ after every Playground run). A file with no record yet weighs the median.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * @param {string[]}               files   Spec files, relative to the repository root.
 * @param {Record<string, number>} weights Seconds per file from a recorded run.
 * @param {number}                 count   Number of shards.
 * @param {number[]}               start   Seconds each shard's lane is busy before its specs (the
 *                                         work that runs ahead of it); 0 for each when omitted.
 * @return {string[][]} One list of files per shard, each in the input's order.
 */
export function assignShards( files, weights, count, start = [] ) {
	const known = Object.entries( weights )
		// "(php74)" and "(native)" are lanes' heads, not spec files.
		.filter( ( [ key ] ) => ! key.startsWith( '(' ) )
		.map( ( [ , value ] ) => value )
		.sort( ( a, b ) => a - b );
	const median = known.length ? known[ Math.floor( known.length / 2 ) ] : 1;
	const weightOf = ( file ) =>
		typeof weights[ file ] === 'number' ? weights[ file ] : median;
	const shards = Array.from( { length: count }, ( _, index ) => ( {
		seconds: start[ index ] || 0,
		files: new Set(),
	} ) );
	[ ...files ]
		.sort(
			( a, b ) => weightOf( b ) - weightOf( a ) || a.localeCompare( b )
		)
		.forEach( ( file ) => {
			const lightest = shards.reduce( ( best, shard ) =>
				shard.seconds < best.seconds ? shard : best
			);
			lightest.seconds += weightOf( file );
			lightest.files.add( file );
		} );
	return shards.map( ( shard ) =>
		files.filter( ( file ) => shard.files.has( file ) )
	);
}

/**
 * Seconds per spec file in a Playwright JSON report (every result of every test, hooks included in
 * the tests they ran with).
 *
 * @param {any} report Parsed JSON report (its file paths are relative to the repository root, where
 *                     playwright.config.ts lives).
 * @return {Record<string, number>} Seconds per file, rounded to 0.1 s.
 */
export function specSeconds( report ) {
	const seconds = {};
	const walk = ( suite, file ) => {
		const here = suite.file || file;
		for ( const spec of suite.specs || [] ) {
			for ( const test of spec.tests || [] ) {
				for ( const result of test.results || [] ) {
					const key = spec.file || here;
					seconds[ key ] =
						( seconds[ key ] || 0 ) +
						( result.duration || 0 ) / 1000;
				}
			}
		}
		( suite.suites || [] ).forEach( ( child ) => walk( child, here ) );
	};
	( report?.suites || [] ).forEach( ( suite ) => walk( suite, suite.file ) );
	return Object.fromEntries(
		Object.entries( seconds )
			.sort( ( [ a ], [ b ] ) => a.localeCompare( b ) )
			.map( ( [ file, value ] ) => [
				file,
				Math.round( value * 10 ) / 10,
			] )
	);
}

/**
 * The spec files of the given Playwright projects (their folders under tests/).
 *
 * @param {string}   root     Repository root.
 * @param {string[]} projects 'integration', 'e2e'.
 * @return {string[]} Relative paths, sorted.
 */
export function specFiles( root, projects ) {
	return projects
		.flatMap( ( project ) =>
			fs
				.readdirSync( path.join( root, 'tests', project ) )
				.filter( ( name ) => name.endsWith( '.spec.ts' ) )
				.map( ( name ) => path.posix.join( 'tests', project, name ) )
		)
		.sort();
}
