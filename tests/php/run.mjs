/**
 * Runs the PHPUnit suite inside WordPress Playground's own PHP (`php` command), against a fresh demo
 * site with the plugin active. PHPUnit 9.6 comes from Debian's `phpunit` package (pure PHP files under
 * /usr/share/php), mounted into Playground: no host PHP runs the tests.
 *
 * `--php=7.4` runs the same suite on Playground's PHP 7.4 build (the plugin's floor; PHPUnit 9.6 runs on
 * 7.3+) and writes its JUnit report to test-results/phpunit-php74.xml; the default is PHP 8.3 and
 * test-results/phpunit.xml.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runCLI } from '@wp-playground/cli';
import { pluginMounts, demoBlueprint } from '../../playground/boot.mjs';
import { ROOT, CACHE_DIR, siteDirectory } from '../../playground/wordpress.mjs';

const PHPUNIT_LIB = '/usr/share/php/PHPUnit';
const PHPUNIT_BIN = '/usr/bin/phpunit';

function ensurePhpunit() {
	if ( fs.existsSync( PHPUNIT_LIB ) && fs.existsSync( PHPUNIT_BIN ) ) {
		return;
	}
	const isRoot = process.getuid && process.getuid() === 0;
	if ( ! isRoot ) {
		console.error(
			'PHPUnit 9.6 is missing. Install it with:\n  sudo apt-get install -y --no-install-recommends phpunit'
		);
		process.exit( 1 );
	}
	console.log( 'Installing PHPUnit from Debian (apt-get install phpunit)…' );
	const apt = ( args ) =>
		spawnSync( 'apt-get', args, {
			stdio: 'inherit',
			env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
		} );
	apt( [ 'update', '-qq' ] );
	if (
		apt( [ 'install', '-y', '-qq', '--no-install-recommends', 'phpunit' ] )
			.status !== 0
	) {
		process.exit( 1 );
	}
}

ensurePhpunit();

const phpArg = process.argv.find( ( arg ) => arg.startsWith( '--php=' ) );
const phpVersion = phpArg ? phpArg.slice( 6 ) : '8.3';
const reportName =
	phpVersion === '8.3'
		? 'phpunit.xml'
		: `phpunit-php${ phpVersion.replace( '.', '' ) }.xml`;

// Playground mounts folders, not files: put a copy of the runner script in a folder of its own.
const binDir = path.join( CACHE_DIR, 'phpunit-bin' );
fs.mkdirSync( binDir, { recursive: true } );
fs.copyFileSync( PHPUNIT_BIN, path.join( binDir, 'phpunit' ) );

const resultsDir = path.join( ROOT, 'test-results' );
fs.mkdirSync( resultsDir, { recursive: true } );
const { dir } = siteDirectory( `php-tests-${ phpVersion }` );
const exitCode = await runCLI( {
	command: 'php',
	php: phpVersion,
	quiet: true,
	'mount-before-install': [ { hostPath: dir, vfsPath: '/wordpress' } ],
	mount: [
		...pluginMounts(),
		{ hostPath: '/usr/share/php', vfsPath: '/usr/share/php' },
		{ hostPath: path.join( ROOT, 'tests' ), vfsPath: '/opengive-tests' },
		{ hostPath: binDir, vfsPath: '/opengive-phpunit' },
		{ hostPath: resultsDir, vfsPath: '/opengive-results' },
	],
	wordpressInstallMode: 'install-from-existing-files',
	blueprint: demoBlueprint(),
	_: [
		'php',
		'-d',
		'include_path=.:/usr/share/php',
		'/opengive-phpunit/phpunit',
		'-c',
		'/opengive-tests/php/phpunit.xml',
		'--log-junit',
		`/opengive-results/${ reportName }`,
		// OPENGIVE_PHPUNIT_FILTER=ReportsOverviewTest runs one class (a faster loop; never set by npm test).
		...( process.env.OPENGIVE_PHPUNIT_FILTER
			? [ '--filter', process.env.OPENGIVE_PHPUNIT_FILTER ]
			: [] ),
	],
} );
process.exit( exitCode );
