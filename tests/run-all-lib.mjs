/**
 * The parts of `npm test` (tests/run-all.mjs) that decide whether a run is green: reading each tool's
 * report into passed / failed / skipped, comparing with tests/expected-counts.json, and finding focused
 * or skipped tests in the source. Kept apart from the runner so tests/unit/run-all-lib.test.ts can hold
 * them to account without running any suite.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ passed: number, failed: number, skipped: number }} Counts
 */

/**
 * Reads a JSON file, or null when it is missing or broken.
 *
 * @param {string} file Path.
 * @return {any} Parsed JSON or null.
 */
export function readJson( file ) {
	try {
		return JSON.parse( fs.readFileSync( file, 'utf8' ) );
	} catch {
		return null;
	}
}

/**
 * Counts from a PHPUnit 9 JUnit report (its outer <testsuite> sums every test).
 *
 * @param {string} xml The report's text.
 * @return {Counts|null} Counts, or null when the text is no JUnit report.
 */
export function junitCounts( xml ) {
	const suite = ( xml || '' ).match( /<testsuite\b[^>]*>/ );
	if ( ! suite ) {
		return null;
	}
	const attr = ( name ) =>
		Number(
			( suite[ 0 ].match( new RegExp( `\\b${ name }="(\\d+)"` ) ) ||
				[] )[ 1 ] || 0
		);
	const failed = attr( 'failures' ) + attr( 'errors' );
	const skipped = attr( 'skipped' );
	return { passed: attr( 'tests' ) - failed - skipped, failed, skipped };
}

/**
 * Counts from jest's --json report. Suites that failed to run (a syntax error, a missing module)
 * count as failures: their tests never ran.
 *
 * @param {any} report Parsed report.
 * @return {Counts|null} Counts.
 */
export function jestCounts( report ) {
	if ( ! report || typeof report.numTotalTests !== 'number' ) {
		return null;
	}
	return {
		passed: report.numPassedTests,
		failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
		skipped: report.numPendingTests + ( report.numTodoTests || 0 ),
	};
}

/**
 * Counts per Playwright project from its JSON report. A test's status is Playwright's verdict:
 * expected (passed), flaky (passed on retry: counted as passed, retries are 0 anyway), unexpected
 * (failed), skipped. Errors outside tests (global setup, a file that does not load) count as one
 * failure of every project, since nothing in the run can be trusted then.
 *
 * @param {any}      report   Parsed report.
 * @param {string[]} projects Project names to report.
 * @return {Record<string, Counts>|null} Counts per project.
 */
export function playwrightCounts( report, projects ) {
	if ( ! report || ! Array.isArray( report.suites ) ) {
		return null;
	}
	const counts = Object.fromEntries(
		projects.map( ( name ) => [
			name,
			{ passed: 0, failed: 0, skipped: 0 },
		] )
	);
	const walk = ( suite ) => {
		for ( const spec of suite.specs || [] ) {
			for ( const test of spec.tests || [] ) {
				const bucket = counts[ test.projectName ];
				if ( ! bucket ) {
					continue;
				}
				if ( test.status === 'skipped' ) {
					bucket.skipped++;
				} else if (
					test.status === 'expected' ||
					test.status === 'flaky'
				) {
					bucket.passed++;
				} else {
					bucket.failed++;
				}
			}
		}
		( suite.suites || [] ).forEach( walk );
	};
	report.suites.forEach( walk );
	if ( ( report.errors || [] ).length ) {
		for ( const name of projects ) {
			counts[ name ].failed++;
		}
	}
	return counts;
}

/**
 * The counts of several Playwright projects of one report added up (null when the report is lost).
 *
 * @param {any}      report   Parsed JSON report.
 * @param {string[]} projects Project names.
 * @return {Counts|null} Their sum.
 */
export function playwrightTotal( report, projects ) {
	const counts = playwrightCounts( report, projects );
	if ( ! counts ) {
		return null;
	}
	return Object.values( counts ).reduce(
		( sum, c ) => ( {
			passed: sum.passed + c.passed,
			failed: sum.failed + c.failed,
			skipped: sum.skipped + c.skipped,
		} ),
		{ passed: 0, failed: 0, skipped: 0 }
	);
}

/**
 * The exit code one project of a shared Playwright run answers for: a run with both projects exits
 * non-zero when either fails, and only the project with the failures is to blame. With no failure in
 * any report (a crash, a lost report) every project keeps the code, so none reads green.
 *
 * @param {number}                      code    The run's exit code.
 * @param {Record<string, Counts>|null} counts  Counts per project.
 * @param {string}                      project The project to judge.
 * @return {number} The code for that project's layer.
 */
export function projectExitCode( code, counts, project ) {
	if ( code === 0 || ! counts ) {
		return code;
	}
	const anyFailed = Object.values( counts ).some( ( c ) => c.failed > 0 );
	return ! anyFailed || counts[ project ]?.failed > 0 ? code : 0;
}

/**
 * Names the failed tests of a Playwright report ("file:line title [project]"), so a CI log whose tail
 * is all that survives still says what broke.
 *
 * @param {any} report Parsed report.
 * @return {string[]} One line per failed test.
 */
