/**
 * `npm run bench:scale [-- --donations=1000000 --runs=50]`: prints numbers, asserts nothing.
 *
 * Boots the native stack (nginx + PHP-FPM + MariaDB, tests/native/run.sh serve), seeds it by bulk SQL
 * (tests/bench/seed-scale.php: donations / 5 donors, 2,000 forms, 50 campaigns, 5 % recurring, 10 %
 * anonymous, four currencies, five years), then measures p50/p95 of every route of issue 17 over
 * --runs requests each, alternating with a bare `/wp-json/` request so the floor sees the same
 * conditions. Prints a table (ms and ratio to the floor) and writes bench/results/scale-<N>.json.
 * With BENCH_BASE_URL set it measures that already seeded site instead (BENCH_SEED_JSON: the seed's
 * output file with its adminAuth, adminCookie and donorCookie; BENCH_WP_DIR: that site's WordPress
 * folder, for the CSV export, which is skipped without it). --keep leaves the seeded site running
 * afterwards (for bench:load).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../playground/wordpress.mjs';
import { startNative, stopNative } from './native-stack.mjs';

const args = Object.fromEntries(
	process.argv
		.slice( 2 )
		.filter( ( a ) => a.startsWith( '--' ) )
		.map( ( a ) => {
			const [ key, value = 'true' ] = a.slice( 2 ).split( '=' );
			return [ key, value ];
		} )
);
const DONATIONS = Number( args.donations ?? 100000 );
const RUNS = Math.max( 50, Number( args.runs ?? 50 ) );
const PORT = Number( process.env.OPENGIVE_NATIVE_PORT ?? 9572 );
const WP =
	process.env.BENCH_WP_DIR ?? path.join( ROOT, '.cache/native/wordpress' );

const quantile = ( values, q ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min( sorted.length - 1, Math.floor( q * sorted.length ) )
	];
};

/**
 * The first day of the month five years ago (YYYY-MM-DD): the monthly overview's longest range
 * covers the seed's five years of gifts.
 */
function fiveYearsAgo() {
	const day = new Date();
	day.setUTCFullYear( day.getUTCFullYear() - 5, day.getUTCMonth() + 1, 1 );
	return day.toISOString().slice( 0, 10 );
}

async function timed( url, headers ) {
	const started = performance.now();
	const res = await fetch( url, { headers, redirect: 'manual' } );
	await res.arrayBuffer();
	const ms = performance.now() - started;
	return { ms, status: res.status, total: res.headers.get( 'x-wp-total' ) };
}

/**
 * The CSV export of every live donation, run by PHP's CLI against the measured site's WordPress
 * folder. Skipped (null) for a site given by BENCH_BASE_URL without BENCH_WP_DIR: the default
 * folder belongs to another site, and its numbers would be about the wrong database.
 *
 * @param {string} base The measured site's address.
 * @return {{lines: number, seconds: number, peakMemoryMB: number}|null} The export's figures.
 */
function measureExport( base ) {
	if ( process.env.BENCH_BASE_URL && ! process.env.BENCH_WP_DIR ) {
		console.log(
			'\n[bench:scale] CSV export skipped: set BENCH_WP_DIR to the WordPress folder of BENCH_BASE_URL'
		);
		return null;
	}
	console.log(
		'\n[bench:scale] CSV export of every live donation (CLI run of the same handler, output discarded)'
	);
	const exported = spawnSync(
		'php',
		[ 'tests/bench/export-memory.php', WP ],
		{
			cwd: ROOT,
			encoding: 'utf8',
			maxBuffer: 64 * 1024 * 1024,
			env: { ...process.env, HTTP_HOST: new URL( base ).host },
		}
	);
	try {
		const csv = JSON.parse( exported.stderr.trim().split( '\n' ).pop() );
		console.log(
			`  ${ csv.lines } lines in ${ csv.seconds } s, peak PHP memory ${ csv.peakMemoryMB } MB`
		);
		return csv;
	} catch {
		console.log( `  export failed: ${ exported.stderr }` );
		return null;
	}
}

