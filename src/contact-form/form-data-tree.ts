/**
 * Reads one field's values the way CF7's FormDataTree does: every value of the field (also under
 * `name[]`, the name checkboxes post), empty strings and empty file inputs dropped, so a blank field
 * has no values at all and every rule but required/requiredfile passes it.
 */
import type { FileLike, SwvFormData } from './types';

export interface FieldValues {
	texts: string[];
	files: FileLike[];
}

/**
 * Whether a value describes a file (a name and a size), as a browser File or a JSON upload does.
 *
 * @param value Any posted value.
 */
export function isFileLike( value: unknown ): value is FileLike {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof ( value as FileLike ).name === 'string' &&
		typeof ( value as FileLike ).size === 'number'
	);
}

// A file input left empty posts a nameless, empty File; PHP reports UPLOAD_ERR_NO_FILE (4).
function hasArrived( file: FileLike ): boolean {
	const okError =
		file.error === undefined ||
		file.error === 0 ||
		file.error === 'UPLOAD_ERR_OK';
	return okError && file.name !== '';
}

function rawValues( data: SwvFormData, name: string ): unknown[] {
	if ( typeof ( data as { getAll?: unknown } ).getAll === 'function' ) {
		const form = data as { getAll: ( key: string ) => unknown[] };
		return [ ...form.getAll( name ), ...form.getAll( `${ name }[]` ) ];
	}
	const record = data as Readonly< Record< string, unknown > >;
	const out: unknown[] = [];
	for ( const key of [ name, `${ name }[]` ] ) {
		if ( ! Object.prototype.hasOwnProperty.call( record, key ) ) {
			continue;
		}
		const value = record[ key ];
		if ( Array.isArray( value ) ) {
			out.push( ...value );
		} else {
			out.push( value );
		}
	}
	return out;
}

/**
 * The non-blank texts and arrived files posted for a field.
 * @param data The form data.
 * @param name The field name (a rule's `field`).
 */
export function fieldValues(
	data: SwvFormData,
	name: string | undefined
): FieldValues {
	const values: FieldValues = { texts: [], files: [] };
	if ( name === undefined || name === '' ) {
		return values;
	}
	for ( const value of rawValues( data, name ) ) {
		if ( typeof value === 'string' ) {
			if ( value !== '' ) {
				values.texts.push( value );
			}
		} else if ( typeof value === 'number' ) {
			values.texts.push( String( value ) );
		} else if ( isFileLike( value ) && hasArrived( value ) ) {
			values.files.push( value );
		}
	}
	return values;
}