export function playwrightFailures( report ) {
	const lines = [];
	const walk = ( suite, titles ) => {
		for ( const spec of suite.specs || [] ) {
			for ( const test of spec.tests || [] ) {
				if (
					! [ 'expected', 'flaky', 'skipped' ].includes( test.status )
				) {
					lines.push(
						`${ spec.file }:${ spec.line } ${ [ ...titles, spec.title ].join( ' › ' ) } [${ test.projectName }]`
					);
				}
			}
		}
		for ( const child of suite.suites || [] ) {
			walk(
				child,
				child.file === child.title ? titles : [ ...titles, child.title ]
			);
		}
	};
	( report?.suites || [] ).forEach( ( suite ) => walk( suite, [] ) );
	return lines;
}

/**
 * Judges one layer's counts against the expected minimum.
 *
 * @param {string}      layer    Layer name.
 * @param {Counts|null} counts   What ran (null: no report).
 * @param {number}      exitCode The layer's exit code.
 * @param {any}         expected Parsed tests/expected-counts.json.
 * @return {{ problems: string[], hints: string[] }} Why the layer is red, and what to update.
 */
export function judgeLayer( layer, counts, exitCode, expected ) {
	const problems = [];
	const hints = [];
	if ( ! counts ) {
		problems.push(
			`${ layer }: no test report was written (exit code ${ exitCode }), so nothing it ran can be counted`
		);
		return { problems, hints };
	}
	if ( exitCode !== 0 && counts.failed === 0 ) {
		problems.push(
			`${ layer }: exited with code ${ exitCode } although no test failed`
		);
	}
	if ( counts.failed > 0 ) {
		problems.push( `${ layer }: ${ counts.failed } failed` );
	}
	if ( counts.skipped > 0 ) {
		problems.push(
			`${ layer }: ${ counts.skipped } skipped (a skipped test proves nothing; fix it or delete it)`
		);
	}
	const ran = counts.passed + counts.failed;
	const minimum = expected?.layers?.[ layer ];
	if ( typeof minimum !== 'number' ) {
		problems.push(
			`${ layer }: tests/expected-counts.json has no count for this layer (it ran ${ ran })`
		);
	} else if ( ran < minimum ) {
		problems.push(
			`${ layer }: ran ${ ran } tests, fewer than the ${ minimum } in tests/expected-counts.json`
		);
	} else if ( ran > minimum ) {
		hints.push(
			`${ layer }: ran ${ ran } tests, more than the ${ minimum } in tests/expected-counts.json: set it to ${ ran } in the commit that adds them`
		);
	}
	return { problems, hints };
}

// Focus and skip markers. jest: it/test/describe .only/.skip/.todo, fit/fdescribe/xit/xtest/xdescribe;
// Playwright: test.only/skip/fixme and test.describe.only/skip/fixme (also the conditional forms,
// which are calls of the same functions). PHPUnit: markTestSkipped/markTestIncomplete.
const JS_MARKERS =
	/\b(?:(?:it|test|describe)(?:\.describe)?\.(?:only|skip|todo|fixme)\b|(?:fit|fdescribe|xit|xtest|xdescribe)\s*\()/;
const PHP_MARKERS = /->\s*mark(?:TestSkipped|TestIncomplete)\s*\(/;

/**
 * Lines that focus or skip tests in the given files.
 *
 * @param {string}   root  Repository root.
 * @param {string[]} files Paths relative to root.
 * @return {string[]} `file:line: text` for each marker.
 */
export function findFocusAndSkip( root, files ) {
	const found = [];
	for ( const file of files ) {
		const markers = file.endsWith( '.php' ) ? PHP_MARKERS : JS_MARKERS;
		const lines = fs
			.readFileSync( path.join( root, file ), 'utf8' )
			.split( '\n' );
		lines.forEach( ( line, index ) => {
			if ( markers.test( line ) ) {
				found.push( `${ file }:${ index + 1 }: ${ line.trim() }` );
			}
		} );
	}
	return found;
}

/**
 * Every test file of every layer: jest (`*.test.*` under src, blocks and tests/unit), Playwright
 * (`*.spec.ts` under tests) and PHPUnit (`*Test.php` under tests/php).
 *
 * @param {string} root Repository root.
 * @return {string[]} Paths relative to root.
 */
export function testFiles( root ) {
	const found = [];
	const walk = ( dir ) => {
		let entries = [];
		try {
			entries = fs.readdirSync( path.join( root, dir ), {
				withFileTypes: true,
			} );
		} catch {
			return;
		}
		for ( const entry of entries ) {
			const relative = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				if (
					! [ 'node_modules', 'build', '.cache' ].includes(
						entry.name
					)
				) {
					walk( relative );
				}
			} else if (
				/\.test\.[jt]sx?$|\.spec\.ts$|Test\.php$/.test( entry.name )
			) {
				found.push( relative );
			}
		}
	};
	[ 'src', 'blocks', 'tests' ].forEach( walk );
	return found.sort();
}
