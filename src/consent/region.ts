/**
 * Which region a visitor is in and which consent type that region runs (spec 2, contract
 * "region_logic"): the cmplz_user_region query parameter wins, then the country the site's configured
 * request header reports, then the site's default region. A region nobody configured runs optin.
 */
import {
	CONTRACT,
	DEFAULTS,
	REGIONS,
	isConsentType,
	type ConsentType,
	type RegionRule,
} from './contract';

export type RegionSource = 'query' | 'country' | 'default';

export interface RegionInput {
	/** The cmplz_user_region query parameter, if present. */
	queryRegion?: string | null;
	/** ISO country code from the configured header (e.g. a CDN's country header). */
	country?: string | null;
	/** The site's default region; the contract's default when empty. */
	defaultRegion?: string | null;
	/** The site's region table (contract regions with the admin's consent types). */
	regions?: Record< string, RegionRule >;
}

export interface RegionAnswer {
	region: string;
	consentType: ConsentType;
	source: RegionSource;
}

/**
 * The region whose countries contain a country code, or null.
 *
 * @param country ISO 3166-1 alpha-2 code, any case.
 * @param regions Region table.
 */
export function regionForCountry(
	country: string,
	regions: Record< string, RegionRule > = REGIONS
): string | null {
	const code = country.trim().toUpperCase();
	if ( ! /^[A-Z]{2}$/.test( code ) ) {
		return null;
	}
	for ( const [ id, rule ] of Object.entries( regions ) ) {
		if ( ( rule.countries ?? [] ).includes( code ) ) {
			return id;
		}
	}
	return null;
}

/**
 * A query-parameter value as a region: a region id (eu, uk, us...) or a country code that belongs to
 * one. Anything else is ignored, so a typo cannot switch a visitor to a laxer region.
 *
 * @param value   The parameter.
 * @param regions Region table.
 */
function regionFromParameter(
	value: string,
	regions: Record< string, RegionRule >
): string | null {
	const id = value.trim().toLowerCase();
	if ( Object.prototype.hasOwnProperty.call( regions, id ) ) {
		return id;
	}
	return regionForCountry( value, regions );
}

/**
 * The consent type of a region; a region not in the table runs optin (cmplz_get_consenttype_for_region).
 *
 * @param region  Region id.
 * @param regions Region table.
 */
export function consentTypeForRegion(
	region: string,
	regions: Record< string, RegionRule > = REGIONS
): ConsentType {
	const rule = Object.prototype.hasOwnProperty.call( regions, region )
		? regions[ region ]
		: undefined;
	if ( rule && isConsentType( rule.type ) ) {
		return rule.type;
	}
	return DEFAULTS.unknownRegionConsentType as ConsentType;
}

/**
 * The visitor's region and consent type.
 *
 * @param input Query parameter, header country, default region, region table.
 */
export function resolveRegion( input: RegionInput ): RegionAnswer {
	const regions = input.regions ?? REGIONS;
	if ( input.queryRegion ) {
		const fromQuery = regionFromParameter( input.queryRegion, regions );
		if ( fromQuery ) {
			return {
				region: fromQuery,
				consentType: consentTypeForRegion( fromQuery, regions ),
				source: 'query',
			};
		}
	}
	if ( input.country ) {
		const fromCountry = regionForCountry( input.country, regions );
		if ( fromCountry ) {
			return {
				region: fromCountry,
				consentType: consentTypeForRegion( fromCountry, regions ),
				source: 'country',
			};
		}
	}
	const fallback = ( input.defaultRegion || DEFAULTS.region ).toLowerCase();
	return {
		region: fallback,
		consentType: consentTypeForRegion( fallback, regions ),
		source: 'default',
	};
}

// The query-parameter helpers live apart so the public banner bundles them without the region table.
export { regionRedirectUrl, userRegionParameter } from './region-query';

export const CONSENT_TYPES = CONTRACT.consentTypes as ConsentType[];
