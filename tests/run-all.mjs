/**
 * `npm test`: every layer, both WordPress targets, one summary with passed, failed and skipped per layer.
 *
 *   static                  tsc --noEmit, ESLint, PHPCS (phpcs.xml.dist), PHP 7.4 syntax (Playground's
 *                           PHP 7.4), the generated REST contract is current (types/rest/), no
 *                           focused or skipped test in any test file, and no source file over 300
 *                           lines (tests/file-length.mjs)
 *   unit                    jest (REST mocked, no PHP)
 *   php74                   PHPUnit inside WordPress Playground's PHP 7.4 (the plugin's floor) on SQLite
 *   playground-integration  the Playwright REST specs that depend on the database engine or on
 *                           concurrency (tests/targets.json), against the plugin in Playground (SQLite)
 *   playground-e2e          the browser specs tests/targets.json lists, same site
 *   native-php              PHPUnit on the host's PHP-FPM version + MariaDB
 *   native-integration      every integration spec against PHP-FPM + nginx + MariaDB
 *   native-e2e              every browser spec, same site
 *   native-reliability      tests/reliability: query plans (EXPLAIN) and totals under concurrency on MariaDB
 *
 * A run is red when any test fails or is skipped, when a layer ran fewer tests than
 * tests/expected-counts.json says (it prints a hint when a layer ran more), when a report is missing,
 * or when a tool a layer needs (php, phpcs, phpunit, chromium, mariadb, nginx, php-fpm) is missing:
 * nothing is silently left out. Missing tools are installed with apt-get when running as root;
 * otherwise the run prints the exact command. The last line is `total: N passed, N failed, N skipped`.
 *
 * `--only=unit,php74` runs a subset; `playground` and `native` name their layers together.
 *
 * Order: the static checks, the build and the unit tests two at a time; then two lanes side by side,
 * each keeping about one of CI's two cores busy: PHPUnit on Playground then one Playground shard, and
 * the native target (PHPUnit, integration, e2e, reliability) then the other shard. docs/testing.md
 * says why.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
	findFocusAndSkip,
	jestCounts,
	judgeLayer,
	junitCounts,
	playwrightCounts,
	playwrightFailures,
	playwrightTotal,
	projectExitCode,
	readJson,
	testFiles,
} from './run-all-lib.mjs';
import { runTwoAtATime } from './run-all-pool.mjs';
import { assignShards, specFiles, specSeconds } from './playground-shards.mjs';

const ROOT = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'..'
);
const RESULTS = path.join( ROOT, 'test-results' );
const LAYERS = [
	'static',
	'unit',
	'php74',
	'playground-integration',
	'playground-e2e',
	'native-php',
	'native-integration',
	'native-e2e',
	'native-reliability',
];
const GROUPS = {
	playground: [ 'php74', 'playground-integration', 'playground-e2e' ],
	native: [
		'native-php',
		'native-integration',
		'native-e2e',
		'native-reliability',
	],
};

const onlyArg = process.argv.find( ( arg ) => arg.startsWith( '--only=' ) );
const only = onlyArg
	? new Set(
			onlyArg
				.slice( 7 )
				.split( ',' )
				.flatMap( ( name ) => GROUPS[ name ] || [ name ] )
		)
	: null;
const unknown = only
	? [ ...only ].filter( ( name ) => ! LAYERS.includes( name ) )
	: [];
if ( unknown.length ) {
	console.error(
		`Unknown layer(s): ${ unknown.join( ', ' ) }. Layers: ${ LAYERS.join( ', ' ) }, playground, native.`
	);
	process.exit( 1 );
}
const wanted = ( layer ) => ! only || only.has( layer );

// What each layer needs from the system, how to find it, and the Debian package that provides it.
const TOOLS = {
	php: { paths: [ 'php' ], packages: [ 'php-cli' ] },
	phpcs: { paths: [ 'phpcs' ], packages: [ 'php-codesniffer' ] },
	phpunit: { paths: [ '/usr/bin/phpunit' ], packages: [ 'phpunit' ] },
	chromium: {
		paths: [ process.env.CHROMIUM_PATH || '/usr/bin/chromium' ],
		packages: [ 'chromium', 'fonts-liberation' ],
	},
	mariadb: {
		paths: [ 'mariadbd', '/usr/sbin/mariadbd', '/usr/sbin/mysqld' ],
		packages: [ 'mariadb-server' ],
	},
	nginx: { paths: [ 'nginx', '/usr/sbin/nginx' ], packages: [ 'nginx' ] },
	'php-fpm': { paths: [ 'php-fpm*' ], packages: [ 'php-fpm' ] },
	xgettext: { paths: [ 'xgettext' ], packages: [ 'gettext' ] },
	// The native target's shared object cache (phpredis comes with it: the drop-in needs both).
	redis: {
		paths: [ 'redis-server', '/usr/bin/redis-server' ],
		packages: [ 'redis-server', 'php-redis' ],
	},
};
const NEEDS = {
	static: [ 'php', 'phpcs', 'xgettext' ],
	unit: [],
	php74: [ 'phpunit' ],
	'playground-integration': [ 'chromium' ],
	'playground-e2e': [ 'chromium' ],
	'native-php': [ 'php', 'phpunit', 'mariadb', 'nginx', 'php-fpm', 'redis' ],
	'native-integration': [
		'php',
		'mariadb',
		'nginx',
		'php-fpm',
		'chromium',
		'redis',
	],
	'native-e2e': [ 'php', 'mariadb', 'nginx', 'php-fpm', 'chromium', 'redis' ],
	'native-reliability': [
		'php',
		'phpunit',
		'mariadb',
		'nginx',
		'php-fpm',
		'redis',
	],
};

function hasTool( name ) {
	return TOOLS[ name ].paths.some( ( candidate ) => {
		if ( candidate.endsWith( '*' ) ) {
			const prefix = candidate.slice( 0, -1 );
			return [ '/usr/sbin', '/usr/bin' ].some( ( dir ) =>
				fs
					.readdirSync( dir )
					.some( ( file ) => file.startsWith( prefix ) )
			);
		}
		if ( candidate.startsWith( '/' ) ) {
			return fs.existsSync( candidate );
		}
		return (
			spawnSync( 'sh', [ '-c', `command -v ${ candidate }` ], {
				stdio: 'ignore',
			} ).status === 0
		);
	} );
}

/**
 * Installs missing tools with apt-get when root; returns the names still missing.
 *
 * @param {string[]} names Tools.
 * @return {string[]} Missing tools.
 */
