/**
 * How npm test splits the Playground specs between shards: by measured time, whole files, nothing
 * lost or run twice.
 */
import path from 'node:path';
import { assignShards, specFiles, specSeconds } from '../playground-shards.mjs';

const ROOT = path.resolve( __dirname, '../..' );

describe( 'assignShards', () => {
	it( 'balances by seconds, not by file count: one long file against four short ones', () => {
		const weights = {
			'a.ts': 100,
			'b.ts': 25,
			'c.ts': 25,
			'd.ts': 25,
			'e.ts': 25,
		};
		const shards = assignShards( Object.keys( weights ), weights, 2 );
		expect( shards ).toEqual( [
			[ 'a.ts' ],
			[ 'b.ts', 'c.ts', 'd.ts', 'e.ts' ],
		] );
	} );

	it( 'gives every file to exactly one shard, unmeasured files weighing the median', () => {
		const files = [ 'a.ts', 'b.ts', 'c.ts', 'new.ts' ];
		const shards = assignShards(
			files,
			{ 'a.ts': 30, 'b.ts': 20, 'c.ts': 10 },
			2
		);
		expect( shards.flat().sort() ).toEqual( files );
		// Longest first: a (30) | b (20), then new (the median, 20) to b's lighter side, then c (10)
		// to a's side, now the lighter one.
		expect( shards ).toEqual( [
			[ 'a.ts', 'c.ts' ],
			[ 'b.ts', 'new.ts' ],
		] );
	} );

	it( 'counts what each shard’s lane runs first: a lane busy 60 s ahead takes less', () => {
		const weights = { 'a.ts': 40, 'b.ts': 30, 'c.ts': 20, 'd.ts': 10 };
		const shards = assignShards(
			Object.keys( weights ),
			weights,
			2,
			[ 0, 60 ]
		);
		// a (0+40) | b to the lighter lane: still the first (40 < 60) → 70; c → second (60+20=80);
		// d → first (70+10=80).
		expect( shards ).toEqual( [ [ 'a.ts', 'b.ts', 'd.ts' ], [ 'c.ts' ] ] );
		expect( assignShards( Object.keys( weights ), weights, 2 ) ).toEqual( [
			[ 'a.ts', 'd.ts' ],
			[ 'b.ts', 'c.ts' ],
		] );
	} );

	it( 'reads lane heads in the weights as no spec file (the median of files only)', () => {
		const shards = assignShards(
			[ 'a.ts', 'new.ts' ],
			{ '(native)': 500, 'a.ts': 10 },
			2
		);
		expect( shards ).toEqual( [ [ 'a.ts' ], [ 'new.ts' ] ] );
	} );

	it( 'with one shard runs everything in the given order', () => {
		expect( assignShards( [ 'z.ts', 'a.ts' ], {}, 1 ) ).toEqual( [
			[ 'z.ts', 'a.ts' ],
		] );
	} );
} );

describe( 'specSeconds', () => {
	it( 'adds every result of every test per file, nested suites included', () => {
		const report = {
			suites: [
				{
					file: 'tests/e2e/a.spec.ts',
					specs: [
						{
							file: 'tests/e2e/a.spec.ts',
							tests: [
								{
									results: [
										{ duration: 1500 },
										{ duration: 500 },
									],
								},
							],
						},
					],
					suites: [
						{
							specs: [
								{
									tests: [
										{ results: [ { duration: 1040 } ] },
									],
								},
							],
						},
					],
				},
				{
					file: 'tests/integration/b.spec.ts',
					specs: [
						{
							file: 'tests/integration/b.spec.ts',
							tests: [ { results: [ { duration: 250 } ] } ],
						},
					],
				},
			],
		};
		expect( specSeconds( report ) ).toEqual( {
			'tests/e2e/a.spec.ts': 3,
			'tests/integration/b.spec.ts': 0.3,
		} );
	} );
} );

describe( 'specFiles', () => {
	it( 'lists the real spec files of both projects, and the weights file knows each one Playground runs', () => {
		const files = specFiles( ROOT, [ 'integration', 'e2e' ] );
		expect( files ).toContain( 'tests/e2e/donate.spec.ts' );
		expect( files ).toContain( 'tests/integration/rest-contract.spec.ts' );
		expect( files.every( ( file ) => file.endsWith( '.spec.ts' ) ) ).toBe(
			true
		);

		// Playground runs the specs tests/targets.json lists; the shards are dealt by their weights.
		const weights = require( '../playground-shard-weights.json' );
		const onPlayground = Object.keys(
			require( '../targets.json' ).playground
		);
		expect( onPlayground.length ).toBeGreaterThan( 10 );
		expect(
			onPlayground.filter( ( file ) => ! files.includes( file ) )
		).toEqual( [] );
		expect(
			onPlayground.filter( ( file ) => ! ( file in weights ) )
		).toEqual( [] );
	} );
} );
