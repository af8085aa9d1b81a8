/**
 * Turns whatever apiFetch rejected with into one shape the UI can show.
 */
import { isRecord } from '../types/is-record';
import { __ } from '@wordpress/i18n';

export interface ApiError {
	code: string;
	message: string;
	/** The form field the error is about, when the server named one. */
	field: string | null;
}

/**
 * Normalises a REST error body, a network failure or anything else.
 *
 * @param error What apiFetch rejected with.
 */
export function toApiError( error: unknown ): ApiError {
	if ( isRecord( error ) && typeof error.code === 'string' ) {
		const data = isRecord( error.data ) ? error.data : {};
		const params = isRecord( data.params ) ? data.params : null;
		const firstParam = params
			? ( Object.keys( params )[ 0 ] ?? null )
			: null;
		return {
			code: error.code,
			message:
				typeof error.message === 'string' && error.message !== ''
					? error.message
					: __( 'The request failed.', 'opengive' ),
			field: typeof data.field === 'string' ? data.field : firstParam,
		};
	}
	return {
		code: 'fetch_error',
		message: __( 'You are probably offline.', 'opengive' ),
		field: null,
	};
}