function ensureTools( names ) {
	const missing = names.filter( ( name ) => ! hasTool( name ) );
	if ( ! missing.length ) {
		return [];
	}
	const packages = [
		...new Set( missing.flatMap( ( name ) => TOOLS[ name ].packages ) ),
	];
	if ( process.getuid?.() !== 0 ) {
		console.error(
			`Missing: ${ missing.join( ', ' ) }. Install with:\n  sudo apt-get install -y --no-install-recommends ${ packages.join( ' ' ) }`
		);
		return missing;
	}
	console.log( `Installing ${ packages.join( ' ' ) } from Debian…` );
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	spawnSync( 'apt-get', [ 'update', '-qq' ], { stdio: 'inherit', env } );
	spawnSync(
		'apt-get',
		[ 'install', '-y', '-qq', '--no-install-recommends', ...packages ],
		{ stdio: 'inherit', env }
	);
	return missing.filter( ( name ) => ! hasTool( name ) );
}

function run( command, args, env = {}, prefix = '' ) {
	return new Promise( ( resolve ) => {
		const child = spawn( command, args, {
			cwd: ROOT,
			stdio: prefix ? [ 'ignore', 'pipe', 'pipe' ] : 'inherit',
			env: { ...process.env, ...env },
		} );
		if ( prefix ) {
			// Runs that share the terminal print whole lines, each saying which run it comes from.
			for ( const [ stream, out ] of [
				[ child.stdout, process.stdout ],
				[ child.stderr, process.stderr ],
			] ) {
				let rest = '';
				stream.on( 'data', ( chunk ) => {
					const lines = ( rest + chunk ).split( '\n' );
					rest = lines.pop();
					lines.forEach( ( line ) =>
						out.write( `${ prefix } ${ line }\n` )
					);
				} );
				stream.on(
					'end',
					() => rest && out.write( `${ prefix } ${ rest }\n` )
				);
			}
		}
		child.on( 'close', ( code ) => resolve( code ?? 1 ) );
	} );
}

const readText = ( file ) => {
	try {
		return fs.readFileSync( file, 'utf8' );
	} catch {
		return '';
	}
};

if (
	! fs.existsSync( path.join( ROOT, 'node_modules', '.bin', 'wp-scripts' ) )
) {
	console.log( 'Installing dependencies (npm ci)…' );
	const { npmCi } = await import( '../playground/npm-ci.mjs' );
	if ( ! npmCi() ) {
		process.exit( 1 );
	}
}