async function main() {
	let native = null;
	let base = process.env.BENCH_BASE_URL;
	let seed;
	if ( base ) {
		seed = JSON.parse(
			fs.readFileSync( process.env.BENCH_SEED_JSON, 'utf8' )
		);
	} else {
		base = `http://127.0.0.1:${ PORT }`;
		console.log( `[bench:scale] starting the native stack on ${ base }` );
		native = await startNative( PORT );
		console.log(
			`[bench:scale] seeding ${ DONATIONS } donations by bulk SQL`
		);
		const started = Date.now();
		const run = spawnSync(
			'php',
			[ 'tests/bench/seed-scale.php', WP, String( DONATIONS ) ],
			{
				cwd: ROOT,
				encoding: 'utf8',
				maxBuffer: 64 * 1024 * 1024,
				env: { ...process.env, HTTP_HOST: `127.0.0.1:${ PORT }` },
			}
		);
		if ( run.status !== 0 ) {
			throw new Error(
				`seeding failed:\n${ run.stdout }\n${ run.stderr }`
			);
		}
		seed = JSON.parse( run.stdout.trim().split( '\n' ).pop() );
		seed.wallSeconds = ( Date.now() - started ) / 1000;
		console.log(
			`[bench:scale] seeded in ${ seed.wallSeconds.toFixed( 1 ) } s (rows ${ seed.seedSeconds } s, then indexes and totals)`
		);
	}
	const admin = { Authorization: seed.adminAuth };
	const v3 = `${ base }/wp-json/givewp/v3`;
	const email = encodeURIComponent( seed.searchEmail );
	const name = encodeURIComponent( seed.searchName );
	const routes = [
		[ 'floor: /wp-json/', `${ base }/wp-json/`, {} ],
		[ 'wp/v2/types (second floor)', `${ base }/wp-json/wp/v2/types`, {} ],
		[ 'donations first page', `${ v3 }/donations`, admin ],
		[
			'donations page 1000',
			`${ v3 }/donations?page=1000&per_page=20`,
			admin,
		],
		[
			'donations search email',
			`${ v3 }/donations?search=${ email }`,
			admin,
		],
		[
			'donations search name',
			`${ v3 }/donations?search=${ name }`,
			admin,
		],
		[
			'donations status=publish',
			`${ v3 }/donations?status=publish`,
			admin,
		],
		[
			'donations formId',
			`${ v3 }/donations?formId=${ seed.formId }`,
			admin,
		],
		[
			'donations campaignId',
			`${ v3 }/donations?campaignId=${ seed.campaignId }`,
			admin,
		],
		[
			'donations sort amount',
			`${ v3 }/donations?sort=amount&direction=desc`,
			admin,
		],
		[
			'donations sort date',
			`${ v3 }/donations?sort=createdAt&direction=desc`,
			admin,
		],
		[ 'donors first page', `${ v3 }/donors`, admin ],
		[ 'donors deep page', `${ v3 }/donors?page=500&per_page=20`, admin ],
		[ 'donors search email', `${ v3 }/donors?search=${ email }`, admin ],
		[ 'donors search name', `${ v3 }/donors?search=${ name }`, admin ],
		[
			'donors campaignId',
			`${ v3 }/donors?campaignId=${ seed.campaignId }`,
			admin,
		],
		[ 'subscriptions first page', `${ v3 }/subscriptions`, admin ],
		[
			'subscriptions deep page',
			`${ v3 }/subscriptions?page=40&per_page=20`,
			admin,
		],
		[
			'subscriptions search name',
			`${ v3 }/subscriptions?search=${ name }`,
			admin,
		],
		[
			'subscriptions status',
			`${ v3 }/subscriptions?status=active`,
			admin,
		],
		[
			'subscriptions sort amount',
			`${ v3 }/subscriptions?sort=amount&direction=desc`,
			admin,
		],
		[ 'campaigns list', `${ v3 }/campaigns`, admin ],
		[
			'campaign totals (v3 item)',
			`${ v3 }/campaigns/${ seed.campaignId }`,
			admin,
		],
		[
			'public campaign progress',
			`${ base }/wp-json/opengive/v1/campaigns/${ seed.campaignId }/progress`,
			{},
		],
		[
			'public campaign page',
			seed.campaignPage.replace( /^https?:\/\/[^/]+/, base ),
			{},
		],
		[ 'forms list', `${ v3 }/forms`, admin ],
		[
			'donor dashboard (500 gifts)',
			`${ base }/my-gifts/`,
			{ Cookie: seed.donorCookie },
		],
		[
			'admin overview (30 days)',
			`${ base }/wp-json/opengive/v1/reports/overview`,
			admin,
		],
		[
			'admin overview (12 months)',
			`${ base }/wp-json/opengive/v1/reports/overview?interval=month`,
			admin,
		],
		[
			'admin overview (5 years)',
			`${ base }/wp-json/opengive/v1/reports/overview?interval=month&after=${ fiveYearsAgo() }`,
			admin,
		],
		[
			'admin donations screen',
			`${ base }/wp-admin/edit.php?post_type=opengive_form&page=opengive-donations`,
			{ Cookie: seed.adminCookie },
		],
	];
	const results = [];
	const floorSamples = [];
	for ( const [ label, url, headers ] of routes ) {
		const samples = [];
		let last;
		for ( let i = 0; i < 3; i++ ) {
			last = await timed( url, headers );
		}
		for ( let i = 0; i < RUNS; i++ ) {
			// The floor is measured between the route's requests: same load, same moment.
			floorSamples.push( ( await timed( `${ base }/wp-json/`, {} ) ).ms );
			last = await timed( url, headers );
			samples.push( last.ms );
		}
		results.push( {
			label,
			url: url.replace( base, '' ),
			status: last.status,
			total: last.total,
			p50: quantile( samples, 0.5 ),
			p95: quantile( samples, 0.95 ),
		} );
		process.stdout.write( '.' );
	}
	const floor = quantile( floorSamples, 0.5 );
	console.log(
		`\n\nOpenGive bench:scale, ${ DONATIONS.toLocaleString( 'en' ) } donations, ${ RUNS } requests per route, floor /wp-json/ p50 ${ floor.toFixed( 1 ) } ms\n`
	);
	console.log(
		`${ 'route'.padEnd( 32 ) } ${ 'status'.padStart( 6 ) } ${ 'X-WP-Total'.padStart( 10 ) } ${ 'p50 ms'.padStart( 8 ) } ${ 'p95 ms'.padStart( 8 ) } ${ 'x floor'.padStart( 8 ) }`
	);
	for ( const r of results ) {
		r.ratio = r.p50 / floor;
		console.log(
			`${ r.label.padEnd( 32 ) } ${ String( r.status ).padStart( 6 ) } ${ String( r.total ?? '' ).padStart( 10 ) } ${ r.p50.toFixed( 1 ).padStart( 8 ) } ${ r.p95.toFixed( 1 ).padStart( 8 ) } ${ r.ratio.toFixed( 2 ).padStart( 8 ) }`
		);
	}
	const csv = measureExport( base );
	const outDir = path.join( ROOT, 'bench/results' );
	fs.mkdirSync( outDir, { recursive: true } );
	const file = path.join( outDir, `scale-${ DONATIONS }.json` );
	fs.writeFileSync(
		file,
		JSON.stringify(
			{
				when: new Date().toISOString(),
				donations: DONATIONS,
				runs: RUNS,
				floorMs: floor,
				seed: {
					...seed,
					adminAuth: undefined,
					donorCookie: undefined,
					adminCookie: undefined,
				},
				csv,
				routes: results,
			},
			null,
			'\t'
		) + '\n'
	);
	console.log( `[bench:scale] wrote ${ path.relative( ROOT, file ) }` );
	if ( native && args.keep ) {
		// --keep: leave the seeded site up for bench:load (BENCH_BASE_URL=… npm run bench:load).
		console.log(
			`[bench:scale] the seeded site keeps running on ${ base } (process group ${ native.pid })`
		);
		native.stdout.destroy();
		native.unref();
	} else if ( native ) {
		stopNative( native );
	}
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
