/**
 * Builds plugin/languages/opengive.pot from every translatable string of the plugin (issue 19), and
 * compiles the shipped translations.
 *
 *   node playground/tools/make-pot.mjs            write the .pot
 *   node playground/tools/make-pot.mjs --check    exit 1 when the .pot misses a string or keeps a dead one
 *   node playground/tools/make-pot.mjs --compile  each plugin/languages/opengive-<locale>.po -> .mo (msgfmt)
 *                                                 and opengive-<locale>-scripts.json (Jed, scripts' strings)
 *
 * Scripts: @wordpress/babel-plugin-makepot over src/ and blocks/ (TS/TSX through Babel's TypeScript
 * preset, tests left out). PHP: GNU gettext's xgettext with WordPress's keywords (no WP-CLI here), then
 * msgcat merges the two. References carry the file without a line number, so an edit that only moves a
 * string does not make the .pot stale; --check compares the entries (context, singular, plural).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire( import.meta.url );
// @babel/core comes with @wordpress/scripts (a devDependency), which builds the same sources.
// eslint-disable-next-line import/no-extraneous-dependencies
const babel = require( '@babel/core' );
const makepot = require( '@wordpress/babel-plugin-makepot' );

const ROOT = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'../..'
);
const LANG_DIR = path.join( ROOT, 'plugin/languages' );
const POT = path.join( LANG_DIR, 'opengive.pot' );
const DOMAIN = 'opengive';

// WordPress's gettext functions as xgettext keywords (wp i18n make-pot's list).
const PHP_KEYWORDS = [
	'__',
	'_e',
	'esc_html__',
	'esc_html_e',
	'esc_attr__',
	'esc_attr_e',
	'_x:1,2c',
	'_ex:1,2c',
	'esc_html_x:1,2c',
	'esc_attr_x:1,2c',
	'_n:1,2',
	'_nx:1,2,4c',
	'_n_noop:1,2',
	'_nx_noop:1,2,3c',
];

function walk( dir, test, out = [] ) {
	for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
		const full = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			if (
				! [ 'node_modules', 'test', '__tests__', 'build' ].includes(
					entry.name
				)
			) {
				walk( full, test, out );
			}
		} else if ( test( entry.name ) ) {
			out.push( full );
		}
	}
	return out.sort();
}

function scriptsPot( tmp ) {
	const output = path.join( tmp, 'scripts.pot' );
	const plugin = makepot();
	const files = [ 'src', 'blocks' ].flatMap( ( dir ) =>
		walk(
			path.join( ROOT, dir ),
			( name ) =>
				/\.(ts|tsx|js)$/.test( name ) &&
				! /\.(test|spec|d)\.(ts|tsx|js)$/.test( name )
		)
	);
	const cwd = process.cwd();
	process.chdir( ROOT ); // the plugin writes references relative to the working directory
	try {
		for ( const file of files ) {
			babel.transformFileSync( file, {
				babelrc: false,
				configFile: false,
				presets: [
					[
						require.resolve( '@babel/preset-typescript' ),
						{ isTSX: /\.tsx$/.test( file ), allExtensions: true },
					],
					require.resolve( '@babel/preset-react' ),
				],
				plugins: [ [ plugin, { output } ] ],
				code: false,
			} );
		}
	} finally {
		process.chdir( cwd );
	}
	return fs.existsSync( output ) ? output : null;
}

function phpPot( tmp ) {
	const output = path.join( tmp, 'php.pot' );
	// plugin/ and the blocks' render.php templates (copied into build/ next to block.json).
	const files = [ 'plugin', 'blocks' ]
		.flatMap( ( dir ) =>
			walk( path.join( ROOT, dir ), ( name ) => name.endsWith( '.php' ) )
		)
		.map( ( file ) => path.relative( ROOT, file ) );
	execFileSync(
		'xgettext',
		[
			'--language=PHP',
			'--from-code=UTF-8',
			'--add-comments=translators:',
			'--add-location=file',
			'--no-wrap',
			'--sort-by-file',
			'--package-name=OpenGive',
			'-o',
			output,
			...PHP_KEYWORDS.map( ( k ) => `--keyword=${ k }` ),
			...files,
		],
		{ cwd: ROOT }
	);
	return output;
}

function buildPot() {
	const tmp = fs.mkdtempSync( path.join( os.tmpdir(), 'opengive-pot-' ) );
	const parts = [ phpPot( tmp ), scriptsPot( tmp ) ].filter( Boolean );
	// Babel's plugin writes line numbers; keep files only, as for PHP.
	for ( const part of parts ) {
		const text = fs
			.readFileSync( part, 'utf8' )
			.replace( /^(#: .*)$/gm, ( line ) => line.replace( /:\d+/g, '' ) );
		// xgettext keeps the "translators:" prefix and Babel's plugin drops it: drop it, so the
		// same comment from both sides merges into one.
		fs.writeFileSync(
			part,
			text
				.replace( 'charset=CHARSET', 'charset=UTF-8' )
				.replace( /^#\. translators: /gm, '#. ' )
		);
	}
	const merged = execFileSync(
		'msgcat',
		[ '--no-wrap', '--add-location=file', '--sort-output', ...parts ],
		{ encoding: 'utf8' }
	);
	if ( ! process.env.OPENGIVE_POT_KEEP ) {
		fs.rmSync( tmp, { recursive: true, force: true } );
	}
	const body = merged.replace(
		/^[\s\S]*?msgid ""\nmsgstr ""\n(".*"\n)*\n/,
		''
	); // msgcat's own header
	const header = [
		'# Copyright (C) OpenGive contributors',
		'# This file is distributed under the GPL-2.0-or-later.',
		'msgid ""',
		'msgstr ""',
		'"Project-Id-Version: OpenGive\\n"',
		'"MIME-Version: 1.0\\n"',
		'"Content-Type: text/plain; charset=UTF-8\\n"',
		'"Content-Transfer-Encoding: 8bit\\n"',
		'"X-Domain: ' + DOMAIN + '\\n"',
		'',
	].join( '\n' );
	return header + '\n' + body;
}

/**
 * The entries' identity: context, singular, plural.
 *
 * @param {string} pot The .pot text.
 */
