/**
 * `npm run bench:load [-- --donations=1000 --seconds=10]`: prints numbers, asserts nothing.
 *
 * Against the native stack (started here like bench:scale, or BENCH_BASE_URL for a running one):
 *   1. a donation through POST /opengive/v1/donations (test gateway) vs the bare /wp-json/ floor,
 *      p50/p95 over 50 sequential requests each, alternating;
 *   2. throughput with 20 concurrent clients (autocannon, loopback, bounded by --seconds) for the
 *      floor and for donations (each with its own email and idempotency key);
 *   3. --donations gifts from 20 concurrent clients, where every client re-sends 10 % of its
 *      requests with the same idempotency key (a retry after a lost answer) and retries any failed
 *      request: then counts the rows (0 lost, 0 duplicated) and checks the form's maintained total
 *      against the sum of its rows.
 * The rate limits are lifted for the run (every request comes from 127.0.0.1) and restored after.
 * Three shapes of the native stack by default, each started fresh (--nodes=2: two PHP-FPM pools
 * behind nginx with Redis, the production shape; the same with OPENGIVE_MAIL_BY_CRON, --mail=cron,
 * where the requests only queue their mail and a cron run sends it: after the throughput window the
 * run is timed on what the window queued; --nodes=1: one pool, no Redis). Writes
 * bench/results/load.json.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../playground/wordpress.mjs';
import { CLIENTS, cannon, get, gift, post, quantile } from './load-http.mjs';
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
const TOTAL = Number( args.donations ?? 1000 );
const SECONDS = Number( args.seconds ?? 10 );
const PORT = Number( process.env.OPENGIVE_NATIVE_PORT ?? 9572 );
const WP = path.join( ROOT, '.cache/native/wordpress' );
const sleep = ( ms ) => new Promise( ( r ) => setTimeout( r, ms ) );

/**
 * Runs PHP inside the native site.
 *
 * @param {string} code PHP statements.
 * @return {string} What they printed.
 */
function wpPhp( code ) {
	const run = spawnSync(
		'php',
		[
			'-r',
			`require ${ JSON.stringify( WP + '/wp-load.php' ) }; ${ code }`,
		],
		{
			cwd: ROOT,
			encoding: 'utf8',
			env: { ...process.env, HTTP_HOST: `127.0.0.1:${ PORT }` },
		}
	);
	if ( run.status !== 0 ) {
		throw new Error( run.stderr || run.stdout );
	}
	return run.stdout.trim();
}

/**
 * One run against one shape of the native stack (nodes: 2 = two PHP-FPM pools + Redis, 1 = one pool;
 * null = the site at BENCH_BASE_URL).
 *
 * @param {number|null} nodes      Shape to start.
 * @param {boolean}     mailByCron Start it with OPENGIVE_MAIL_BY_CRON.
 */
