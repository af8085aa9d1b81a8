/**
 * `npm run bench:lighthouse`: Lighthouse 13 (mobile preset) against the donation page and WordPress's
 * own first post (no OpenGive block) on the native stack, with Debian's Chromium, side by side;
 * then the page weight of both (tests/bench/page-weight.mjs). Prints numbers; asserts nothing.
 *
 *   npm run bench:lighthouse [-- --runs=3 --url=http://127.0.0.1:8899 --pages=/supporters/,/appeals/]
 *   (--url measures a site already running, e.g. `npm start`'s demo, instead of starting one;
 *   --pages adds pages after the two compared ones, e.g. the wall and a grid for their CLS)
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startNative, stopNative } from './native-stack.mjs';
import { printPageWeights } from './page-weight.mjs';

const arg = ( name, fallback ) =>
	(
		process.argv.find( ( a ) => a.startsWith( `--${ name }=` ) ) || ''
	).split( '=' )[ 1 ] || fallback;
const RUNS = Number( arg( 'runs', 3 ) );
const PAGES = [
	// The demo's front page is its donation page: /donate/ answers a redirect to it, which would cost the
	// donation page a simulated mobile round trip the other page does not pay.
	[ 'donation page', '/' ],
	[ 'no OpenGive block', '/?p=1' ],
	...arg( 'pages', '' )
		.split( ',' )
		.filter( Boolean )
		.map( ( path ) => [ path, path ] ),
];

const median = ( values ) =>
	[ ...values ].sort( ( a, b ) => a - b )[ Math.floor( values.length / 2 ) ];

let stack = null;
let base = arg( 'url', '' );
if ( ! base ) {
	const port = 8897;
	stack = await startNative( port );
	base = `http://127.0.0.1:${ port }`;
}
const chrome = await chromeLauncher.launch( {
	chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	chromeFlags: [ '--headless=new', '--no-sandbox', '--disable-gpu' ],
} );
try {
	console.log(
		`Lighthouse 13, mobile preset, median of ${ RUNS } runs, ${ base }:`
	);
	for ( const [ label, path ] of PAGES ) {
		const samples = [];
		for ( let i = 0; i < RUNS; i++ ) {
			const { lhr } = await lighthouse( `${ base }${ path }`, {
				port: chrome.port,
				output: 'json',
				logLevel: 'error',
				onlyCategories: [ 'performance', 'accessibility' ],
			} );
			samples.push( {
				performance: Math.round(
					lhr.categories.performance.score * 100
				),
				accessibility: Math.round(
					lhr.categories.accessibility.score * 100
				),
				fcp: lhr.audits[ 'first-contentful-paint' ].numericValue,
				lcp: lhr.audits[ 'largest-contentful-paint' ].numericValue,
				cls: lhr.audits[ 'cumulative-layout-shift' ].numericValue,
				tbt: lhr.audits[ 'total-blocking-time' ].numericValue,
				// What the LCP is, so a slow one can be traced to its element.
				lcpElement:
					(
						lhr.audits[ 'lcp-breakdown-insight' ]?.details?.items ??
						[]
					).find( ( item ) => item?.type === 'node' )?.snippet ?? '',
			} );
		}
		const m = ( key ) => median( samples.map( ( s ) => s[ key ] ) );
		console.log(
			`  ${ label.padEnd( 18 ) } performance ${ m( 'performance' ) }, accessibility ${ m( 'accessibility' ) }, FCP ${ ( m( 'fcp' ) / 1000 ).toFixed( 2 ) } s, LCP ${ ( m( 'lcp' ) / 1000 ).toFixed( 2 ) } s, CLS ${ m( 'cls' ).toFixed( 3 ) }, TBT ${ m( 'tbt' ).toFixed( 0 ) } ms; LCP element ${ samples[ 0 ].lcpElement.slice( 0, 100 ) }`
		);
	}
	await printPageWeights(
		base,
		PAGES.map( ( [ , path ] ) => path )
	);
} finally {
	await chrome.kill();
	if ( stack ) {
		stopNative( stack );
	}
}
