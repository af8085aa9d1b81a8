/**
 * `npm run contract`: exports every OpenGive REST route from the real plugin (a fresh Playground site,
 * plugin active, no demo seed) to types/rest/<group>.json and generates types/rest/<group>.d.ts from
 * it with json-schema-to-typescript. `--check` (`npm run contract:check`) regenerates into a temporary
 * folder and fails when the committed files differ, so a field renamed in PHP breaks CI, not production.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCLI } from '@wp-playground/cli';
import { pluginMounts } from '../boot.mjs';
import { ROOT, siteDirectory } from '../wordpress.mjs';
import { typesFor } from './rest-contract-types.mjs';

const TARGET = path.join( ROOT, 'types', 'rest' );
const check = process.argv.includes( '--check' );

/**
 * Runs the PHP exporter in Playground and returns its route groups.
 *
 * @return {Promise<Record<string, {routes: Object}>>} Groups.
 */
async function exportRoutes() {
	const out = fs.mkdtempSync(
		path.join( os.tmpdir(), 'opengive-contract-' )
	);
	const { dir } = siteDirectory( 'rest-contract' );
	const code = await runCLI( {
		command: 'php',
		php: '8.3',
		quiet: true,
		'mount-before-install': [ { hostPath: dir, vfsPath: '/wordpress' } ],
		mount: [
			...pluginMounts(),
			{ hostPath: out, vfsPath: '/opengive-contract-out' },
		],
		wordpressInstallMode: 'install-from-existing-files',
		blueprint: {
			steps: [
				{ step: 'activatePlugin', pluginPath: 'opengive/opengive.php' },
			],
		},
		_: [ 'php', '/opengive-playground/tools/export-rest-contract.php' ],
	} );
	const file = path.join( out, 'routes.json' );
	if ( code !== 0 || ! fs.existsSync( file ) ) {
		throw new Error( `The PHP exporter failed (exit code ${ code }).` );
	}
	const groups = JSON.parse( fs.readFileSync( file, 'utf8' ) );
	fs.rmSync( out, { recursive: true, force: true } );
	return groups;
}

/**
 * Every generated file's name and text.
 *
 * @return {Promise<Map<string, string>>} Files.
 */
async function generate() {
	const groups = await exportRoutes();
	const files = new Map();
	for ( const name of Object.keys( groups ).sort() ) {
		files.set(
			`${ name }.json`,
			JSON.stringify( groups[ name ], null, '\t' ) + '\n'
		);
		files.set( `${ name }.d.ts`, await typesFor( name, groups[ name ] ) );
	}
	return files;
}

const files = await generate();
const committed = fs.existsSync( TARGET )
	? fs.readdirSync( TARGET ).filter( ( f ) => /\.(json|d\.ts)$/.test( f ) )
	: [];
if ( check ) {
	const stale = [
		...[ ...files.keys() ].filter(
			( name ) =>
				! fs.existsSync( path.join( TARGET, name ) ) ||
				fs.readFileSync( path.join( TARGET, name ), 'utf8' ) !==
					files.get( name )
		),
		...committed.filter( ( name ) => ! files.has( name ) ),
	];
	if ( stale.length ) {
		console.error(
			`The generated REST contract is stale (the PHP routes changed): ${ stale.join(
				', '
			) }.\nRun \`npm run contract\` and commit types/rest/.`
		);
		process.exit( 1 );
	}
	console.log( `REST contract up to date (${ files.size } files).` );
} else {
	fs.mkdirSync( TARGET, { recursive: true } );
	for ( const name of committed.filter( ( n ) => ! files.has( n ) ) ) {
		fs.rmSync( path.join( TARGET, name ) );
	}
	for ( const [ name, text ] of files ) {
		fs.writeFileSync( path.join( TARGET, name ), text );
	}
	console.log( `Wrote ${ files.size } files to types/rest/.` );
}
