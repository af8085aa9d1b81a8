/**
 * Turns the npm package @wp-playground/wordpress-builds into a complete WordPress 6.5 tree, once,
 * and hands out fresh copies of it, so every boot can start from a pristine site.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import AdmZip from 'adm-zip';

const require = createRequire( import.meta.url );

export const ROOT = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'..'
);
export const CACHE_DIR = path.join( ROOT, '.cache' );
export const WP_VERSION = '6.5';
const PRISTINE_DIR = path.join( CACHE_DIR, `wordpress-${ WP_VERSION }` );
const READY_MARKER = path.join( PRISTINE_DIR, '.opengive-pristine' );

function buildsPackageDir() {
	return path.dirname(
		require.resolve( '@wp-playground/wordpress-builds/package.json' )
	);
}

/**
 * Extracts the minified WordPress zip and copies the static assets the minified build leaves out.
 *
 * @return {string} The pristine tree's path.
 */
export function ensurePristineWordPress() {
	if ( fs.existsSync( READY_MARKER ) ) {
		return PRISTINE_DIR;
	}
	const pkg = buildsPackageDir();
	const zip = path.join( pkg, 'src', 'wordpress', `wp-${ WP_VERSION }.zip` );
	const assets = path.join( pkg, 'public', `wp-${ WP_VERSION }` );
	if ( ! fs.existsSync( zip ) ) {
		throw new Error(
			`WordPress zip not found at ${ zip }. Run "npm ci" first.`
		);
	}
	fs.rmSync( PRISTINE_DIR, { recursive: true, force: true } );
	fs.mkdirSync( PRISTINE_DIR, { recursive: true } );
	new AdmZip( zip ).extractAllTo( PRISTINE_DIR, true );
	// Like `cp -rn`: assets fill the gaps, never replace what the zip had.
	fs.cpSync( assets, PRISTINE_DIR, {
		recursive: true,
		force: false,
		errorOnExist: false,
	} );
	fs.writeFileSync( READY_MARKER, new Date().toISOString() );
	return PRISTINE_DIR;
}

/**
 * A site directory for one boot: a fresh copy of the pristine tree unless `persist` keeps the last one.
 *
 * @param {string}  name    Site name (folder under .cache/sites).
 * @param {boolean} persist Reuse the existing site (and its database) when there is one.
 * @return {{ dir: string, fresh: boolean }} The site directory and whether it was just copied.
 */
export function siteDirectory( name, persist = false ) {
	const dir = path.join( CACHE_DIR, 'sites', name );
	if ( persist && fs.existsSync( path.join( dir, 'wp-load.php' ) ) ) {
		return { dir, fresh: false };
	}
	const pristine = ensurePristineWordPress();
	fs.rmSync( dir, { recursive: true, force: true } );
	fs.mkdirSync( path.dirname( dir ), { recursive: true } );
	fs.cpSync( pristine, dir, { recursive: true } );
	fs.rmSync( path.join( dir, '.opengive-pristine' ), { force: true } );
	return { dir, fresh: true };
}
