/**
 * What a billing address in a country needs, from GET /opengive/v1/countries/{code}/states.
 */
import apiFetch from '@wordpress/api-fetch';

export interface CountryStates {
	statesFound: boolean;
	states: Array< { code: string; name: string } >;
	statesLabel: string;
	defaultState: string;
	showField: boolean;
	statesRequire: boolean;
	cityRequire: boolean;
	zipRequire: boolean;
}

/**
 * Fetches a country's state list and requirements.
 *
 * @param country ISO 3166-1 alpha-2 code.
 */
export function fetchCountryStates(
	country: string
): Promise< CountryStates > {
	return apiFetch< CountryStates >( {
		path: `/opengive/v1/countries/${ encodeURIComponent( country ) }/states`,
	} );
}