fs.rmSync( RESULTS, { recursive: true, force: true } );
fs.mkdirSync( RESULTS, { recursive: true } );

const expected = readJson( path.join( ROOT, 'tests', 'expected-counts.json' ) );
/** @type {Array<{layer: string, code: number, counts: any, seconds: number, note?: string}>} */
const results = [];
// Failed browser and integration tests by name, printed last (a CI log's tail may be all that is kept).
const failedTests = [];
const record = ( layer, code, counts, seconds, note ) =>
	results.push( { layer, code, counts, seconds, note } );
const started = Date.now();
const problems = [];
const since = ( start ) => ( Date.now() - start ) / 1000;

// A layer whose tools are missing fails here, before it would run.
const missingFor = {};
const allNeeded = [
	...new Set(
		LAYERS.filter( wanted ).flatMap( ( layer ) => NEEDS[ layer ] )
	),
];
const stillMissing = ensureTools( allNeeded );
for ( const layer of LAYERS.filter( wanted ) ) {
	const missing = NEEDS[ layer ].filter( ( tool ) =>
		stillMissing.includes( tool )
	);
	if ( missing.length ) {
		missingFor[ layer ] = missing;
	}
}
const runnable = ( layer ) => wanted( layer ) && ! missingFor[ layer ];

// Static checks, the build and the unit tests need nothing from each other and each keeps about one
// core busy, so they run two at a time, longest first (about 240 s one after another, 125 s so).
const STATIC_CHECKS = [
	[ 'eslint', 'npm', [ 'run', '--silent', 'lint:js' ] ],
	[ 'phpcs', 'phpcs', [ '-q' ] ],
	[ 'REST contract current', 'npm', [ 'run', '--silent', 'contract:check' ] ],
	[ 'tsc', 'npx', [ 'tsc', '--noEmit' ] ],
	[
		'translation template current',
		'node',
		[ 'playground/tools/make-pot.mjs', '--check' ],
	],
	[ 'php 7.4 syntax', 'node', [ 'tests/php/lint74.mjs' ] ],
	[ 'file length', 'node', [ 'tests/file-length.mjs' ] ],
	[ 'no code written twice', 'node', [ 'tests/duplicates-check.mjs' ] ],
];
const needsBuild = [ 'php74', ...GROUPS.playground, ...GROUPS.native ].some(
	runnable
);
const checks = {};
let staticStart = 0;
let staticEnd = 0;
const firstJobs = [
	runnable( 'unit' ) &&
		( async () => {
			const start = Date.now();
			const file = path.join( RESULTS, 'jest.json' );
			const code = await run(
				'npx',
				[
					'wp-scripts',
					'test-unit-js',
					'--config',
					'jest.config.js',
					'--ci',
					'--json',
					`--outputFile=${ file }`,
				],
				{},
				'[unit]'
			);
			record(
				'unit',
				code,
				jestCounts( readJson( file ) ),
				since( start )
			);
		} ),
	needsBuild &&
		( async () => {
			const code = await run(
				'npx',
				[ 'wp-scripts', 'build' ],
				{},
				'[build]'
			);
			if ( code !== 0 ) {
				problems.push(
					'build: wp-scripts build failed, so the layers after it test stale or missing assets'
				);
			}
		} ),
	...( runnable( 'static' ) ? STATIC_CHECKS : [] ).map(
		( [ name, command, args ] ) =>
			async () => {
				staticStart = staticStart || Date.now();
				checks[ name ] = await run( command, args, {}, `[${ name }]` );
				staticEnd = Date.now();
			}
	),
].filter( Boolean );
await runTwoAtATime( firstJobs );
// Wall-clock seconds of each stage, printed with the summary (what CI's time is made of).
const stageSeconds = { 'static, build and unit': since( started ) };

if ( runnable( 'static' ) ) {
	const markers = findFocusAndSkip( ROOT, testFiles( ROOT ) );
	if ( markers.length ) {
		console.error(
			`Focused or skipped tests (remove the marker; a skipped test proves nothing):\n  ${ markers.join( '\n  ' ) }`
		);
	}
	checks[ 'no .only/.skip' ] = markers.length ? 1 : 0;
	const failedChecks = Object.keys( checks ).filter(
		( name ) => checks[ name ]
	);
	record(
		'static',
		failedChecks.length ? 1 : 0,
		{
			passed: Object.keys( checks ).length - failedChecks.length,
			failed: failedChecks.length,
			skipped: 0,
		},
		( staticEnd - staticStart ) / 1000,
		failedChecks.length ? `failed: ${ failedChecks.join( ', ' ) }` : ''
	);
}