async function measure( nodes, mailByCron = false ) {
	let native = null;
	let base = process.env.BENCH_BASE_URL;
	if ( ! base ) {
		base = `http://127.0.0.1:${ PORT }`;
		if ( mailByCron ) {
			process.env.OPENGIVE_NATIVE_MAIL_BY_CRON = '1';
		} else {
			delete process.env.OPENGIVE_NATIVE_MAIL_BY_CRON;
		}
		native = await startNative( PORT, nodes );
	}
	const formId = Number(
		wpPhp(
			`echo (int) $GLOBALS['wpdb']->get_var( "SELECT ID FROM {$GLOBALS['wpdb']->posts} WHERE post_type = 'opengive_form' AND post_title = 'Keep the Light On' LIMIT 1" );`
		)
	);
	const saved = wpPhp(
		`echo wp_json_encode( get_option( 'opengive_settings', array() ) );`
	);
	wpPhp(
		`update_option( 'opengive_settings', array_merge( (array) get_option( 'opengive_settings', array() ), array( 'rate_limit_ip' => 100000000, 'rate_limit_email' => 100000000 ) ) );`
	);
	const url = `${ base }/wp-json/opengive/v1/donations`;
	const run = Date.now().toString( 36 );
	const out = {
		nodes,
		mailByCron,
		when: new Date().toISOString(),
		clients: CLIENTS,
		seconds: SECONDS,
	};
	try {
		// 1. Latency, alternating with the floor.
		const floor = [];
		const donate = [];
		for ( let i = 0; i < 53; i++ ) {
			const f = await get( `${ base }/wp-json/` );
			const d = await post(
				url,
				gift( formId, `${ run }l`, randomUUID() )
			);
			if ( d.status !== 201 ) {
				throw new Error(
					`donation answered ${ d.status }: ${ JSON.stringify( d.json ) }`
				);
			}
			if ( i >= 3 ) {
				floor.push( f );
				donate.push( d.ms );
			}
		}
		out.latency = {
			floorP50: quantile( floor, 0.5 ),
			floorP95: quantile( floor, 0.95 ),
			donateP50: quantile( donate, 0.5 ),
			donateP95: quantile( donate, 0.95 ),
		};
		out.latency.ratio = out.latency.donateP50 / out.latency.floorP50;

		// 2. Throughput, 20 clients.
		const floorRun = await cannon( { url: `${ base }/wp-json/` }, SECONDS );
		// Every request its own email and idempotency key (autocannon's [<id>] may hold '/' or '+',
		// which the key's format refuses).
		const donateRun = await cannon(
			{
				url,
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				requests: [
					{
						setupRequest: ( req ) => ( {
							...req,
							body: JSON.stringify(
								gift( formId, `${ run }t`, randomUUID() )
							),
						} ),
					},
				],
			},
			SECONDS
		);
		out.throughput = {
			floorPerSecond: floorRun.requests.average,
			donationsPerSecond: donateRun.requests.average,
			donateNon2xx: donateRun.non2xx,
			donateErrors: donateRun.errors,
			donateStatusCodes: donateRun.statusCodeStats,
			donateLatencyP50: donateRun.latency.p50,
		};
		out.throughput.ratio =
			out.throughput.donationsPerSecond / out.throughput.floorPerSecond;
		if ( mailByCron ) {
			// The cron run over what the latency and throughput parts queued: one pass over every due
			// row (a refused send waits for its retry, so each row is tried once here).
			out.mailRun = JSON.parse(
				wpPhp( `global $wpdb; $t = OpenGive\\Mail\\MailQueue::table();
					$due = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$t} WHERE status = 'queued'" );
					$started = microtime( true );
					$sent = OpenGive\\Mail\\MailQueue::drain( 3600 );
					echo wp_json_encode( array( 'queued' => $due, 'sent' => $sent, 'seconds' => microtime( true ) - $started ) );` )
			);
		}

		// 3. TOTAL donations, 20 clients, 10 % sent twice, failures retried with the same key.
		const keys = Array.from( { length: TOTAL }, () => randomUUID() );
		const answers = new Map();
		let retries = 0;
		let next = 0;
		const started = performance.now();
		const before = Number(
			wpPhp(
				`echo (int) $GLOBALS['wpdb']->get_var( "SELECT COUNT(*) FROM {$GLOBALS['wpdb']->prefix}opengive_donations WHERE form_id = ${ formId }" );`
			)
		);
		await Promise.all(
			Array.from( { length: CLIENTS }, async () => {
				while ( next < keys.length ) {
					const key = keys[ next++ ];
					const body = gift( formId, `${ run }r`, key );
					const sends = Math.random() < 0.1 ? 2 : 1;
					for ( let s = 0; s < sends; s++ ) {
						for ( let attempt = 0; ; attempt++ ) {
							const res = await post( url, body ).catch( () => ( {
								status: 0,
							} ) );
							if ( res.status === 201 ) {
								const seen = answers.get( key );
								if (
									seen !== undefined &&
									seen !== res.json.donationId
								) {
									answers.set( key, -1 ); // Two donations for one key: a duplicate.
								} else {
									answers.set( key, res.json.donationId );
								}
								break;
							}
							retries++;
							if ( attempt > 5 ) {
								break;
							}
							await sleep( 50 * ( attempt + 1 ) );
						}
						if ( s === 0 && sends === 2 ) {
							retries++;
						}
					}
				}
			} )
		);
		const seconds = ( performance.now() - started ) / 1000;
		const check = JSON.parse(
			wpPhp( `global $wpdb; $t = $wpdb->prefix; echo wp_json_encode( array(
				'rows' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$t}opengive_donations WHERE email LIKE 'load-${ run }r-%'" ),
				'distinctKeys' => (int) $wpdb->get_var( "SELECT COUNT(DISTINCT idempotency_key) FROM {$t}opengive_donations WHERE email LIKE 'load-${ run }r-%'" ),
				'formRows' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$t}opengive_donations WHERE form_id = ${ formId }" ),
				'counted' => OpenGive\\Plugin::container()->get( OpenGive\\Donations\\Repositories\\DonationRepository::class )->count( ( new OpenGive\\Support\\Database\\ListQuery() )->equals( 'form_id', ${ formId } ) ),
				'liveSum' => (int) $wpdb->get_var( "SELECT COALESCE(SUM(amount), 0) FROM {$t}opengive_donations WHERE form_id = ${ formId } AND status = 'publish' AND mode = 'live' AND currency = 'USD'" ),
				'liveTotal' => ( OpenGive\\Plugin::container()->get( OpenGive\\Donations\\Repositories\\DonationRepository::class )->totals_for_forms( array( ${ formId } ) )[ ${ formId } ]['amount'] ?? 0 ),
			) );` )
		);
		out.donations = {
			requested: TOTAL,
			answered201: [ ...answers.values() ].filter( ( v ) => v > 0 )
				.length,
			keysWithTwoDonations: [ ...answers.values() ].filter(
				( v ) => v === -1
			).length,
			retriesAndResends: retries,
			rowsWritten: check.rows,
			lost: TOTAL - check.rows,
			duplicated: check.rows - check.distinctKeys,
			formRowsBefore: before,
			formRowsAfter: check.formRows,
			listTotalMatchesRows: check.counted === check.formRows,
			goalTotalMatchesRows: check.liveSum === check.liveTotal,
			seconds,
			perSecond: TOTAL / seconds,
		};
	} finally {
		wpPhp(
			`update_option( 'opengive_settings', json_decode( ${ JSON.stringify( saved ) }, true ) );`
		);
		if ( native ) {
			stopNative( native );
		}
	}
	return out;
}

