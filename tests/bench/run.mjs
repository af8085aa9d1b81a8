/**
 * `npm run bench`: prints numbers, asserts nothing.
 *   - gzip sizes of every built asset (what a donor's browser downloads)
 *   - Playground boot time from a pristine copy to the first answered request
 *   - median latency of the donation page and of a donation through REST, on Playground
 * Run `npm run build` first (the script builds if build/ is missing).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../../playground/wordpress.mjs';

const BUILD = path.join( ROOT, 'build' );
if ( ! fs.existsSync( path.join( BUILD, 'blocks' ) ) ) {
	spawnSync( 'npx', [ 'wp-scripts', 'build' ], {
		cwd: ROOT,
		stdio: 'inherit',
	} );
}

function walk( dir ) {
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const full = path.join( dir, entry.name );
			return entry.isDirectory() ? walk( full ) : [ full ];
		} );
}

console.log( 'Built assets (bytes raw / gzip -9):' );
// Visitors download the blocks' assets; wp-admin screens and the editor panel only reach staff.
const ADMIN_ONLY = /^(admin|form-settings)\//;
const totals = { site: 0, admin: 0 };
for ( const file of walk( BUILD ).filter(
	( f ) => /\.(js|css)$/.test( f ) && ! f.includes( '-rtl.' )
) ) {
	const raw = fs.readFileSync( file );
	const gz = zlib.gzipSync( raw, { level: 9 } ).length;
	const relative = path.relative( BUILD, file );
	totals[ ADMIN_ONLY.test( relative ) ? 'admin' : 'site' ] += gz;
	console.log(
		`  ${ relative.padEnd( 44 ) } ${ String( raw.length ).padStart( 7 ) } / ${ String( gz ).padStart( 6 ) }`
	);
}
console.log(
	`  ${ 'total for the site (gzip)'.padEnd( 44 ) } ${ ''.padStart( 7 ) }   ${ String( totals.site ).padStart( 6 ) }`
);
console.log(
	`  ${ 'total for wp-admin and the editor (gzip)'.padEnd( 44 ) } ${ ''.padStart( 7 ) }   ${ String( totals.admin ).padStart( 6 ) }`
);

const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.floor( sorted.length / 2 ) ];
};

async function time( fn, runs ) {
	const samples = [];
	for ( let i = 0; i < runs; i++ ) {
		const started = performance.now();
		await fn();
		samples.push( performance.now() - started );
	}
	return median( samples );
}

const { bootPlayground } = await import( '../../playground/boot.mjs' );
const { printPageWeights } = await import( './page-weight.mjs' );
const { printAdminWeights } = await import( './admin-weight.mjs' );
const bootStarted = performance.now();
const site = await bootPlayground( { port: 9470, siteName: 'bench' } );
console.log(
	`\nPlayground boot (pristine copy → first answer): ${ ( ( performance.now() - bootStarted ) / 1000 ).toFixed( 1 ) } s`
);

try {
	const page = await time( async () => {
		const response = await fetch( `${ site.url }/donate/` );
		await response.text();
	}, 10 );
	const html = await ( await fetch( `${ site.url }/donate/` ) ).text();
	const formId = Number(
		( html.match( /name="give-form-id" value="(\d+)"/ ) || [] )[ 1 ]
	);
	let sent = 0;
	const donate = await time( async () => {
		const response = await fetch(
			`${ site.url }/wp-json/opengive/v1/donations`,
			{
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify( {
					formId,
					amount: 2500,
					levelId: '2',
					firstName: 'Bench',
					lastName: 'Mark',
					// A new donor each time: the per-email rate limit allows 5 in 10 minutes.
					email: `bench-${ ++sent }@example.org`,
					gatewayId: 'test',
				} ),
			}
		);
		if ( response.status !== 201 ) {
			throw new Error( `donate answered ${ response.status }` );
		}
	}, 10 );
	console.log(
		`Playground GET /donate/ (median of 10): ${ page.toFixed( 0 ) } ms`
	);
	console.log(
		`Playground POST donation (median of 10): ${ donate.toFixed( 0 ) } ms`
	);
	// The donation page, the donor wall, and WordPress's own first post (no OpenGive block) beside them.
	await printPageWeights( site.url, [ '/donate/', '/supporters/', '/?p=1' ] );
	await printAdminWeights( site.url );
} finally {
	await site.stop();
}
