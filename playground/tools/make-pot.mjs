/**
 * Builds plugin/languages/opengive.pot from every translatable string of the plugin (issue 19), and
 * compiles the shipped translations.
 *
 *   node playground/tools/make-pot.mjs            write the .pot
 *   node playground/tools/make-pot.mjs --check    exit 1 when the .pot misses a string or keeps a dead one,
 *                                                 or a shipped .po is incomplete (an entry missing, empty
 *                                                 or fuzzy) or not compiled into its .mo and JSON
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

/**
 * Labels kept as English msgids in plugin/data/*.json (status and period labels) are translated
 * where they are shown, by PHP's DataFile::labels() and TypeScript's src/data/labels.ts, with a
 * variable no extractor can read. The tables are found from the PHP calls, so a new label table
 * is extracted without touching this list; the reference to labels.ts makes them script strings too.
 *
 * @param {string} tmp Folder for the part.
 */
function dataLabelsPot( tmp ) {
	const calls = walk( path.join( ROOT, 'plugin/src' ), ( name ) =>
		name.endsWith( '.php' )
	).flatMap( ( file ) => [
		...fs
			.readFileSync( file, 'utf8' )
			.matchAll( /DataFile::labels\(\s*'([\w-]+)',\s*'(\w+)'\s*\)/g ),
	] );
	const refs = new Map();
	for ( const [ , name, table ] of calls ) {
		const data = JSON.parse(
			fs.readFileSync(
				path.join( ROOT, 'plugin/data', `${ name }.json` ),
				'utf8'
			)
		);
		for ( const msgid of Object.values( data[ table ] ) ) {
			refs.set( msgid, `plugin/data/${ name }.json` );
		}
	}
	// The settings screen's texts: translated by PHP (Settings\SiteSettingsSchema::screen) and sent
	// to the screen already translated, so they are no script strings.
	const phpOnly = new Map();
	const siteSettings = JSON.parse(
		fs.readFileSync(
			path.join( ROOT, 'plugin/data/site-settings.json' ),
			'utf8'
		)
	);
	for ( const entry of Object.values( siteSettings.settings ) ) {
		for ( const msgid of [
			entry.section,
			entry.label,
			entry.help,
			...( entry.invalid ? [ entry.invalid ] : [] ),
			...Object.values( entry.options || {} ),
		] ) {
			if ( ! refs.has( msgid ) ) {
				phpOnly.set( msgid, 'plugin/data/site-settings.json' );
			}
		}
	}
	if ( refs.size === 0 && phpOnly.size === 0 ) {
		return null;
	}
	const output = path.join( tmp, 'data.pot' );
	const entry = ( msgid, references ) =>
		`#: ${ references }\nmsgid ${ JSON.stringify( msgid ) }\nmsgstr ""\n`;
	const body = [
		...[ ...refs ].map( ( [ msgid, file ] ) =>
			entry( msgid, `${ file } src/data/labels.ts` )
		),
		...[ ...phpOnly ].map( ( [ msgid, file ] ) => entry( msgid, file ) ),
	].join( '\n' );
	fs.writeFileSync(
		output,
		'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n' +
			body
	);
	return output;
}

function buildPot() {
	const tmp = fs.mkdtempSync( path.join( os.tmpdir(), 'opengive-pot-' ) );
	const parts = [
		phpPot( tmp ),
		scriptsPot( tmp ),
		dataLabelsPot( tmp ),
	].filter( Boolean );
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
	const problems = translationProblems( stored );
	if ( problems.length ) {
		for ( const p of problems ) {
			console.error( p );
		}
		console.error(
			`${ problems.length } translation problem(s): every shipped .po must translate every string of the .pot`
		);
		process.exit( 1 );
	}
	console.log(
		`translations complete and compiled: ${ poFiles()
			.map( ( f ) => f.name )
			.join( ', ' ) }`
	);
}

/**
 * The shipped translations: each plugin/languages/opengive-<locale>.po with its locale.
 */
