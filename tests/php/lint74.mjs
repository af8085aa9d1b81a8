/**
 * Syntax check of every PHP file on PHP 7.4, the plugin's floor, using WordPress Playground's PHP 7.4
 * build (the @php-wasm/node-7-4 npm package: offline, no host PHP 7.4 needed). PHPCS 3.7 cannot tell
 * PHP 8 syntax from 7.4's, and the host's `php -l` is 8.2, so this is the check that stops `match`,
 * union types, the nullsafe operator, named arguments, constructor promotion, `static`/`mixed` types.
 *
 * Each file is parsed with token_get_all( TOKEN_PARSE ), PHP's own parser (what `php -l` runs, without
 * compiling). `mixed` parses on 7.4 (as a class name) but fails at run time, so it is looked for in
 * type positions as well. Prints one line per problem and exits 1 if there is any.
 * Usage: node tests/php/lint74.mjs [folder ...] (default: plugin tests/php tests/native tests/support playground)
 */
import fs from 'node:fs';
import path from 'node:path';
// Playground's own PHP runtimes, pinned in package.json to @wp-playground/cli's version.
import { loadNodeRuntime, createNodeFsMountHandler } from '@php-wasm/node';
import { PHP } from '@php-wasm/universal';

const ROOT = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'../..'
);
const folders = process.argv.slice( 2 ).length
	? process.argv.slice( 2 )
	: [ 'plugin', 'tests/php', 'tests/native', 'tests/support', 'playground' ];

const LINTER = `<?php
$files = json_decode( file_get_contents( '/lint/files.json' ), true );
$problems = 0;
foreach ( $files as $file ) {
	$code = file_get_contents( '/repo/' . $file );
	try {
		token_get_all( $code, TOKEN_PARSE );
	} catch ( ParseError $error ) {
		echo $file, ':', $error->getLine(), ': ', $error->getMessage(), "\\n";
		++$problems;
		continue;
	}
	if ( preg_match( '/(?:[(,]\\s*\\??mixed\\s+[&.]*\\$|\\)\\s*:\\s*\\??mixed\\b)/', $code, $match, PREG_OFFSET_CAPTURE ) ) {
		$line = substr_count( substr( $code, 0, $match[0][1] ), "\\n" ) + 1;
		echo $file, ':', $line, ': the mixed type needs PHP 8.0', "\\n";
		++$problems;
	}
}
echo 'PHP ', PHP_VERSION, ': ', count( $files ), ' files parsed, ', $problems, " with problems\\n";
`;

function phpFiles( folder ) {
	const found = [];
	const walk = ( dir ) => {
		for ( const entry of fs.readdirSync( path.join( ROOT, dir ), {
			withFileTypes: true,
		} ) ) {
			const relative = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				if (
					! [ 'node_modules', 'build', '.cache' ].includes(
						entry.name
					)
				) {
					walk( relative );
				}
			} else if ( entry.name.endsWith( '.php' ) ) {
				found.push( relative );
			}
		}
	};
	walk( folder );
	return found;
}

const files = folders.flatMap( phpFiles ).sort();
if ( files.length === 0 ) {
	console.error( 'lint74: no PHP files found; nothing was checked.' );
	process.exit( 1 );
}
// The runtime's process id is normally set by Playground's CLI; one standalone instance needs any.
const php = new PHP(
	await loadNodeRuntime( '7.4', { emscriptenOptions: { processId: 1 } } )
);
await php.mkdir( '/repo' );
await php.mount( '/repo', createNodeFsMountHandler( ROOT ) );
await php.mkdir( '/lint' );
await php.writeFile( '/lint/files.json', JSON.stringify( files ) );
const result = await php.run( { code: LINTER } );
process.stdout.write( result.text );
if ( result.errors ) {
	process.stderr.write( result.errors );
}
const ok =
	result.exitCode === 0 &&
	/ files parsed, 0 with problems/.test( result.text );
process.exit( ok ? 0 : 1 );
