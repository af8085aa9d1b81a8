/**
 * `npm test`: every layer, both WordPress targets, one summary.
 *
 *   static       tsc --noEmit and ESLint
 *   unit         jest (REST mocked, no PHP)
 *   php          PHPUnit inside WordPress Playground's PHP
 *   playground   Playwright integration + e2e against the plugin in Playground (SQLite)
 *   native       PHPUnit + the same Playwright suites against PHP-FPM + nginx + MariaDB
 *
 * System packages (Chromium, PHPUnit, PHP-FPM, MariaDB, nginx) are installed with apt-get when running
 * as root; otherwise the run stops and prints the exact command. `--only=unit,php` runs a subset.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'..'
);
const RESULTS = path.join( ROOT, 'test-results' );
const onlyArg = process.argv.find( ( arg ) => arg.startsWith( '--only=' ) );
const only = onlyArg ? new Set( onlyArg.slice( 7 ).split( ',' ) ) : null;
const wanted = ( step ) => ! only || only.has( step );

function run( command, args, env = {} ) {
	return new Promise( ( resolve ) => {
		const child = spawn( command, args, {
			cwd: ROOT,
			stdio: 'inherit',
			env: { ...process.env, ...env },
		} );
		child.on( 'close', ( code ) => resolve( code ?? 1 ) );
	} );
}

function readJson( file ) {
	try {
		return JSON.parse( fs.readFileSync( file, 'utf8' ) );
	} catch {
		return null;
	}
}

function junitCounts( file ) {
	let xml = '';
	try {
		xml = fs.readFileSync( file, 'utf8' );
	} catch {
		return null;
	}
	const suite = xml.match( /<testsuite\b[^>]*>/ );
	if ( ! suite ) {
		return null;
	}
	const attr = ( name ) =>
		Number(
			( suite[ 0 ].match( new RegExp( `\\b${ name }="(\\d+)"` ) ) ||
				[] )[ 1 ] || 0
		);
	const failed = attr( 'failures' ) + attr( 'errors' );
	return { passed: attr( 'tests' ) - failed - attr( 'skipped' ), failed };
}

function playwrightCounts( file ) {
	const report = readJson( file );
	if ( ! report || ! report.stats ) {
		return null;
	}
	return {
		passed: report.stats.expected + report.stats.flaky,
		failed: report.stats.unexpected,
	};
}

function jestCounts( file ) {
	const report = readJson( file );
	return report
		? {
				passed: report.numPassedTests,
				failed:
					report.numFailedTests + report.numRuntimeErrorTestSuites,
			}
		: null;
}

function ensureChromium() {
	const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
	if ( fs.existsSync( chromium ) ) {
		return true;
	}
	if ( process.getuid?.() !== 0 ) {
		console.error(
			`Chromium is missing at ${ chromium }. Install it with:\n  sudo apt-get install -y --no-install-recommends chromium fonts-liberation`
		);
		return false;
	}
	console.log( 'Installing Chromium from Debian…' );
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	spawnSync( 'apt-get', [ 'update', '-qq' ], { stdio: 'inherit', env } );
	return (
		spawnSync(
			'apt-get',
			[
				'install',
				'-y',
				'-qq',
				'--no-install-recommends',
				'chromium',
				'fonts-liberation',
			],
			{ stdio: 'inherit', env }
		).status === 0
	);
}

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

const summary = [];
const record = ( step, code, counts ) => {
	summary.push( { step, code, counts } );
};
const started = Date.now();

if ( wanted( 'static' ) ) {
	const tsc = await run( 'npx', [ 'tsc', '--noEmit' ] );
	const eslint = await run( 'npm', [ 'run', '--silent', 'lint:js' ] );
	// PHP syntax, when the host has PHP (CI does); Playground's PHP runs the PHP tests either way.
	const hasPhp =
		spawnSync( 'php', [ '-v' ], { stdio: 'ignore' } ).status === 0;
	const phpLint = hasPhp
		? await run( 'bash', [
				'-c',
				'find plugin tests playground -name "*.php" -print0 | xargs -0 -n1 php -l >/dev/null',
			] )
		: 0;
	const checks = [ tsc, eslint, phpLint ];
	record( 'static', checks.find( ( code ) => code !== 0 ) ?? 0, {
		passed: checks.filter( ( code ) => code === 0 ).length,
		failed: checks.filter( ( code ) => code !== 0 ).length,
	} );
}

const needsBuild = [ 'php', 'playground', 'native' ].some( wanted );
if ( needsBuild ) {
	const code = await run( 'npx', [ 'wp-scripts', 'build' ] );
	if ( code !== 0 ) {
		record( 'build', code, { passed: 0, failed: 1 } );
	}
}

if ( wanted( 'unit' ) ) {
	const file = path.join( RESULTS, 'jest.json' );
	const code = await run( 'npx', [
		'wp-scripts',
		'test-unit-js',
		'--config',
		'jest.config.js',
		'--json',
		`--outputFile=${ file }`,
	] );
	record( 'unit', code, jestCounts( file ) );
}

if ( wanted( 'php' ) ) {
	const code = await run( 'node', [ 'tests/php/run.mjs' ] );
	record( 'php', code, junitCounts( path.join( RESULTS, 'phpunit.xml' ) ) );
}

const browserReady =
	( wanted( 'playground' ) || wanted( 'native' ) ) && ensureChromium();

if ( wanted( 'playground' ) ) {
	const code = browserReady
		? await run( 'npx', [ 'playwright', 'test' ] )
		: 1;
	record(
		'playground',
		code,
		playwrightCounts( path.join( RESULTS, 'playwright-report.json' ) )
	);
}

if ( wanted( 'native' ) ) {
	const code = browserReady
		? await run( 'bash', [ 'tests/native/run.sh' ] )
		: 1;
	const php = junitCounts( path.join( RESULTS, 'native-phpunit.xml' ) );
	const browser = playwrightCounts(
		path.join( RESULTS, 'native-playwright.json' )
	);
	record(
		'native',
		code,
		php && browser
			? {
					passed: php.passed + browser.passed,
					failed: php.failed + browser.failed,
				}
			: php || browser
	);
}

let passed = 0;
let failed = 0;
let ok = true;
console.log(
	`\nOpenGive test summary (${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s)`
);
for ( const { step, code, counts } of summary ) {
	const stepPassed = counts ? counts.passed : 0;
	// A step that exited non-zero counts as at least one failure even if its report was lost.
	const stepFailed = counts ? Math.max( counts.failed, code ? 1 : 0 ) : 1;
	passed += stepPassed;
	failed += stepFailed;
	ok = ok && code === 0 && stepFailed === 0;
	console.log( `${ step }: ${ stepPassed } passed, ${ stepFailed } failed` );
}
console.log( `total: ${ passed } passed, ${ failed } failed` );
process.exit( ok && summary.length > 0 ? 0 : 1 );
