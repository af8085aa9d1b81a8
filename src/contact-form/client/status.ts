/**
 * The contact form's statuses and events (spec section 4; CF7's status.js and event names), so a
 * site's CF7 integrations (analytics on wpcf7mailsent, and so on) keep working unchanged.
 */

/** Client-side statuses, and the result statuses the server's answers map to. */
export type HtmlStatus =
	| 'init'
	| 'validating'
	| 'submitting'
	| 'resetting'
	| 'invalid'
	| 'unaccepted'
	| 'spam'
	| 'aborted'
	| 'sent'
	| 'failed'
	| 'payment-required'
	| `custom-${ string }`;

const SERVER_TO_HTML: Readonly< Record< string, HtmlStatus > > = {
	init: 'init',
	validation_failed: 'invalid',
	acceptance_missing: 'unaccepted',
	spam: 'spam',
	aborted: 'aborted',
	mail_sent: 'sent',
	mail_failed: 'failed',
	submitting: 'submitting',
	resetting: 'resetting',
	validating: 'validating',
	'payment-required': 'payment-required',
	payment_required: 'payment-required',
};

const KNOWN = new Set< string >( Object.values( SERVER_TO_HTML ) );

/**
 * The form's status for a server status; any other status becomes `custom-<slug>`.
 *
 * @param status A server (or client) status.
 */
export function htmlStatus( status: string ): HtmlStatus {
	if ( Object.prototype.hasOwnProperty.call( SERVER_TO_HTML, status ) ) {
		return SERVER_TO_HTML[ status ];
	}
	if ( KNOWN.has( status ) ) {
		return status as HtmlStatus;
	}
	const slug = status
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-+|-+$/g, '' );
	return `custom-${ slug || 'status' }`;
}

/** The form's configuration, printed by render.php in data-opengive-contact. */
export interface ContactConfig {
	id: number;
	pluginVersion: string;
	locale: string;
	unitTag: string;
	containerPost: number;
	api: string;
}

/** CF7's event detail. */
export interface ContactEventDetail {
	contactFormId: number;
	pluginVersion: string;
	contactFormLocale: string;
	unitTag: string;
	containerPostId: number;
	status: string;
	inputs: Array< { name: string; value: FormDataEntryValue } >;
	formData: FormData;
	apiResponse?: unknown;
	prevStatus?: string;
}

/**
 * The detail every event carries: the form's identity, status and its non-hidden inputs.
 *
 * @param form   The form.
 * @param config Its configuration.
 * @param extra  More fields (apiResponse, prevStatus, a server status).
 */
export function eventDetail(
	form: HTMLFormElement,
	config: ContactConfig,
	extra: Partial< ContactEventDetail > = {}
): ContactEventDetail {
	const formData = new FormData( form );
	const inputs: ContactEventDetail[ 'inputs' ] = [];
	formData.forEach( ( value, name ) => {
		if ( ! name.startsWith( '_' ) && name !== 'action' ) {
			inputs.push( { name, value } );
		}
	} );
	return {
		contactFormId: config.id,
		pluginVersion: config.pluginVersion,
		contactFormLocale: config.locale,
		unitTag: config.unitTag,
		containerPostId: config.containerPost,
		status: form.getAttribute( 'data-status' ) ?? 'init',
		inputs,
		formData,
		...extra,
	};
}

/**
 * Dispatches a CF7 event (`wpcf7<name>`) on the form; it bubbles to the document.
 *
 * @param form   The form.
 * @param name   Event name without the prefix (submit, mailsent, statuschanged…).
 * @param detail The detail.
 */
export function dispatch(
	form: HTMLFormElement,
	name: string,
	detail: ContactEventDetail
): void {
	form.dispatchEvent(
		new CustomEvent( `wpcf7${ name }`, { bubbles: true, detail } )
	);
}

/**
 * Sets the form's status (class and data-status) and emits wpcf7statuschanged when it changed.
 *
 * @param form   The form.
 * @param config Its configuration.
 * @param status The new status (server statuses are mapped).
 * @return The status now set.
 */
export function setStatus(
	form: HTMLFormElement,
	config: ContactConfig,
	status: string
): HtmlStatus {
	const next = htmlStatus( status );
	const prev = form.getAttribute( 'data-status' ) ?? 'init';
	if ( prev === next ) {
		return next;
	}
	form.classList.remove( prev );
	form.classList.add( next );
	form.setAttribute( 'data-status', next );
	dispatch(
		form,
		'statuschanged',
		eventDetail( form, config, { prevStatus: prev, status: next } )
	);
	return next;
}
