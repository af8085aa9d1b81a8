/**
 * The region query parameters of spec 2 (cmplz_region_redirect, cmplz_user_region), without the
 * region table, for the public banner's bundle.
 */
import { QUERY } from './contract';

/**
 * Where to send the browser for cmplz_region_redirect (spec 2): present without cmplz-region, the
 * page reloads with the region added; otherwise null (no redirect, which also stops a loop).
 *
 * @param href   The page address.
 * @param region The visitor's region.
 */
export function regionRedirectUrl(
	href: string,
	region: string
): string | null {
	const url = new URL( href );
	if (
		! url.searchParams.has( QUERY.regionRedirect ) ||
		url.searchParams.has( QUERY.region )
	) {
		return null;
	}
	url.searchParams.set( QUERY.region, region );
	return url.toString();
}

/**
 * The cmplz_user_region parameter of a page address, or null.
 *
 * @param href The page address.
 */
export function userRegionParameter( href: string ): string | null {
	return new URL( href ).searchParams.get( QUERY.userRegion );
}
