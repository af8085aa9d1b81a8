/**
 * Turns a server-rendered contact form into the no-reload form of spec sections 2, 4 and 7: the
 * server's SWV schema checked on change and on submit, and the widgets wired to the fields; the
 * feedback POST, statuses, CF7 events, reset and refill are in ./submit. Without this script the
 * same form posts normally.
 */
import { __ } from '@wordpress/i18n';
import { validate } from '../swv';
import type { SwvSchema } from '../types';
import { contactFetch } from './api';
import type { ContactConfig } from './status';
import { clearFieldError, setFieldError } from './tips';
import {
	applyExclusive,
	updateCounters,
	updateFreeText,
	updateSubmitState,
} from './widgets';
import { createSubmit } from './submit';

export const WRONG_PLACE = (): string =>
	__( 'Error: This contact form is placed in the wrong place.', 'opengive' );

/**
 * What the browser lacks for the script (spec section 8), or [] when it has everything.
 *
 * @param win The window.
 */
export function missingFeatures( win: Window & typeof globalThis ): string[] {
	const missing: string[] = [];
	if ( typeof win.fetch !== 'function' ) {
		missing.push( 'fetch' );
	}
	if ( typeof win.FormData !== 'function' ) {
		missing.push( 'FormData' );
	}
	if ( typeof win.NodeList?.prototype?.forEach !== 'function' ) {
		missing.push( 'NodeList.prototype.forEach' );
	}
	if ( typeof String.prototype.replaceAll !== 'function' ) {
		missing.push( 'String.prototype.replaceAll' );
	}
	return missing;
}

function readConfig( form: HTMLFormElement ): ContactConfig | null {
	try {
		const config = JSON.parse(
			form.getAttribute( 'data-opengive-contact' ) ?? ''
		) as Partial< ContactConfig >;
		if (
			typeof config.id !== 'number' ||
			typeof config.api !== 'string' ||
			typeof config.unitTag !== 'string'
		) {
			return null;
		}
		return {
			id: config.id,
			api: config.api,
			unitTag: config.unitTag,
			pluginVersion: String( config.pluginVersion ?? '' ),
			locale: String( config.locale ?? '' ),
			containerPost: Number( config.containerPost ?? 0 ),
		};
	} catch {
		return null;
	}
}

export interface ContactFormController {
	form: HTMLFormElement;
	config: ContactConfig;
	/** Resolves once the schema has been fetched (or failed). */
	ready: Promise< void >;
	submit: () => Promise< void >;
}

/**
 * Initialises one form, or returns null (with console errors) when it cannot.
 *
 * @param root The block wrapper (.wp-block-opengive-contact-form).
 */
export function initContactForm(
	root: HTMLElement
): ContactFormController | null {
	// A form inside another form: the browser dropped our <form>; the fields belong to the outer one.
	if ( root.parentElement?.closest( 'form' ) ) {
		root.textContent = WRONG_PLACE();
		return null;
	}
	const missing = missingFeatures( window );
	if ( missing.length ) {
		// eslint-disable-next-line no-console
		console.error(
			`OpenGive contact form: this browser lacks ${ missing.join(
				', '
			) }; the form posts without JavaScript.`
		);
		return null;
	}
	const form = root.querySelector< HTMLFormElement >(
		'form[data-opengive-contact]'
	);
	const config = form ? readConfig( form ) : null;
	if ( ! form || ! config ) {
		// eslint-disable-next-line no-console
		console.error(
			'OpenGive contact form: missing or invalid configuration (data-opengive-contact); the form posts without JavaScript.'
		);
		return null;
	}
	const base = `${ config.api.replace( /\/?$/, '/' ) }contact-forms/${
		config.id
	}`;
	let schema: SwvSchema | null = null;

	const ready = contactFetch< SwvSchema >( `${ base }/feedback/schema` )
		.then( ( answer ) => {
			schema = answer ?? null;
		} )
		.catch( ( error: unknown ) => {
			// The server still validates everything; only the early tips are lost.
			// eslint-disable-next-line no-console
			console.error( error );
		} );

	const fieldNames = (): string[] =>
		Array.from(
			form.querySelectorAll< HTMLElement >(
				'.wpcf7-form-control-wrap[data-name]'
			)
		).map( ( wrap ) => wrap.dataset.name ?? '' );

	const check = ( only: string | null ): boolean => {
		if ( ! schema ) {
			return true;
		}
		const rules = ( schema.rules ?? [] ).filter(
			( rule ) => only === null || rule.field === only
		);
		const invalid = validate( { ...schema, rules }, new FormData( form ) );
		const names = only === null ? fieldNames() : [ only ];
		names.forEach( ( name ) =>
			clearFieldError( root, form, config.unitTag, name )
		);
		invalid.forEach( ( error ) =>
			setFieldError( root, form, config.unitTag, error )
		);
		return invalid.length === 0;
	};

	const refresh = (): void => {
		updateSubmitState( form );
		updateFreeText( form );
		updateCounters( form );
	};

	const submit = createSubmit( {
		root,
		form,
		config,
		base,
		ready,
		check,
		refresh,
	} );

	form.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		void submit();
	} );
	// A field left by pressing a button fires "change" between the button's press and release; a
	// tip appearing or going then moves the button and the click is lost. While a pointer is down
	// the field's check waits until just after the click.
	let pointerDown = false;
	const deferred = new Set< string >();
	form.addEventListener( 'pointerdown', () => {
		pointerDown = true;
	} );
	form.ownerDocument.addEventListener( 'pointerup', () => {
		pointerDown = false;
		window.setTimeout( () => {
			deferred.forEach( ( name ) => check( name ) );
			deferred.clear();
		}, 0 );
	} );
	form.addEventListener( 'change', ( event ) => {
		const target = event.target as HTMLInputElement;
		applyExclusive( target );
		refresh();
		const name = target.closest< HTMLElement >(
			'.wpcf7-form-control-wrap[data-name]'
		)?.dataset.name;
		if ( name && pointerDown ) {
			deferred.add( name );
		} else if ( name ) {
			check( name );
		}
	} );
	form.addEventListener( 'input', () => updateCounters( form ) );
	refresh();
	return { form, config, ready, submit };
}
