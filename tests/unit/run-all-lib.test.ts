/**
 * What makes `npm test` red: a layer that ran fewer tests than tests/expected-counts.json, any skipped
 * or failed test, a lost report, and focus/skip markers in test files.
 */
import fs from 'node:fs';
import os from 'node:os';
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
	testFiles,
} from '../run-all-lib.mjs';

const ROOT = path.resolve( __dirname, '../..' );
const expected = { layers: { unit: 10, 'playground-e2e': 3 } };

describe( 'judgeLayer', () => {
	it( 'fails a layer that ran fewer tests than expected-counts.json says', () => {
		const { problems } = judgeLayer(
			'unit',
			{ passed: 9, failed: 0, skipped: 0 },
			0,
			expected
		);
		expect( problems ).toEqual( [
			'unit: ran 9 tests, fewer than the 10 in tests/expected-counts.json',
		] );
	} );

	it( 'passes a layer that ran exactly the expected count, with no hint', () => {
		expect(
			judgeLayer(
				'unit',
				{ passed: 10, failed: 0, skipped: 0 },
				0,
				expected
			)
		).toEqual( { problems: [], hints: [] } );
	} );

	it( 'passes a layer that ran more and hints to raise the count', () => {
		const { problems, hints } = judgeLayer(
			'unit',
			{ passed: 12, failed: 0, skipped: 0 },
			0,
			expected
		);
		expect( problems ).toEqual( [] );
		expect( hints ).toEqual( [
			'unit: ran 12 tests, more than the 10 in tests/expected-counts.json: set it to 12 in the commit that adds them',
		] );
	} );

	it( 'fails on a single skipped test even when the count is met', () => {
		const { problems } = judgeLayer(
			'unit',
			{ passed: 10, failed: 0, skipped: 1 },
			0,
			expected
		);
		expect( problems ).toHaveLength( 1 );
		expect( problems[ 0 ] ).toMatch( /^unit: 1 skipped/ );
	} );

	it( 'fails a layer whose report is missing, whatever its exit code', () => {
		const { problems } = judgeLayer( 'unit', null, 0, expected );
		expect( problems[ 0 ] ).toMatch( /no test report was written/ );
	} );

	it( 'fails a layer that exited non-zero with no failed test', () => {
		const { problems } = judgeLayer(
			'unit',
			{ passed: 10, failed: 0, skipped: 0 },
			2,
			expected
		);
		expect( problems ).toEqual( [
			'unit: exited with code 2 although no test failed',
		] );
	} );

	it( 'fails a layer that has no entry in expected-counts.json', () => {
		const { problems } = judgeLayer(
			'php74',
			{ passed: 5, failed: 0, skipped: 0 },
			0,
			expected
		);
		expect( problems[ 0 ] ).toMatch( /has no count for this layer/ );
	} );
} );

describe( 'report readers', () => {
	it( 'reads passed, failed and skipped from PHPUnit 9 JUnit', () => {
		const xml =
			'<?xml version="1.0"?><testsuites><testsuite name="opengive" tests="12" assertions="30" errors="1" warnings="0" failures="2" skipped="3" time="1.0"><testsuite name="x" tests="1"/></testsuite></testsuites>';
		expect( junitCounts( xml ) ).toEqual( {
			passed: 6,
			failed: 3,
			skipped: 3,
		} );
		expect( junitCounts( 'not xml' ) ).toBeNull();
	} );

	it( 'counts suites that failed to load as failures and todos as skipped in jest', () => {
		expect(
			jestCounts( {
				numTotalTests: 9,
				numPassedTests: 7,
				numFailedTests: 1,
				numPendingTests: 1,
				numTodoTests: 1,
				numRuntimeErrorTestSuites: 2,
			} )
		).toEqual( { passed: 7, failed: 3, skipped: 2 } );
	} );

	it( 'splits a Playwright report by project and counts global errors against every project', () => {
		const test = ( projectName: string, status: string ) => ( {
			projectName,
			status,
		} );
		const report = {
			suites: [
				{
					specs: [
						{
							tests: [
								test( 'integration', 'expected' ),
								test( 'e2e', 'unexpected' ),
							],
						},
					],
					suites: [
						{
							specs: [
								{
									tests: [
										test( 'e2e', 'skipped' ),
										test( 'e2e', 'flaky' ),
										test( 'integration', 'expected' ),
									],
								},
							],
						},
					],
				},
			],
			errors: [],
		};
		expect( playwrightCounts( report, [ 'integration', 'e2e' ] ) ).toEqual(
			{
				integration: { passed: 2, failed: 0, skipped: 0 },
				e2e: { passed: 1, failed: 1, skipped: 1 },
			}
		);
		expect(
			playwrightCounts( { ...report, errors: [ { message: 'x' } ] }, [
				'integration',
			] )
		).toEqual( { integration: { passed: 2, failed: 1, skipped: 0 } } );
	} );
} );

