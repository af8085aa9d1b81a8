/**
 * The wire format pages and embedded donation forms exchange: iframe-resizer's (so either side can
 * talk to the other library), written from its published message layout, not its code.
 *
 * Child → parent: '[iFrameSizer]' + id + ':' + height + ':' + width + ':' + type [+ ':' + payload].
 * Parent → child: '[iFrameSizer]' + type [+ ':' + payload], or the init message (id and settings).
 */

export const MESSAGE_PREFIX = '[iFrameSizer]';
export const CHILD_READY = '[iFrameResizerChild]Ready';

export interface ChildMessage {
	id: string;
	height: number;
	width: number;
	type: string;
	/** Decoded JSON payload of 'message', or the raw text after the type for other types. */
	payload?: unknown;
}

export type ParentMessage =
	| { type: 'init'; id: string; settings: string[] }
	| { type: 'reset' }
	| { type: 'message'; payload: unknown }
	| { type: 'moveToAnchor'; anchor: string }
	| { type: 'pageInfo'; payload: unknown }
	| { type: 'unknown'; raw: string };

function decodeJson( text: string ): unknown {
	try {
		return JSON.parse( text );
	} catch {
		return text;
	}
}

/**
 * Builds a child → parent message.
 *
 * @param message The message.
 */
export function formatChildMessage( message: ChildMessage ): string {
	const head = `${ MESSAGE_PREFIX }${ message.id }:${ message.height }:${ message.width }:${ message.type }`;
	if ( message.payload === undefined ) {
		return head;
	}
	const payload =
		message.type === 'message'
			? JSON.stringify( message.payload )
			: String( message.payload );
	return `${ head }:${ payload }`;
}

/**
 * Reads a child → parent message; null for anything else (other scripts' messages included).
 *
 * @param data The message event's data.
 */
export function parseChildMessage( data: unknown ): ChildMessage | null {
	if ( typeof data !== 'string' || ! data.startsWith( MESSAGE_PREFIX ) ) {
		return null;
	}
	const parts = data.slice( MESSAGE_PREFIX.length ).split( ':' );
	if ( parts.length < 4 ) {
		return null;
	}
	const [ id, height, width, type ] = parts;
	if (
		! /^-?\d+(\.\d+)?$/.test( height ) ||
		! /^-?\d+(\.\d+)?$/.test( width )
	) {
		return null;
	}
	const message: ChildMessage = {
		id,
		height: Number( height ),
		width: Number( width ),
		type,
	};
	if ( parts.length > 4 ) {
		// The payload may itself hold colons.
		const rest = parts.slice( 4 ).join( ':' );
		message.payload = type === 'message' ? decodeJson( rest ) : rest;
	}
	return message;
}

/**
 * Builds a parent → child user message.
 *
 * @param payload Any JSON value.
 */
export function formatParentMessage( payload: unknown ): string {
	return `${ MESSAGE_PREFIX }message:${ JSON.stringify( payload ) }`;
}

/**
 * Reads a parent → child message; null for anything that is not one.
 *
 * @param data The message event's data.
 */
export function parseParentMessage( data: unknown ): ParentMessage | null {
	if ( typeof data !== 'string' || ! data.startsWith( MESSAGE_PREFIX ) ) {
		return null;
	}
	const body = data.slice( MESSAGE_PREFIX.length );
	const parts = body.split( ':' );
	// The init message carries settings; its third field is a boolean (the library's own test).
	if (
		parts.length > 2 &&
		( parts[ 2 ] === 'true' || parts[ 2 ] === 'false' )
	) {
		return { type: 'init', id: parts[ 0 ], settings: parts.slice( 1 ) };
	}
	// What follows the type; payloads may hold colons.
	const rest = () => parts.slice( 1 ).join( ':' );
	switch ( parts[ 0 ] ) {
		case 'reset':
			return { type: 'reset' };
		case 'message':
			return { type: 'message', payload: decodeJson( rest() ) };
		case 'moveToAnchor':
			return { type: 'moveToAnchor', anchor: rest() };
		case 'pageInfo':
			return { type: 'pageInfo', payload: decodeJson( rest() ) };
		default:
			return { type: 'unknown', raw: body };
	}
}

/** The actions OpenGive's form frames send in 'message' payloads (GiveWP's names). */
export const FRAME_ACTIONS = {
	contentLoaded: 'giveEmbedFormContentLoaded',
	scrollIntoView: 'giveScrollIframeInToView',
} as const;

/**
 * The page address a frame is told about: without giveDonationAction (spec section 2).
 *
 * @param href The page's address.
 */
export function currentPageForFrame( href: string ): string {
	const url = new URL( href );
	url.searchParams.delete( 'giveDonationAction' );
	return url.toString();
}

/**
 * The parent → child init message, in iframe-resizer's current layout (see the vectors): the frame's
 * id, no width calculation, logging off, the 32 ms check, auto resize, and the taggedElement height
 * method GiveWP's embeds ask for. Field 2 being 'false' is what makes a child read it as init.
 *
 * @param id The frame's id (its embed id).
 */
export function formatInitMessage( id: string ): string {
	const fields = [
		id,
		'8', // body margin (v1 number)
		'false', // calculateWidth
		'false', // log
		'32', // the interval slot: the size check every 32 ms (spec section 9)
		'true', // enablePublicMethods
		'true', // autoResize
		'', // bodyMargin string
		'taggedElement', // heightCalculationMethod
		'', // bodyBackground
		'', // bodyPadding
		'0', // tolerance
		'false', // inPageLinks
		'child', // resizeFrom
		'auto', // widthCalculationMethod
		'false', // mouseEvents
		'', // offsetHeight
		'', // offsetWidth
		'true', // calculateHeight
		'GPLv3', // license key
		'5.2.4', // the layout's version
		'0', // mode
	];
	return MESSAGE_PREFIX + fields.join( ':' );
}