function entries( pot ) {
	const keys = new Set();
	for ( const block of pot.split( /\n\n+/ ) ) {
		const field = ( name ) => {
			const m = block.match(
				new RegExp( `^${ name } ((?:".*"\\n?)+)`, 'm' )
			);
			return m
				? m[ 1 ]
						.split( '\n' )
						.map( ( l ) => l.replace( /^"|"$/g, '' ) )
						.join( '' )
				: '';
		};
		const id = field( 'msgid' );
		if ( id ) {
			keys.add(
				JSON.stringify( [
					field( 'msgctxt' ),
					id,
					field( 'msgid_plural' ),
				] )
			);
		}
	}
	return keys;
}

function check() {
	const fresh = entries( buildPot() );
	const stored = fs.existsSync( POT )
		? entries( fs.readFileSync( POT, 'utf8' ) )
		: new Set();
	const missing = [ ...fresh ].filter( ( k ) => ! stored.has( k ) );
	const dead = [ ...stored ].filter( ( k ) => ! fresh.has( k ) );
	if ( missing.length || dead.length ) {
		for ( const k of missing ) {
			console.error( 'missing from the .pot: ' + k );
		}
		for ( const k of dead ) {
			console.error( 'no longer in the sources: ' + k );
		}
		console.error(
			`plugin/languages/opengive.pot is stale (${ missing.length } missing, ${ dead.length } dead): run node playground/tools/make-pot.mjs`
		);
		process.exit( 1 );
	}
	console.log(
		`plugin/languages/opengive.pot is current (${ fresh.size } strings)`
	);
}

function compile() {
	for ( const name of fs
		.readdirSync( LANG_DIR )
		.filter( ( n ) => /^opengive-[a-zA-Z_]+\.po$/.test( n ) ) ) {
		const po = path.join( LANG_DIR, name );
		const locale = name.slice( DOMAIN.length + 1, -3 );
		execFileSync( 'msgfmt', [
			'--check-format',
			'-o',
			po.replace( /\.po$/, '.mo' ),
			po,
		] );
		// Scripts' strings: the entries referenced from a TS/TSX/JS file, as Jed 1.x JSON (what
		// wp.i18n.setLocaleData reads), one file shared by every OpenGive script handle.
		const messages = {
			'': {
				domain: 'messages',
				lang: locale,
				'plural-forms': 'nplurals=2; plural=(n != 1);',
			},
		};
		for ( const block of fs.readFileSync( po, 'utf8' ).split( /\n\n+/ ) ) {
			if (
				! /^#: .*\.(tsx?|js)\b/m.test( block ) ||
				/^#, .*fuzzy/m.test( block )
			) {
				continue;
			}
			const field = ( fname ) => {
				const m = block.match(
					new RegExp( `^${ fname } ((?:".*"\\n?)+)`, 'm' )
				);
				return m
					? JSON.parse(
							'"' +
								m[ 1 ]
									.trim()
									.split( '\n' )
									.map( ( l ) => l.replace( /^"|"$/g, '' ) )
									.join( '' ) +
								'"'
						)
					: null;
			};
			const ctxt = field( 'msgctxt' );
			const id = field( 'msgid' );
			const plural = field( 'msgid_plural' );
			const translations = plural
				? [ field( 'msgstr\\[0\\]' ), field( 'msgstr\\[1\\]' ) ]
				: [ field( 'msgstr' ) ];
			if ( id && translations.every( Boolean ) ) {
				messages[ ctxt ? ctxt + '\u0004' + id : id ] = translations;
			}
		}
		const json = { domain: 'messages', locale_data: { messages } };
		fs.writeFileSync(
			path.join( LANG_DIR, `${ DOMAIN }-${ locale }-scripts.json` ),
			JSON.stringify( json ) + '\n'
		);
		console.log(
			`${ name }: .mo and ${ Object.keys( messages ).length - 1 } script strings`
		);
	}
}

if ( process.argv.includes( '--check' ) ) {
	check();
} else if ( process.argv.includes( '--compile' ) ) {
	compile();
} else {
	fs.writeFileSync( POT, buildPot() );
	console.log(
		`wrote plugin/languages/opengive.pot (${ entries( fs.readFileSync( POT, 'utf8' ) ).size } strings)`
	);
}