describe( 'findFocusAndSkip', () => {
	// The markers are assembled so that this file does not contain them itself.
	const only = [ 'it', 'only' ].join( '.' );
	const skip = [ 'test', 'skip' ].join( '.' );
	const describeOnly = [ 'test', 'describe', 'only' ].join( '.' );
	const fixme = [ 'test', 'fixme' ].join( '.' );
	const xit = [ 'x', 'it' ].join( '' );

	it( 'finds jest and Playwright focus and skip markers, and PHPUnit skips, by file and line', () => {
		const dir = fs.mkdtempSync(
			path.join( os.tmpdir(), 'opengive-focus-' )
		);
		fs.writeFileSync(
			path.join( dir, 'a.test.ts' ),
			`${ only }( 'x', () => {} );\nit( 'fine', () => {} );\n`
		);
		fs.writeFileSync(
			path.join( dir, 'b.spec.ts' ),
			`${ describeOnly }( 'x', () => {} );\n${ skip }( true, 'flaky' );\n${ fixme }( 'y', () => {} );\n${ xit }( 'z' );\n`
		);
		fs.writeFileSync(
			path.join( dir, 'CTest.php' ),
			'<?php\n$this->markTestSkipped( "no" );\n'
		);
		expect(
			findFocusAndSkip( dir, [ 'a.test.ts', 'b.spec.ts', 'CTest.php' ] )
		).toEqual( [
			`a.test.ts:1: ${ only }( 'x', () => {} );`,
			`b.spec.ts:1: ${ describeOnly }( 'x', () => {} );`,
			`b.spec.ts:2: ${ skip }( true, 'flaky' );`,
			`b.spec.ts:3: ${ fixme }( 'y', () => {} );`,
			`b.spec.ts:4: ${ xit }( 'z' );`,
			'CTest.php:2: $this->markTestSkipped( "no" );',
		] );
		fs.rmSync( dir, { recursive: true } );
	} );

	it( 'lists test files of every layer and none of them focuses or skips a test', () => {
		const files = testFiles( ROOT );
		expect( files ).toEqual(
			expect.arrayContaining( [
				'tests/unit/run-all-lib.test.ts',
				'tests/integration/donate-route.spec.ts',
				'tests/e2e/donate.spec.ts',
				'tests/php/CreateDonationTest.php',
			] )
		);
		expect( findFocusAndSkip( ROOT, files ) ).toEqual( [] );
	} );
} );

describe( 'projectExitCode', () => {
	const counts = {
		integration: { passed: 3, failed: 0, skipped: 0 },
		e2e: { passed: 2, failed: 1, skipped: 0 },
	};

	it( 'blames a failed run only on the project whose tests failed', () => {
		expect( projectExitCode( 1, counts, 'integration' ) ).toBe( 0 );
		expect( projectExitCode( 1, counts, 'e2e' ) ).toBe( 1 );
	} );

	it( 'keeps the code for every project when no report shows a failure', () => {
		const green = {
			integration: { passed: 3, failed: 0, skipped: 0 },
			e2e: { passed: 3, failed: 0, skipped: 0 },
		};
		expect( projectExitCode( 1, green, 'integration' ) ).toBe( 1 );
		expect( projectExitCode( 1, green, 'e2e' ) ).toBe( 1 );
		expect( projectExitCode( 2, null, 'e2e' ) ).toBe( 2 );
	} );
} );

describe( 'playwrightFailures', () => {
	it( 'names each failed test with its file, line, describe titles and project', () => {
		const spec = ( title: string, line: number, status: string ) => ( {
			title,
			file: 'tests/e2e/a.spec.ts',
			line,
			tests: [ { projectName: 'e2e', status } ],
		} );
		const report = {
			suites: [
				{
					title: 'tests/e2e/a.spec.ts',
					file: 'tests/e2e/a.spec.ts',
					specs: [
						spec( 'passes', 3, 'expected' ),
						spec( 'breaks', 9, 'unexpected' ),
					],
					suites: [
						{
							title: 'a group',
							file: 'tests/e2e/a.spec.ts',
							specs: [
								spec( 'times out', 20, 'unexpected' ),
								spec( 'skipped', 30, 'skipped' ),
							],
						},
					],
				},
			],
		};
		expect( playwrightFailures( report ) ).toEqual( [
			'tests/e2e/a.spec.ts:9 breaks [e2e]',
			'tests/e2e/a.spec.ts:20 a group › times out [e2e]',
		] );
		expect( playwrightFailures( null ) ).toEqual( [] );
	} );
} );

describe( 'playwrightTotal', () => {
	it( 'adds up the named projects of one report and leaves the others out', () => {
		const test = ( projectName: string, status: string ) => ( {
			projectName,
			status,
		} );
		const report = {
			suites: [
				{
					specs: [
						{
							tests: [
								test( 'integration', 'expected' ),
								test( 'e2e', 'unexpected' ),
								test( 'e2e', 'skipped' ),
								test( 'reliability', 'unexpected' ),
							],
						},
					],
				},
			],
		};
		expect( playwrightTotal( report, [ 'integration', 'e2e' ] ) ).toEqual( {
			passed: 1,
			failed: 1,
			skipped: 1,
		} );
	} );

	it( 'is null for a lost report, so the layer keeps the exit code', () => {
		expect( playwrightTotal( null, [ 'e2e' ] ) ).toBeNull();
	} );

	it( 'lets a PHPUnit failure in the native run leave a green Playwright part green', () => {
		const parts = {
			reliability: { passed: 43, failed: 2, skipped: 0 },
			playwright: { passed: 228, failed: 0, skipped: 0 },
		};
		expect( projectExitCode( 1, parts, 'playwright' ) ).toBe( 0 );
		expect( projectExitCode( 1, parts, 'reliability' ) ).toBe( 1 );
	} );
} );