/**
 * Prints one shape's numbers.
 *
 * @param {Object} out What measure() returned.
 */
function report( out ) {
	const shape =
		out.nodes === null
			? 'BENCH_BASE_URL'
			: `${ out.nodes } node(s)${ out.nodes === 2 ? ' + Redis' : '' }`;
	const mail = out.mailByCron ? ', mail by cron' : '';
	console.log( `\nOpenGive bench:load, ${ shape }${ mail }` );
	console.log(
		`  donate p50 ${ out.latency.donateP50.toFixed( 1 ) } ms (p95 ${ out.latency.donateP95.toFixed( 1 ) }) vs floor p50 ${ out.latency.floorP50.toFixed( 1 ) } ms: ${ out.latency.ratio.toFixed( 2 ) }x`
	);
	console.log(
		`  ${ CLIENTS } clients, ${ SECONDS } s: floor ${ out.throughput.floorPerSecond.toFixed( 1 ) } req/s, donations ${ out.throughput.donationsPerSecond.toFixed( 1 ) }/s (${ out.throughput.ratio.toFixed( 2 ) }x the floor; non-2xx ${ out.throughput.donateNon2xx }, errors ${ out.throughput.donateErrors })`
	);
	if ( out.mailRun ) {
		const m = out.mailRun;
		console.log(
			`  mail left to the cron run: ${ m.queued } queued, one run tried them in ${ m.seconds.toFixed( 1 ) } s (${ ( ( m.seconds * 1000 ) / Math.max( 1, m.queued ) ).toFixed( 1 ) } ms each, ${ m.sent } accepted by wp_mail)`
		);
	}
	const d = out.donations;
	console.log(
		`  ${ d.requested } donations with retries: ${ d.rowsWritten } rows, lost ${ d.lost }, duplicated ${ d.duplicated }, keys answered with two ids ${ d.keysWithTwoDonations }, ${ d.retriesAndResends } re-sends; ${ d.perSecond.toFixed( 1 ) }/s; list total = rows: ${ d.listTotalMatchesRows }, goal total = rows: ${ d.goalTotalMatchesRows }`
	);
}

async function main() {
	// Every shape by default, two nodes first: the recommended production shape (with mail sent
	// after each response, then by the cron run) against one pool.
	let shapes = [
		[ 2, false ],
		[ 2, true ],
		[ 1, false ],
	];
	if ( args.nodes || args.mail ) {
		shapes = [ [ Number( args.nodes ?? 2 ), args.mail === 'cron' ] ];
	}
	if ( process.env.BENCH_BASE_URL ) {
		shapes = [ [ null, false ] ];
	}
	const results = [];
	for ( const [ nodes, mailByCron ] of shapes ) {
		results.push( await measure( nodes, mailByCron ) );
	}
	results.forEach( report );
	const dir = path.join( ROOT, 'bench/results' );
	fs.mkdirSync( dir, { recursive: true } );
	fs.writeFileSync(
		path.join( dir, 'load.json' ),
		JSON.stringify( results, null, '\t' ) + '\n'
	);
	console.log( '[bench:load] wrote bench/results/load.json' );
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
