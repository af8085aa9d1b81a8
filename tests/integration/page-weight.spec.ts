/**
 * What a donation page makes a visitor's browser download before it can paint (issue 19's page
 * weight item): nothing render-blocking of ours or of the WordPress scripts ours need, and no
 * script chain the form does not use.
 */
import { test, expect } from '@playwright/test';
import { baseUrl } from '../site';

/**
 * Every classic `<script src>` tag of an HTML fragment, with its attributes.
 *
 * @param html Page HTML or a part of it.
 */
function scriptTags( html: string ): string[] {
	// Inline scripts' text can contain tag-like strings (core's import-map polyfill loader does).
	const withoutInlineText = html.replace(
		/(<script\b(?![^>]*\bsrc=)[^>]*>)[\s\S]*?<\/script>/g,
		'$1</script>'
	);
	return withoutInlineText.match( /<script\b[^>]*\bsrc=[^>]*>/g ) ?? [];
}

test( 'the donation page prints no render-blocking script in its head, and its React chain after the content, deferred', async ( {
	request,
} ) => {
	const html = await ( await request.get( `${ baseUrl() }/` ) ).text();
	const headEnd = html.indexOf( '</head>' );
	expect( headEnd ).toBeGreaterThan( 0 );
	const head = html.slice( 0, headEnd );
	const body = html.slice( headEnd );

	const blockingInHead = scriptTags( head ).filter(
		( tag ) => ! /\b(defer|async)\b|type=["']module["']/.test( tag )
	);
	expect( blockingInHead ).toEqual( [] );

	// The form is really on the page, and its script and React come after the content it hydrates.
	expect( body ).toContain( 'wp-block-opengive-donation-form' );
	const bodyScripts = scriptTags( body ).join( '\n' );
	expect( bodyScripts ).toContain( 'id="react-js"' );
	expect( bodyScripts ).toContain( 'id="react-dom-js"' );
	expect( bodyScripts ).toContain(
		'id="opengive-donation-form-view-script-js"'
	);
	// React and the packages under the form's script wait for the parser (DeferredVendorScripts).
	const deferred = scriptTags( body )
		.filter( ( tag ) => /\sdefer[\s>]/.test( tag ) )
		.map( ( tag ) => /\bid="([^"]+)-js"/.exec( tag )?.[ 1 ] );
	expect( deferred ).toEqual(
		expect.arrayContaining( [
			'react',
			'react-dom',
			'wp-element',
			'opengive-donation-form-view-script',
		] )
	);
} );

test( 'the donation page loads neither @wordpress/compose, wp-polyfill (WordPress 6.6 dropped it from React; 6.5 gets the same) nor api-fetch and url (the form posts through its own REST wrapper)', async ( {
	request,
} ) => {
	const html = await ( await request.get( `${ baseUrl() }/` ) ).text();
	const ids = scriptTags( html ).map(
		( tag ) => /\bid=["']([^"']+)["']/.exec( tag )?.[ 1 ] ?? tag
	);
	expect( ids ).toContain( 'opengive-donation-form-view-script-js' );
	expect( ids ).not.toContain( 'wp-compose-js' );
	expect( ids ).not.toContain( 'wp-keycodes-js' );
	expect( ids ).not.toContain( 'wp-polyfill-js' );
	expect( ids ).not.toContain( 'regenerator-runtime-js' );
	expect( ids ).not.toContain( 'wp-api-fetch-js' );
	expect( ids ).not.toContain( 'wp-url-js' );
	// What api-fetch's inline setup gave the form: the REST root and a nonce, before the form's script.
	const settings = html.indexOf( 'var opengiveRest = {' );
	expect( settings ).toBeGreaterThan( 0 );
	expect( settings ).toBeLessThan(
		html.indexOf( 'id="opengive-donation-form-view-script-js"' )
	);
	expect( html ).toMatch(
		/var opengiveRest = \{"root":"[^"]+","nonce":"[0-9a-f]{10}"/
	);
} );

test( 'the donor wall page loads no WordPress script package (its view carries its sentences from the server, not wp-i18n)', async ( {
	request,
} ) => {
	const html = await (
		await request.get( `${ baseUrl() }/supporters/` )
	).text();
	const tags = scriptTags( html );
	expect( tags.join( '\n' ) ).toContain(
		'id="opengive-donor-wall-view-script-js"'
	);
	expect(
		tags.filter( ( tag ) => tag.includes( '/wp-includes/js/dist/' ) )
	).toEqual( [] );
	expect( html ).toContain( 'data-texts="{&quot;close&quot;:' );
} );

test( 'the grid and campaign pages load no WordPress script package and no React (their views are plain DOM, with the dialog texts from the server)', async ( {
	request,
} ) => {
	for ( const [ path, handle ] of [
		[ '/appeals/', 'opengive-form-grid-view-script-js' ],
		[ '/winter-lights/', 'opengive-campaign-view-script-js' ],
	] ) {
		const html = await (
			await request.get( `${ baseUrl() }${ path }` )
		).text();
		const tags = scriptTags( html );
		expect( tags.join( '\n' ) ).toContain( `id="${ handle }"` );
		expect(
			tags.filter( ( tag ) =>
				/\/wp-includes\/js\/dist\/|id="react(-dom)?-js"/.test( tag )
			)
		).toEqual( [] );
		expect( html ).toContain(
			'data-opengive-close-label="Close" data-opengive-loading-label="Loading the donation form…"'
		);
	}
} );

test( 'the dialog stylesheet comes only with blocks that open a dialog: not with an inline form, with modal and button forms and the launchers', async ( {
	request,
} ) => {
	// Linked with its content hash, or printed inline as WordPress does with small block styles.
	const linksDialogStyles = async ( path: string ) =>
		/<link\b[^>]*id=["']opengive-dialog-css["'][^>]*href=["'][^"']*\/build\/ui\/dialog\.css\?ver=[0-9a-f]{20}|<style\b[^>]*id=["']opengive-dialog-inline-css["'][^>]*>[^<]*\.opengive-dialog__backdrop\{/.test(
			await ( await request.get( `${ baseUrl() }${ path }` ) ).text()
		);
	expect( await linksDialogStyles( '/donate/' ) ).toBe( false );
	// Its forms open in modal and button modes.
	expect( await linksDialogStyles( '/ways-to-give/' ) ).toBe( true );
	expect( await linksDialogStyles( '/appeals/' ) ).toBe( true );
	expect( await linksDialogStyles( '/winter-lights/' ) ).toBe( true );
} );
