/**
 * The fuzz run (issue 17), bench-style: every public route and admin-ajax/admin-post action gets
 * --runs generated requests (default 2000) on the native stack, and the run fails on any 5xx, any
 * REST 4xx without a stable error code, or any PHP warning/notice in the logs. The CI run is the
 * small one in tests/reliability/FuzzTest.php (same code, fewer requests).
 *
 *   node tests/fuzz/run.mjs [--runs=2000] [--seed=17] [--clients=2] [--as=admin]
 *
 * --as=admin logs in as the native site's administrator (admin / password, tests/native/install.php)
 * and sends every request with its cookies and REST nonce: the admin routes run, write routes
 * included, so only point it at a throwaway site (the bench starts a fresh one; FuzzTest restores
 * the tables after it).
 *
 * Starts tests/native/run.sh serve on OPENGIVE_NATIVE_PORT (default 9572) unless BENCH_BASE_URL
 * names a running site (then --logs=a,b names its PHP logs). Writes bench/results/fuzz.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../playground/wordpress.mjs';
import { startNative, stopNative } from '../bench/native-stack.mjs';
import { fuzz } from './fuzz-lib.mjs';
import { logIn } from './fuzz-auth.mjs';

const args = Object.fromEntries(
	process.argv
		.slice( 2 )
		.filter( ( a ) => a.startsWith( '--' ) )
		.map( ( a ) => {
			const [ key, value = 'true' ] = a.slice( 2 ).split( '=' );
			return [ key, value ];
		} )
);
const PORT = Number( process.env.OPENGIVE_NATIVE_PORT ?? 9572 );

async function main() {
	let native = null;
	let base = process.env.BENCH_BASE_URL;
	if ( ! base ) {
		base = `http://127.0.0.1:${ PORT }`;
		native = await startNative( PORT );
	}
	const logs = args.logs
		? args.logs.split( ',' )
		: [
				path.join(
					ROOT,
					'.cache/native/wordpress/wp-content/debug.log'
				),
				path.join( ROOT, '.cache/native/php-fpm.log' ),
			];
	let result;
	try {
		result = await fuzz( {
			base,
			fixture: path.join( ROOT, 'tests/fixtures/capability-matrix.json' ),
			runs: Number( args.runs ?? 2000 ),
			seed: Number( args.seed ?? 17 ),
			clients: Number( args.clients ?? 2 ),
			logs,
			auth:
				args.as === 'admin'
					? await logIn( base, 'admin', 'password' )
					: null,
		} );
	} finally {
		if ( native ) {
			stopNative( native );
		}
	}
	if ( args.json ) {
		process.stdout.write( JSON.stringify( result ) + '\n' );
	} else {
		console.log(
			`[fuzz] ${ result.requests } requests as ${ result.as } to ${ result.targets } routes/actions in ${ result.seconds } s (seed ${ result.seed })`
		);
		console.log( `[fuzz] statuses ${ JSON.stringify( result.statuses ) }` );
		console.log(
			`[fuzz] 5xx: ${ result.serverErrors.length }, 4xx without a code: ${ result.codeless.length }, PHP warnings/notices: ${ result.phpProblems.length }`
		);
		for ( const failure of [
			...result.serverErrors,
			...result.codeless,
		].slice( 0, 20 ) ) {
			console.log(
				`  ${ failure.status } ${ failure.target }: ${ failure.url }\n    ${ failure.sample.replace( /\s+/g, ' ' ) }`
			);
		}
		for ( const problem of result.phpProblemRequests.slice( 0, 10 ) ) {
			console.log(
				`  PHP: ${ problem.target }: ${ problem.url } ${ problem.body }\n    ${ problem.lines.join( '\n    ' ) }`
			);
		}
		console.log(
			`[fuzz] refused by nginx before PHP (414/413): ${ result.refusedByWebServer }`
		);
		const dir = path.join( ROOT, 'bench/results' );
		fs.mkdirSync( dir, { recursive: true } );
		const file =
			result.as === 'anonymous'
				? 'fuzz.json'
				: `fuzz-${ result.as }.json`;
		fs.writeFileSync(
			path.join( dir, file ),
			JSON.stringify( result, null, '\t' ) + '\n'
		);
		console.log( `[fuzz] wrote bench/results/${ file }` );
	}
	const failed =
		result.serverErrors.length +
		result.codeless.length +
		result.phpProblems.length;
	process.exit( failed ? 1 : 0 );
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