/**
 * PHPUnit on Playground's PHP 7.4 (SQLite). The native lane runs the same suite on Debian's PHP and
 * MariaDB, so the two cover the plugin's PHP floor, a current PHP and both database engines.
 */
async function runPlaygroundPhpunit() {
	if ( ! runnable( 'php74' ) ) {
		return;
	}
	const start = Date.now();
	const code = await run(
		'node',
		[ 'tests/php/run.mjs', '--php=7.4' ],
		{},
		'[php74]'
	);
	record(
		'php74',
		code,
		junitCounts( readText( path.join( RESULTS, 'phpunit-php74.xml' ) ) ),
		since( start )
	);
}

/**
 * Records one Playwright run as one layer per project.
 *
 * @param {Array<[string, string]>} layers  [layer, project] pairs that ran.
 * @param {number}                  code    Exit code of the run.
 * @param {string}                  file    JSON report.
 * @param {number}                  seconds Duration of the whole run.
 */
function recordPlaywright( layers, code, file, seconds ) {
	const report = readJson( file );
	failedTests.push( ...playwrightFailures( report ) );
	const counts = playwrightCounts(
		report,
		layers.map( ( [ , project ] ) => project )
	);
	for ( const [ layer, project ] of layers ) {
		// Per-project time: the sum of its tests' durations (the site's boot is shared).
		let ms = 0;
		const walk = ( suite ) => {
			for ( const spec of suite.specs || [] ) {
				for ( const test of spec.tests || [] ) {
					if ( test.projectName === project ) {
						for ( const result of test.results || [] ) {
							ms += result.duration || 0;
						}
					}
				}
			}
			( suite.suites || [] ).forEach( walk );
		};
		( report?.suites || [] ).forEach( walk );
		record(
			layer,
			projectExitCode( code, counts, project ),
			counts ? counts[ project ] : null,
			ms / 1000,
			`tests' time; whole run incl. boot ${ seconds.toFixed( 0 ) } s`
		);
	}
}

const playgroundLayers = [
	[ 'playground-integration', 'integration' ],
	[ 'playground-e2e', 'e2e' ],
].filter( ( [ layer ] ) => runnable( layer ) );
const playgroundProjects = playgroundLayers.map( ( [ , project ] ) => project );

/**
 * The Playwright specs Playground runs, from tests/targets.json (those whose outcome depends on the
 * database engine or on concurrency; the native lane runs every spec). A listed file that does not
 * exist is a problem: a renamed spec would otherwise drop out of the Playground run unnoticed.
 *
 * @return {string[]} Spec files, relative to the root.
 */
function playgroundSpecs() {
	const listed = Object.keys(
		readJson( path.join( ROOT, 'tests', 'targets.json' ) )?.playground || {}
	);
	const all = specFiles( ROOT, [ 'integration', 'e2e' ] );
	const stale = listed.filter( ( file ) => ! all.includes( file ) );
	if ( stale.length ) {
		problems.push(
			`tests/targets.json lists spec files that do not exist: ${ stale.join( ', ' ) }`
		);
	}
	if ( ! listed.length ) {
		problems.push( 'tests/targets.json lists no Playground spec' );
	}
	return specFiles( ROOT, playgroundProjects ).filter( ( file ) =>
		listed.includes( file )
	);
}

// Playground answers one request at a time per site (~0.7 s each), so its specs run in two shards,
// each against its own freshly seeded site (own port, provider fakes, site folder and output folder):
// one at the end of each lane. Whole spec files are balanced by their measured seconds
// (tests/playground-shard-weights.json), counting what each lane does first: PHPUnit on Playground in
// one, the whole native target in the other (the "(php74)" and "(native)" entries of that file).
const weights =
	readJson( path.join( ROOT, 'tests/playground-shard-weights.json' ) ) || {};
const playgroundShards = playgroundLayers.length
	? assignShards( playgroundSpecs(), weights, 2, [
			runnable( 'php74' ) ? weights[ '(php74)' ] || 0 : 0,
			GROUPS.native.some( runnable ) ? weights[ '(native)' ] || 0 : 0,
		] ).map( ( files, index ) => ( {
			index: index + 1,
			files,
			file: path.join( RESULTS, `playwright-report-${ index + 1 }.json` ),
			code: 0,
		} ) )
	: [];
