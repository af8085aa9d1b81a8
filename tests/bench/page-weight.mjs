/**
 * Page weight of one public page as a logged-out visitor's browser sees it: every script and
 * stylesheet it links, gzip -9 bytes grouped by who ships them (OpenGive, WordPress core, the theme
 * and the rest; each of ours also on its own), and how many of them block rendering (classic scripts in the head without
 * defer/async, stylesheets are counted apart). Used by `npm run bench`.
 */
import zlib from 'node:zlib';

const INLINE_SCRIPT_TEXT =
	/(<script\b(?![^>]*\bsrc=)[^>]*>)[\s\S]*?<\/script>/g;

function assets( html ) {
	const clean = html.replace( INLINE_SCRIPT_TEXT, '$1</script>' );
	const headEnd = clean.indexOf( '</head>' );
	const found = [];
	for ( const match of clean.matchAll(
		/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*>/g
	) ) {
		found.push( {
			kind: 'script',
			url: match[ 1 ],
			blocking:
				match.index < headEnd &&
				! /\b(defer|async)\b|type=["']module["']/.test( match[ 0 ] ),
		} );
	}
	for ( const match of clean.matchAll(
		/<link\b[^>]*rel=["']stylesheet["'][^>]*>/g
	) ) {
		const href = /href=["']([^"']+)["']/.exec( match[ 0 ] );
		if ( href ) {
			found.push( { kind: 'style', url: href[ 1 ], blocking: false } );
		}
	}
	return found;
}

function owner( url ) {
	if ( url.includes( '/plugins/opengive/' ) ) {
		return 'opengive';
	}
	if ( url.includes( '/wp-includes/' ) ) {
		return 'wordpress';
	}
	return url.includes( '/themes/' ) ? 'theme' : 'other';
}

/**
 * @param {string} pageUrl Page to measure.
 * @return {Promise<Object>} Bytes per owner and kind, and the render-blocking scripts.
 */
export async function measurePageWeight( pageUrl ) {
	const html = await ( await fetch( pageUrl ) ).text();
	const totals = {};
	const blocking = [];
	// Each of our files on its own, so a budget for one block can be read beside the page's total.
	const ours = [];
	for ( const asset of assets( html ) ) {
		const url = new URL(
			asset.url.replace( /&#0?38;|&amp;/g, '&' ),
			pageUrl
		);
		const body = Buffer.from( await ( await fetch( url ) ).arrayBuffer() );
		const who = owner( url.pathname );
		const key = `${ who } ${ asset.kind }`;
		const gzipped = zlib.gzipSync( body, { level: 9 } ).length;
		totals[ key ] = ( totals[ key ] || 0 ) + gzipped;
		if ( who === 'opengive' ) {
			ours.push( {
				file: url.pathname.replace( /^.*\/plugins\/opengive\//, '' ),
				bytes: gzipped,
			} );
		}
		if ( asset.blocking ) {
			blocking.push( url.pathname );
		}
	}
	return {
		totals,
		blocking,
		ours,
		html: zlib.gzipSync( html, { level: 9 } ).length,
	};
}

/**
 * Prints one line per page: gzip KB per owner and kind, and the render-blocking count.
 *
 * @param {string}   base  Site URL.
 * @param {string[]} paths Pages.
 */
export async function printPageWeights( base, paths ) {
	console.log(
		'\nPage weight as a logged-out visitor (gzip -9 KB; blocking = classic scripts in <head>):'
	);
	for ( const path of paths ) {
		const { totals, blocking, html, ours } = await measurePageWeight(
			`${ base }${ path }`
		);
		const parts = Object.entries( totals )
			.sort()
			.map(
				( [ key, bytes ] ) =>
					`${ key } ${ ( bytes / 1024 ).toFixed( 1 ) }`
			);
		console.log(
			`  ${ path.padEnd( 16 ) } html ${ ( html / 1024 ).toFixed( 1 ) }; ${ parts.join( '; ' ) }; render-blocking scripts: ${ blocking.length }${ blocking.length ? ` (${ blocking.join( ', ' ) })` : '' }`
		);
		console.log(
			`  ${ ''.padEnd( 16 ) } ours: ${ ours
				.map(
					( { file, bytes } ) =>
						`${ file } ${ ( bytes / 1024 ).toFixed( 1 ) }`
				)
				.join( ', ' ) }`
		);
	}
}
