/**
 * The REST contract shared by the mock's test (jest) and the real plugin's test (Playwright): the
 * request list, how its placeholders are filled, and what of an answer is compared. Only the shape is
 * compared (status, error code, error field, field names): values such as ids and dates differ
 * between runs and between the mock and a site.
 */
import contract from '../fixtures/rest-contract.json';
import recorded from '../fixtures/rest-contract-recorded.json';

export interface ContractRequest {
	name: string;
	method: 'GET' | 'POST' | 'PUT' | 'DELETE';
	path: string;
	role: 'anonymous' | 'administrator';
	body?: Record< string, unknown >;
}

export interface AnswerShape {
	status: number;
	/** The error code, or null for a success. */
	code: string | null;
	/** The field an error names (data.field), or null. */
	field: string | null;
	/** Sorted field names of the body; for a list, of its first item, marked "[]". */
	fields: string[];
}

export interface Recording {
	$comment: string;
	/** The demo form's configuration exactly as render.php printed it (data-opengive-form). */
	form: Record< string, unknown >;
	answers: Record< string, AnswerShape >;
}

export const CONTRACT_REQUESTS = contract.requests as ContractRequest[];
export const RECORDING = recorded as unknown as Recording;

/**
 * Fills {formId} and {unique} in a path or body.
 *
 * @param request The listed request.
 * @param formId  The demo form's id on this target.
 * @param unique  A value unique to this run (fresh emails, so per-email limits never interfere).
 */
export function resolveRequest(
	request: ContractRequest,
	formId: number,
	unique: string
): ContractRequest {
	const fill = ( value: unknown ): unknown => {
		if ( value === '{formId}' ) {
			return formId;
		}
		if ( typeof value === 'string' ) {
			return value
				.replace( '{formId}', String( formId ) )
				.replace( '{unique}', unique );
		}
		return value;
	};
	return {
		...request,
		path: fill( request.path ) as string,
		body: request.body
			? Object.fromEntries(
					Object.entries( request.body ).map( ( [ key, value ] ) => [
						key,
						fill( value ),
					] )
				)
			: undefined,
	};
}

/**
 * What of an answer the contract holds both sides to.
 *
 * @param status HTTP status.
 * @param body   Parsed JSON body.
 */
export function answerShape( status: number, body: unknown ): AnswerShape {
	const record = ( body ?? {} ) as Record< string, any >;
	const isError = status >= 400;
	const first = Array.isArray( body ) ? body[ 0 ] : undefined;
	const keysOf = ( value: unknown ) =>
		value && typeof value === 'object' && ! Array.isArray( value )
			? Object.keys( value ).sort()
			: [];
	return {
		status,
		code: isError ? String( record.code ?? '' ) : null,
		field: isError ? ( record.data?.field ?? null ) : null,
		fields: Array.isArray( body )
			? keysOf( first ).map( ( key ) => `[]${ key }` )
			: keysOf( body ),
	};
}
