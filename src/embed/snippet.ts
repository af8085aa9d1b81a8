/**
 * The copy-paste snippet for any website (issue 15): one embed root with the spec's data attributes
 * and the loader's script tag. The editor's form settings panel shows one per format.
 */
import { FORM_VIEW_ROUTE } from './embed-url';

export interface SnippetOptions {
	/** The site's home address (where the form view answers). */
	homeUrl: string;
	/** embed.js's address (`?opengive-embed=embed.js&ver=…`). */
	loaderUrl: string;
	formId: number;
	format: 'inline' | 'modal' | 'reveal' | 'newTab';
	buttonText: string;
	/** e.g. 'de_DE'; '' leaves the site's language. */
	locale?: string;
}

function attribute( value: string ): string {
	return value
		.replace( /&/g, '&amp;' )
		.replace( /"/g, '&quot;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );
}

/**
 * The form view address of a form, GiveWP's route.
 *
 * @param homeUrl The site's home address.
 * @param formId  Form.
 */
export function formViewUrl( homeUrl: string, formId: number ): string {
	const url = new URL( homeUrl );
	url.searchParams.set( 'givewp-route', FORM_VIEW_ROUTE );
	url.searchParams.set( 'form-id', String( formId ) );
	return url.toString();
}

/**
 * The snippet's HTML.
 *
 * @param options Options.
 */
export function embedSnippet( options: SnippetOptions ): string {
	const view = formViewUrl( options.homeUrl, options.formId );
	const attributes: Array< [ string, string ] > = [
		[ 'class', 'root-data-givewp-embed' ],
		[
			'data-givewp-embed-id',
			`opengive-embed-${ options.formId }-${ options.format }`,
		],
		[ 'data-src', view ],
		[ 'data-form-url', view ],
		[ 'data-form-view-url', view ],
		[ 'data-form-format', options.format ],
		[ 'data-open-form-button', options.buttonText ],
	];
	if ( options.locale ) {
		attributes.push( [ 'data-form-locale', options.locale ] );
	}
	const root = attributes
		.map( ( [ name, value ] ) => `${ name }="${ attribute( value ) }"` )
		.join( ' ' );
	return `<div ${ root }></div>\n<script src="${ attribute(
		options.loaderUrl
	) }" async></script>`;
}
