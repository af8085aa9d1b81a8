/**
 * What the admin typed, kept apart from what the server holds until it is saved: the request body
 * of a save, and the sections of a tab. Pure, so jest checks it without a screen.
 */
import type { SettingsField } from './types';

/** Unsaved input, key => the control's raw value (text fields keep the string typed). */
export type Draft = Record< string, unknown >;

/**
 * The value a control sends: numbers as numbers when they read as one (else the text, which the
 * server refuses with its own message), lists one item a line.
 *
 * @param field The field.
 * @param raw   What the control holds.
 * @return The value for the request.
 */
export function requestValue( field: SettingsField, raw: unknown ): unknown {
	if ( field.control === 'number' && typeof raw === 'string' ) {
		const trimmed = raw.trim();
		return /^-?\d+(\.\d+)?$/.test( trimmed ) ? Number( trimmed ) : trimmed;
	}
	if ( field.control === 'list' && typeof raw === 'string' ) {
		return raw
			.split( '\n' )
			.map( ( line ) => line.trim() )
			.filter( Boolean );
	}
	return raw;
}

/**
 * The body of POST /opengive/v1/settings for a draft: only what changed, secrets only when a new
 * one was typed, and the secrets the admin chose to clear.
 *
 * @param fields Every field.
 * @param draft  Unsaved input.
 * @param clear  Secrets to clear.
 * @return The request body.
 */
export function saveRequest(
	fields: SettingsField[],
	draft: Draft,
	clear: string[]
): { values: Record< string, unknown >; clear: string[] } {
	const values: Record< string, unknown > = {};
	for ( const field of fields ) {
		if ( ! ( field.key in draft ) ) {
			continue;
		}
		const raw = draft[ field.key ];
		if (
			field.control === 'secret' &&
			( raw === '' || clear.includes( field.key ) )
		) {
			continue;
		}
		values[ field.key ] = requestValue( field, raw );
	}
	return { values, clear };
}

/**
 * A tab's fields grouped by section, in the schema's order.
 *
 * @param fields Every field.
 * @param tab    Tab id.
 * @return Sections with their fields.
 */
export function sectionsOf(
	fields: SettingsField[],
	tab: string
): Array< { title: string; fields: SettingsField[] } > {
	const sections: Array< { title: string; fields: SettingsField[] } > = [];
	for ( const field of fields.filter( ( item ) => item.tab === tab ) ) {
		const last = sections[ sections.length - 1 ];
		if ( last && last.title === field.section ) {
			last.fields.push( field );
		} else {
			sections.push( { title: field.section, fields: [ field ] } );
		}
	}
	return sections;
}

/** A section's fields as drawn: one full-width field, or live and test fields side by side. */
export type SectionRow =
	| { kind: 'field'; field: SettingsField }
	| {
			kind: 'columns';
			columns: Array< { id: 'live' | 'test'; fields: SettingsField[] } >;
	  };

/**
 * A section's rows: each run of fields with a column becomes one row of columns, in the order the
 * columns first appear.
 *
 * @param fields A section's fields.
 * @return Rows.
 */
export function rowsOf( fields: SettingsField[] ): SectionRow[] {
	const rows: SectionRow[] = [];
	for ( const field of fields ) {
		const last = rows[ rows.length - 1 ];
		if ( ! field.column ) {
			rows.push( { kind: 'field', field } );
		} else if ( last?.kind === 'columns' ) {
			const column = last.columns.find(
				( item ) => item.id === field.column
			);
			if ( column ) {
				column.fields.push( field );
			} else {
				last.columns.push( { id: field.column, fields: [ field ] } );
			}
		} else {
			rows.push( {
				kind: 'columns',
				columns: [ { id: field.column, fields: [ field ] } ],
			} );
		}
	}
	return rows;
}

/**
 * The text a control shows for a stored value (lists one item a line, numbers as text).
 *
 * @param field  The field.
 * @param stored The server's value.
 * @return The control's value.
 */
export function controlValue( field: SettingsField, stored: unknown ): unknown {
	if ( field.control === 'list' ) {
		return Array.isArray( stored ) ? stored.join( '\n' ) : '';
	}
	if ( field.control === 'number' ) {
		return stored === null || stored === undefined ? '' : String( stored );
	}
	// The browser never has a secret's value, only whether one is set: the field starts empty.
	if ( field.control === 'secret' ) {
		return '';
	}
	return stored;
}
