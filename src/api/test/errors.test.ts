import { toApiError } from '../errors';

describe( 'toApiError', () => {
	it( 'keeps a domain error with its field', () => {
		expect(
			toApiError( {
				code: 'opengive_invalid_email',
				message: 'Please enter a valid email address.',
				data: { status: 400, field: 'email' },
			} )
		).toEqual( {
			code: 'opengive_invalid_email',
			message: 'Please enter a valid email address.',
			field: 'email',
		} );
	} );

	it( 'takes the first bad parameter of a schema error as the field', () => {
		expect(
			toApiError( {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): amount',
				data: {
					status: 400,
					params: { amount: 'amount is not of type integer.' },
				},
			} ).field
		).toBe( 'amount' );
	} );

	it( 'reports a network failure as offline', () => {
		expect( toApiError( new TypeError( 'Failed to fetch' ) ) ).toEqual( {
			code: 'fetch_error',
			message: 'You are probably offline.',
			field: null,
		} );
	} );
} );
