/**
 * Narrows unknown JSON to an object whose keys can be read.
 *
 * @param value Anything decoded from JSON or thrown by apiFetch.
 */
export function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}
