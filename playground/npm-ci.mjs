/**
 * A clean, lockfile-exact install of the npm packages: `npm ci`, falling back to npm 10's `npm ci`.
 *
 * Why the fallback: the registry reachable here serves only some platforms' builds of optional native
 * packages (e.g. @unrs/resolver-binding-*), so they never enter package-lock.json; npm 11's `ci` then
 * rejects the lockfile as out of sync (npm/cli#9846), while npm 10's `ci` installs from the very same
 * lockfile. Dependency-free on purpose: it runs before node_modules exists.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export function npmCi() {
	const cwd = path.resolve(
		path.dirname( new URL( import.meta.url ).pathname ),
		'..'
	);
	const flags = [ '--no-audit', '--no-fund' ];
	const first = spawnSync( 'npm', [ 'ci', ...flags ], {
		cwd,
		stdio: 'inherit',
	} );
	if ( first.status === 0 ) {
		return true;
	}
	console.log(
		'npm ci refused the lockfile; retrying with npm 10 (see playground/npm-ci.mjs)…'
	);
	const second = spawnSync( 'npx', [ '-y', 'npm@10.9.2', 'ci', ...flags ], {
		cwd,
		stdio: 'inherit',
	} );
	return second.status === 0;
}

if ( process.argv[ 1 ] === new URL( import.meta.url ).pathname ) {
	process.exit( npmCi() ? 0 : 1 );
}
