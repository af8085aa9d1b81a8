/**
 * The opengive_contact_settings meta as the panel edits it. The shape is
 * ContactFormPostType::settings_schema(); the defaults come from the server (ContactForm::
 * default_settings(), default_messages(), Swv::default_message()) through the script's globals, so
 * the placeholders show exactly what a visitor would get.
 */

export interface ContactSettings {
	recipient?: string;
	subject?: string;
	body?: string;
	reply_to_field?: string;
	autoreply?: boolean;
	autoreply_subject?: string;
	autoreply_body?: string;
	keep_uploads?: boolean;
	messages?: Record< string, string >;
}

export type TextKey =
	| 'recipient'
	| 'subject'
	| 'body'
	| 'reply_to_field'
	| 'autoreply_subject'
	| 'autoreply_body';

export interface ServerDefaults {
	/** Default values of the text and flag settings. */
	settings: Required< Omit< ContactSettings, 'messages' > >;
	/** Status messages: key → default wording (mail_sent_ok, mail_sent_ng, spam…). */
	messages: Record< string, string >;
	/** One message per rule name (required, email, maxlength…) → default wording. */
	rules: Record< string, string >;
}

/**
 * A text setting: the stored value, else '' (the placeholder shows the default).
 * @param settings
 * @param key
 */
export function textValue( settings: ContactSettings, key: TextKey ): string {
	const value = settings[ key ];
	return typeof value === 'string' ? value : '';
}

/**
 * A flag: the stored value, else the server's default.
 * @param settings
 * @param key
 * @param defaults
 */
export function flagValue(
	settings: ContactSettings,
	key: 'autoreply' | 'keep_uploads',
	defaults: ServerDefaults
): boolean {
	const value = settings[ key ];
	return typeof value === 'boolean' ? value : defaults.settings[ key ];
}

/**
 * The editor's own wording for a message, else '' (the default shows as placeholder).
 * @param settings
 * @param key
 */
export function messageValue( settings: ContactSettings, key: string ): string {
	return settings.messages?.[ key ] ?? '';
}

/**
 * Sets a message. Clearing it removes the key, so the server's default (translated to the
 * visitor's language) applies again instead of an empty string being stored.
 * @param settings
 * @param key
 * @param value
 */
export function withMessage(
	settings: ContactSettings,
	key: string,
	value: string
): ContactSettings {
	const messages = { ...( settings.messages ?? {} ) };
	if ( value.trim() === '' ) {
		delete messages[ key ];
	} else {
		messages[ key ] = value;
	}
	return { ...settings, messages };
}

/**
 * Sets a text or flag setting, keeping everything else.
 * @param settings
 * @param key
 * @param value
 */
export function withSetting< K extends keyof ContactSettings >(
	settings: ContactSettings,
	key: K,
	value: ContactSettings[ K ]
): ContactSettings {
	return { ...settings, [ key ]: value };
}

/**
 * Appends a tag to a text, on its own after a space (or as the text when it is empty).
 * @param text
 * @param tag
 */
export function appendTag( text: string, tag: string ): string {
	if ( text === '' ) {
		return tag;
	}
	return /\s$/.test( text ) ? text + tag : `${ text } ${ tag }`;
}

/**
 * The meta value as the server stored it may be null, an empty array (PHP's empty object) or
 * hold keys the schema does not know: keep only known keys of the right type.
 * @param raw
 */
export function readSettings( raw: unknown ): ContactSettings {
	if ( ! raw || typeof raw !== 'object' || Array.isArray( raw ) ) {
		return {};
	}
	const source = raw as Record< string, unknown >;
	const out: ContactSettings = {};
	const texts: TextKey[] = [
		'recipient',
		'subject',
		'body',
		'reply_to_field',
		'autoreply_subject',
		'autoreply_body',
	];
	for ( const key of texts ) {
		if ( typeof source[ key ] === 'string' ) {
			out[ key ] = source[ key ] as string;
		}
	}
	for ( const key of [ 'autoreply', 'keep_uploads' ] as const ) {
		if ( typeof source[ key ] === 'boolean' ) {
			out[ key ] = source[ key ] as boolean;
		}
	}
	const messages = source.messages;
	if (
		messages &&
		typeof messages === 'object' &&
		! Array.isArray( messages )
	) {
		out.messages = {};
		for ( const [ key, value ] of Object.entries( messages ) ) {
			if ( typeof value === 'string' ) {
				out.messages[ key ] = value;
			}
		}
	}
	return out;
}
