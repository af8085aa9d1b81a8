/**
 * The "partner site": a plain HTML page on another origin (no WordPress) that embeds the demo's
 * donation forms with the copy-paste snippet, in every format. `npm start` serves it on PORT+2; the
 * embed browser test starts its own on a free port.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const TEMPLATE = path.join(
	path.dirname( new URL( import.meta.url ).pathname ),
	'index.html'
);
const FORMATS = [ 'inline', 'modal', 'reveal', 'newTab' ];

const escape = ( text ) =>
	String( text )
		.replace( /&/g, '&amp;' )
		.replace( /"/g, '&quot;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );

/**
 * One embed root, as the editor's snippet prints it (src/embed/snippet.ts).
 *
 * @param {string} wordpressUrl The charity's site.
 * @param {number} formId       Form.
 * @param {string} format       Format.
 * @param {string} button       Button text.
 */
export function embedRoot( wordpressUrl, formId, format, button ) {
	const view = `${ wordpressUrl }/?givewp-route=donation-form-view&form-id=${ formId }`;
	return `<div class="root-data-givewp-embed" data-givewp-embed-id="opengive-embed-${ formId }-${ format }" data-src="${ escape( view ) }" data-form-url="${ escape( view ) }" data-form-view-url="${ escape( view ) }" data-form-format="${ format }" data-open-form-button="${ escape( button ) }"></div>`;
}

async function formsOf( wordpressUrl ) {
	const response = await fetch(
		`${ wordpressUrl }/wp-json/wp/v2/opengive-forms?per_page=20&_fields=id,title`
	);
	const forms = await response.json();
	return forms.map( ( form ) => ( {
		id: form.id,
		title: form.title.rendered,
	} ) );
}

/**
 * The page: the first form in every format, the others as modal buttons.
 *
 * @param {string}                             wordpressUrl The charity's site.
 * @param {Array<{id: number, title: string}>} forms        Forms to embed.
 */
export function partnerPage( wordpressUrl, forms ) {
	const [ first, ...others ] = forms;
	const sections = first
		? FORMATS.map(
				( format ) => `<section aria-labelledby="embed-${ format }">
			<h2 id="embed-${ format }">${ escape( first.title ) }: ${ format }</h2>
			${ embedRoot( wordpressUrl, first.id, format, `Give to ${ first.title }` ) }
			<pre tabindex="0">${ escape( embedRoot( wordpressUrl, first.id, format, `Give to ${ first.title }` ) ) }</pre>
		</section>`
			)
		: [ '<p>No published donation form yet.</p>' ];
	others.forEach( ( form ) =>
		sections.push( `<section aria-labelledby="embed-form-${ form.id }">
			<h2 id="embed-form-${ form.id }">${ escape( form.title ) }</h2>
			${ embedRoot( wordpressUrl, form.id, 'modal', `Give to ${ form.title }` ) }
		</section>` )
	);
	return fs
		.readFileSync( TEMPLATE, 'utf8' )
		.replace( '{{EMBEDS}}', sections.join( '\n' ) )
		.replace(
			'{{LOADER}}',
			escape( `${ wordpressUrl }/?opengive-embed=embed.js` )
		);
}

/**
 * Starts the partner site.
 *
 * @param {Object}                             options
 * @param {string}                             options.wordpressUrl The charity's site.
 * @param {number}                             [options.port]       0 picks a free port.
 * @param {string}                             [options.host]       Host to listen on.
 * @param {Array<{id: number, title: string}>} [options.forms]      Forms to embed (default: every published one).
 */
export function startPartnerSite( {
	wordpressUrl,
	port = 0,
	host = '127.0.0.1',
	forms,
} ) {
	const site = wordpressUrl.replace( /\/$/, '' );
	const server = http.createServer( async ( request, response ) => {
		if ( request.url !== '/' && ! request.url.startsWith( '/?' ) ) {
			response.writeHead( 404, { 'content-type': 'text/plain' } );
			response.end( 'Not found' );
			return;
		}
		try {
			const html = partnerPage(
				site,
				forms ?? ( await formsOf( site ) )
			);
			response.writeHead( 200, {
				'content-type': 'text/html; charset=utf-8',
				'cache-control': 'no-store',
			} );
			response.end( html );
		} catch ( error ) {
			response.writeHead( 502, { 'content-type': 'text/plain' } );
			response.end(
				`The charity's site did not answer: ${ error.message }`
			);
		}
	} );
	return new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, host, () => {
			const address = server.address();
			resolve( {
				port: address.port,
				url: `http://localhost:${ address.port }`,
				stop: () =>
					new Promise( ( done ) => server.close( () => done() ) ),
			} );
		} );
	} );
}
