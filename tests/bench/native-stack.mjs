/**
 * The native stack (tests/native/run.sh serve: nginx + PHP-FPM + MariaDB) for the benches: started in
 * its own process group, ready once it prints its address, stopped with nginx's daemon.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../playground/wordpress.mjs';

const sleep = ( ms ) => new Promise( ( r ) => setTimeout( r, ms ) );

/**
 * @param {number}      port  Where nginx listens.
 * @param {number|null} nodes 2: two PHP-FPM pools and Redis (run.sh's default), 1: one pool.
 */
export async function startNative( port, nodes = null ) {
	const child = spawn( 'bash', [ 'tests/native/run.sh', 'serve' ], {
		cwd: ROOT,
		env: {
			...process.env,
			OPENGIVE_NATIVE_PORT: String( port ),
			OPENGIVE_NATIVE_DB: process.env.OPENGIVE_NATIVE_DB ?? 'og_scale',
			...( nodes ? { OPENGIVE_NATIVE_NODES: String( nodes ) } : {} ),
		},
		stdio: [ 'ignore', 'pipe', 'inherit' ],
		detached: true,
	} );
	let out = '';
	child.stdout.on( 'data', ( d ) => ( out += d ) );
	for ( let i = 0; i < 1200 && ! out.includes( 'Serving http' ); i++ ) {
		await sleep( 250 );
		if ( child.exitCode !== null ) {
			throw new Error( `native stack exited:\n${ out }` );
		}
	}
	return child;
}

/**
 * @param {import('node:child_process').ChildProcess} child What startNative returned.
 */
export function stopNative( child ) {
	try {
		process.kill( -child.pid, 'SIGTERM' );
	} catch {}
	// nginx and Redis daemonise into their own sessions: stop them by their pid files.
	for ( const name of [ 'nginx.pid', 'redis.pid' ] ) {
		const pidfile = path.join( ROOT, '.cache/native', name );
		if ( fs.existsSync( pidfile ) ) {
			try {
				process.kill(
					Number( fs.readFileSync( pidfile, 'utf8' ) ),
					'SIGTERM'
				);
			} catch {}
		}
	}
}