playgroundShards.forEach( ( { file } ) => fs.rmSync( file, { force: true } ) );

/**
 * One Playground shard: a freshly booted site and its share of the specs.
 *
 * @param {number} index 1 or 2.
 */
async function runPlaygroundShard( index ) {
	const shard = playgroundShards[ index - 1 ];
	if ( ! shard || ! shard.files.length ) {
		return;
	}
	shard.code = await run(
		'npx',
		[
			'playwright',
			'test',
			'--forbid-only',
			...playgroundProjects.map(
				( project ) => `--project=${ project }`
			),
			// Paths are filters matched against each file's full path; every one names one file.
			...shard.files,
		],
		{
			PLAYWRIGHT_JSON_OUTPUT_NAME: shard.file,
			OPENGIVE_PLAYWRIGHT_OUTPUT_DIR: path.join(
				RESULTS,
				`playground-${ index }`
			),
			OPENGIVE_TEST_PORT: String( 9450 + 20 * ( index - 1 ) ),
			OPENGIVE_FAKE_PROVIDERS_PORT: String( 9451 + 20 * ( index - 1 ) ),
			OPENGIVE_TEST_SITE: index === 1 ? 'tests' : `tests-${ index }`,
		},
		`[playground ${ index }/2]`
	);
}

/**
 * Merges the shards' reports into the Playground layers' counts.
 *
 * @param {number} seconds Wall-clock seconds from the lanes' start to the last shard's end.
 */
function recordPlayground( seconds ) {
	if ( ! playgroundLayers.length ) {
		return;
	}
	const ran = playgroundShards.filter( ( shard ) => shard.files.length );
	const merged = path.join( RESULTS, 'playwright-report.json' );
	const reports = ran.map( ( { file } ) => readJson( file ) );
	// A shard without a report leaves the merged report missing, so the layers go red as "no report".
	fs.rmSync( merged, { force: true } );
	if (
		ran.length &&
		reports.every( ( report ) => Array.isArray( report?.suites ) )
	) {
		const all = { suites: reports.flatMap( ( report ) => report.suites ) };
		fs.writeFileSync( merged, JSON.stringify( all ) );
		// This run's seconds per file and per lane head: copy over tests/playground-shard-weights.json
		// when specs change.
		const heads = Object.fromEntries(
			[
				[ '(php74)', 'php74' ],
				[ '(native)', 'native-php' ],
			]
				.map( ( [ key, layer ] ) => [
					key,
					results.find( ( item ) => item.layer === layer )?.seconds,
				] )
				.filter( ( [ , value ] ) => value )
				.map( ( [ key, value ] ) => [ key, Math.round( value ) ] )
		);
		fs.writeFileSync(
			path.join( RESULTS, 'playground-shard-weights.json' ),
			JSON.stringify( { ...heads, ...specSeconds( all ) }, null, '\t' ) +
				'\n'
		);
	}
	recordPlaywright(
		playgroundLayers,
		Math.max( 0, ...ran.map( ( { code } ) => code ) ),
		merged,
		seconds
	);
}

const nativeLayers = [
	[ 'native-php', 'php' ],
	[ 'native-integration', 'integration' ],
	[ 'native-e2e', 'e2e' ],
	[ 'native-reliability', 'reliability' ],
].filter( ( [ layer ] ) => runnable( layer ) );
async function runNative() {
	if ( ! nativeLayers.length ) {
		return;
	}
	const start = Date.now();
	const code = await run(
		'bash',
		[ 'tests/native/run.sh', '--forbid-only' ],
		{
			OPENGIVE_NATIVE_SUITES: nativeLayers
				.map( ( [ , suite ] ) => suite )
				.join( ',' ),
			// Its own provider fakes: Playground's first site uses 9451 at the same time.
			OPENGIVE_FAKE_PROVIDERS_PORT: '9491',
		},
		'[native]'
	);
	const seconds = since( start );
	const browserLayers = nativeLayers.filter(
		( [ , suite ] ) => suite !== 'php' && suite !== 'reliability'
	);
	// One exit code covers PHPUnit, the reliability suite and Playwright: blame it only on the parts
	// whose reports hold the failures (every part keeps it when no report shows one).
	const reports = {
		php: runnable( 'native-php' )
			? junitCounts(
					readText( path.join( RESULTS, 'native-phpunit.xml' ) )
				)
			: null,
		reliability: runnable( 'native-reliability' )
			? junitCounts(
					readText( path.join( RESULTS, 'native-reliability.xml' ) )
				)
			: null,
		playwright: browserLayers.length
			? playwrightTotal(
					readJson( path.join( RESULTS, 'native-playwright.json' ) ),
					browserLayers.map( ( [ , project ] ) => project )
				)
			: null,
	};
	const known = Object.fromEntries(
		Object.entries( reports ).filter( ( [ , counts ] ) => counts )
	);
	const codeFor = ( part ) =>
		reports[ part ] ? projectExitCode( code, known, part ) : code;
	if ( runnable( 'native-php' ) ) {
		record(
			'native-php',
			codeFor( 'php' ),
			reports.php,
			seconds,
			'whole native run incl. install'
		);
	}
	if ( runnable( 'native-reliability' ) ) {
		record(
			'native-reliability',
			codeFor( 'reliability' ),
			reports.reliability,
			seconds,
			'whole native run incl. install'
		);
	}
	if ( browserLayers.length ) {
		recordPlaywright(
			browserLayers,
			codeFor( 'playwright' ),
			path.join( RESULTS, 'native-playwright.json' ),
			seconds
		);
	}
}

