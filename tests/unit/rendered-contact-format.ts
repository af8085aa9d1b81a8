/**
 * The contact form markup the demo pages really print, recorded from the running plugin into
 * tests/fixtures/rendered-contact/ (tests/integration/contact-rendered.spec.ts checks and records
 * it) and rendered by the widget tests. What changes between sites and requests (addresses, post
 * ids, the fill-time stamp, the quiz hash) is replaced by fixed values, the same way on both sides.
 */
import path from 'path';

export const RENDERED_CONTACT_DIR = path.join(
	__dirname,
	'..',
	'fixtures',
	'rendered-contact'
);

export const RECORDED_CONTACT_PAGES = [ 'contact', 'volunteer' ] as const;

/**
 * The block's HTML out of a whole page.
 *
 * @param html The page.
 */
export function contactBlockHtml( html: string ): string {
	const start = html.indexOf(
		'<div class="wpcf7 wp-block-opengive-contact-form'
	);
	const end = html.indexOf( '</form></div>', start );
	if ( start < 0 || end < 0 ) {
		throw new Error( 'No contact form block on the page.' );
	}
	return html.slice( start, end + '</form></div>'.length );
}

/**
 * Replaces the volatile parts with fixed ones.
 *
 * @param html    The block's HTML.
 * @param baseUrl The site's address.
 */
export function normalizeContactHtml( html: string, baseUrl: string ): string {
	const escapedBase = baseUrl.replace( /\/$/, '' );
	return html
		.split( escapedBase.replace( /\//g, '\\/' ) )
		.join( 'http:\\/\\/site.test' )
		.split( escapedBase )
		.join( 'http://site.test' )
		.replace( /wpcf7-f\d+(-p\d+)?-o\d+/g, 'wpcf7-f1-p2-o1' )
		.replace( /(&quot;id&quot;:)\d+/g, '$1' + '1' )
		.replace( /(&quot;containerPost&quot;:)\d+/g, '$1' + '2' )
		.replace( /(name="_wpcf7" value=")\d+/g, '$1' + '1' )
		.replace( /(name="_wpcf7_container_post" value=")\d+/g, '$1' + '2' )
		.replace(
			/(name="_opengive_started" value=")\d+\.[a-f0-9]{16}/g,
			'$1' + '1700000000.0000000000000000'
		)
		.replace(
			/(name="_opengive_quiz_answer_[^"]+" value=")[a-f0-9]{64}/g,
			'$1' + 'QUIZHASH'
		)
		.replace( /(&quot;pluginVersion&quot;:&quot;)[^&]*/g, '$1' + '0.0.0' )
		.replace( /(name="_wpcf7_version" value=")[^"]*/g, '$1' + '0.0.0' );
}