function poFiles() {
	return fs
		.readdirSync( LANG_DIR )
		.filter( ( n ) => /^opengive-[a-zA-Z_]+\.po$/.test( n ) )
		.map( ( name ) => ( {
			name,
			po: path.join( LANG_DIR, name ),
			locale: name.slice( DOMAIN.length + 1, -3 ),
		} ) );
}

/**
 * Scripts' strings of one .po: the entries referenced from a TS/TSX/JS file, as Jed 1.x JSON (what
 * wp.i18n.setLocaleData reads), one file shared by every OpenGive script handle.
 *
 * @param {string} po     Path of the .po file.
 * @param {string} locale Its locale.
 */
function scriptJson( po, locale ) {
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
	return (
		JSON.stringify( { domain: 'messages', locale_data: { messages } } ) +
		'\n'
	);
}

function jsonPath( locale ) {
	return path.join( LANG_DIR, `${ DOMAIN }-${ locale }-scripts.json` );
}

function compile() {
	for ( const { name, po, locale } of poFiles() ) {
		execFileSync( 'msgfmt', [
			'--check-format',
			'-o',
			po.replace( /\.po$/, '.mo' ),
			po,
		] );
		const json = scriptJson( po, locale );
		fs.writeFileSync( jsonPath( locale ), json );
		console.log(
			`${ name }: .mo and ${ Object.keys( JSON.parse( json ).locale_data.messages ).length - 1 } script strings`
		);
	}
}

/**
 * Every shipped translation is complete and compiled: each .pot entry is in the .po, translated
 * (every plural form) and not fuzzy, the .po keeps no entry the .pot dropped, and the .mo and the
 * scripts' JSON are what --compile makes of the .po (a translation edited but not compiled would
 * never reach the site). Returns the problems, one line each.
 *
 * @param {Set<string>} potKeys The .pot's entries (see entries()).
 */
function translationProblems( potKeys ) {
	const problems = [];
	for ( const { name, po, locale } of poFiles() ) {
		const text = fs.readFileSync( po, 'utf8' );
		const poKeys = entries( text );
		for ( const k of potKeys ) {
			if ( ! poKeys.has( k ) ) {
				problems.push(
					`${ name }: not in the .po (run msgmerge): ${ k }`
				);
			}
		}
		for ( const k of poKeys ) {
			if ( ! potKeys.has( k ) ) {
				problems.push( `${ name }: no longer in the .pot: ${ k }` );
			}
		}
		// Untranslated: any msgstr (each plural form) that is "" with no continuation line; msgattrib
		// --untranslated misses a plural whose second form alone is empty.
		for ( const block of text.split( /\n\n+/ ) ) {
			const [ key ] = entries( block );
			if ( ! key || JSON.parse( key )[ 1 ] === '' ) {
				continue; // the header
			}
			if ( /^#, .*\bfuzzy\b/m.test( block ) ) {
				problems.push( `${ name }: fuzzy: ${ key }` );
			} else if ( /^msgstr(?:\[\d+\])? ""$(?!\n")/m.test( block ) ) {
				problems.push( `${ name }: untranslated: ${ key }` );
			}
		}
		const tmp = fs.mkdtempSync( path.join( os.tmpdir(), 'opengive-mo-' ) );
		try {
			const mo = path.join( tmp, 'check.mo' );
			execFileSync( 'msgfmt', [ '--check-format', '-o', mo, po ] );
			const shipped = po.replace( /\.po$/, '.mo' );
			if (
				! fs.existsSync( shipped ) ||
				! fs.readFileSync( mo ).equals( fs.readFileSync( shipped ) )
			) {
				problems.push(
					`${ name }: the .mo is not compiled from the .po (run npm run i18n)`
				);
			}
		} finally {
			fs.rmSync( tmp, { recursive: true, force: true } );
		}
		if (
			! fs.existsSync( jsonPath( locale ) ) ||
			fs.readFileSync( jsonPath( locale ), 'utf8' ) !==
				scriptJson( po, locale )
		) {
			problems.push(
				`${ name }: ${ path.basename( jsonPath( locale ) ) } is not compiled from the .po (run npm run i18n)`
			);
		}
	}
	return problems;
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
