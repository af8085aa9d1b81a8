/**
 * Static check: no block of six or more code lines written twice in src/, blocks/ or plugin/src
 * (issue 12). Lines are compared after folding white space; blank lines, comments, lone
 * punctuation, imports/`use` lines and PHP file boilerplate are passed over, so a repeat can't hide
 * behind a reformatted comment. Test files are left out (their setup repeats on purpose).
 * Pairs of files that still share a block are listed in tests/duplicates-allowed.json with the
 * reason or the plan; a pair not listed fails, a listed pair that no longer repeats is reported.
 *
 *   node tests/duplicates-check.mjs          exit 1 on an unlisted pair
 *   node tests/duplicates-check.mjs --list   print every pair as JSON (to plan a clean-up)
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'..'
);
const WINDOW = 6;
const DIRS = [ 'src', 'blocks', 'plugin/src' ];
const EXTENSIONS = /\.(ts|tsx|js|mjs|php|scss)$/;
const IS_TEST = /(^|\/)test\/|\.test\.[jt]sx?$/;
const SKIP_LINE = [
	/^$/,
	/^(\/\/|\/\*|\*|#)/, // comments and docblock lines
	/^[{}()[\];,]+$/, // lone punctuation
	/^(import|export \* from|use |namespace |require|@use |@import )/,
	/^defined\( 'ABSPATH' \) \|\| exit;$/,
	/^<\?php$/,
	// Structure every WordPress route, array and block of PHP/JSX opens and closes with: boilerplate,
	// not a fact written twice.
	/^(public function register_routes\(\) \{|'args' => array\(|'schema' => array\( \$this, 'get_public_item_schema' \),)$/,
	/^(array\(|\)+[,;]?|\) \);|\] \);|register_rest_route\(|\$this->namespace,|'\/' \. \$this->rest_base,|} else {|return;|break;|<\/?>|\/>|<\/[A-Za-z.]+>)$/,
];

function walk( dir ) {
	const full = path.join( ROOT, dir );
	if ( ! fs.existsSync( full ) ) {
		return [];
	}
	return fs
		.readdirSync( full, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const relative = path.posix.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return entry.name === 'node_modules' ? [] : walk( relative );
			}
			return EXTENSIONS.test( entry.name ) && ! IS_TEST.test( relative )
				? [ relative ]
				: [];
		} );
}

/**
 * The file's code lines: [ folded text, line number ].
 *
 * @param {string} file Path from the root.
 */
function codeLines( file ) {
	let inImport = false; // inside a multi-line `import { … } from '…';`
	return fs
		.readFileSync( path.join( ROOT, file ), 'utf8' )
		.split( '\n' )
		.map( ( line, index ) => [
			line.trim().replace( /\s+/g, ' ' ),
			index + 1,
		] )
		.filter( ( [ text ] ) => {
			if ( /^import (type )?\{$/.test( text ) ) {
				inImport = true;
			}
			if ( inImport ) {
				inImport = ! /^\} from /.test( text );
				return false;
			}
			return ! SKIP_LINE.some( ( rule ) => rule.test( text ) );
		} );
}

const windows = new Map();
for ( const file of DIRS.flatMap( walk ) ) {
	const lines = codeLines( file );
	for ( let i = 0; i + WINDOW <= lines.length; i++ ) {
		const key = lines
			.slice( i, i + WINDOW )
			.map( ( [ text ] ) => text )
			.join( '\n' );
		const places = windows.get( key ) ?? [];
		places.push( {
			file,
			line: lines[ i ][ 1 ],
			end: lines[ i + WINDOW - 1 ][ 1 ],
		} );
		windows.set( key, places );
	}
}

// Pairs of places sharing a window, keyed "a ~ b" (files sorted); a window that overlaps itself in
// one file (a run of identical lines) is not a repeat.
const pairs = new Map();
for ( const places of windows.values() ) {
	for ( let a = 0; a < places.length; a++ ) {
		for ( let b = a + 1; b < places.length; b++ ) {
			const [ first, second ] = [ places[ a ], places[ b ] ].sort(
				( x, y ) => {
					if ( x.file !== y.file ) {
						return x.file < y.file ? -1 : 1;
					}
					return x.line - y.line;
				}
			);
			if ( first.file === second.file && second.line <= first.end ) {
				continue;
			}
			const key = `${ first.file } ~ ${ second.file }`;
			if ( ! pairs.has( key ) ) {
				pairs.set(
					key,
					`${ first.file }:${ first.line } ~ ${ second.file }:${ second.line }`
				);
			}
		}
	}
}

const allowed = JSON.parse(
	fs.readFileSync(
		path.join( ROOT, 'tests/duplicates-allowed.json' ),
		'utf8'
	)
).pairs;

if ( process.argv.includes( '--list' ) ) {
	console.log(
		JSON.stringify(
			Object.fromEntries(
				[ ...pairs.keys() ]
					.sort()
					.map( ( key ) => [ key, allowed[ key ] ?? '' ] )
			),
			null,
			'\t'
		)
	);
	process.exit( 0 );
}

const refused = [ ...pairs.keys() ].filter( ( key ) => ! ( key in allowed ) );
for ( const key of Object.keys( allowed ).filter(
	( k ) => ! pairs.has( k )
) ) {
	console.log(
		`no longer repeated (remove it from tests/duplicates-allowed.json): ${ key }`
	);
}
for ( const key of refused ) {
	console.error(
		`${ pairs.get( key ) }: ${ WINDOW } or more lines written twice; share them, or list the pair with its reason in tests/duplicates-allowed.json`
	);
}
console.log(
	`duplicates: ${ pairs.size } file pairs share ${ WINDOW }+ lines, ${ refused.length } not listed`
);
process.exit( refused.length ? 1 : 0 );
