/**
 * What a billing address in a country needs, from GET /opengive/v1/countries/{code}/states.
 */
import { restRequest } from './rest-request';
import type { OpengiveCountryStates } from '@opengive-rest/opengive-v1-countries';

/** The answer's shape comes from the route's schema (`npm run contract`, types/rest/). */
export type CountryStates = OpengiveCountryStates;

/**
 * Fetches a country's state list and requirements.
 *
 * @param country ISO 3166-1 alpha-2 code.
 */
export function fetchCountryStates(
	country: string
): Promise< CountryStates > {
	return restRequest< CountryStates >( {
		path: `/opengive/v1/countries/${ encodeURIComponent( country ) }/states`,
	} );
}