// Two lanes side by side, each about one core: PHPUnit on Playground, then a Playground shard; the
// native target, then the other Playground shard. Their ports, site folders and output folders are
// their own.
const lanesStart = Date.now();
await Promise.all( [
	( async () => {
		await runPlaygroundPhpunit();
		await runPlaygroundShard( 1 );
		if ( runnable( 'php74' ) || playgroundShards[ 0 ]?.files.length ) {
			stageSeconds[ 'lane 1 (php74, Playground shard 1)' ] =
				since( lanesStart );
		}
	} )(),
	( async () => {
		await runNative();
		await runPlaygroundShard( 2 );
		if ( nativeLayers.length || playgroundShards[ 1 ]?.files.length ) {
			stageSeconds[ 'lane 2 (native, Playground shard 2)' ] =
				since( lanesStart );
		}
	} )(),
] );
recordPlayground( since( lanesStart ) );

for ( const [ layer, missing ] of Object.entries( missingFor ) ) {
	record( layer, 1, null, 0, `not run: missing ${ missing.join( ', ' ) }` );
}

// The native script's exit code covers PHPUnit and Playwright together; each layer is judged on its own
// report, and a non-zero exit with every report green still fails (see judgeLayer).
const hints = [];
let passed = 0;
let failed = 0;
let skipped = 0;
console.log( `\nOpenGive test summary (${ since( started ).toFixed( 0 ) } s)` );
console.log(
	`  stages: ${ Object.entries( stageSeconds )
		.map( ( [ name, seconds ] ) => `${ name } ${ seconds.toFixed( 0 ) } s` )
		.join( ', ' ) }`
);
for ( const layer of LAYERS ) {
	const result = results.find( ( item ) => item.layer === layer );
	if ( ! result ) {
		continue;
	}
	const { code, counts, seconds, note } = result;
	const verdict = missingFor[ layer ]
		? {
				problems: [
					`${ layer }: ${ note } (install it; a layer is never skipped silently)`,
				],
				hints: [],
			}
		: judgeLayer( layer, counts, code, expected );
	problems.push( ...verdict.problems );
	hints.push( ...verdict.hints );
	const shown = counts || { passed: 0, failed: 0, skipped: 0 };
	// A layer that is red with no failed test in its report (lost report, crash, missing tool) counts
	// as one failure so the total can never read green.
	const layerFailed = Math.max(
		shown.failed,
		verdict.problems.length && ! shown.failed && ! shown.skipped ? 1 : 0
	);
	passed += shown.passed;
	failed += layerFailed;
	skipped += shown.skipped;
	console.log(
		`  ${ layer.padEnd( 23 ) } ${ shown.passed } passed, ${ layerFailed } failed, ${ shown.skipped } skipped  (${ seconds.toFixed( 0 ) } s${ note ? `; ${ note }` : '' })`
	);
}
if ( hints.length ) {
	console.log( `\nHints:\n  ${ hints.join( '\n  ' ) }` );
}
if ( problems.length ) {
	console.log( `\nRed because:\n  ${ problems.join( '\n  ' ) }` );
}
if ( failedTests.length ) {
	console.log( `\nFailed tests:\n  ${ failedTests.join( '\n  ' ) }` );
}
console.log(
	`total: ${ passed } passed, ${ failed } failed, ${ skipped } skipped`
);
process.exit( problems.length === 0 && results.length > 0 ? 0 : 1 );
