/**
 * What the banner keeps in session storage (spec 3 and 5): the visitor id mirrored between the
 * cmplz_id cookie and sessionStorage, and the geo-IP banner data, refetched only when it is missing
 * or was made for another plugin or banner version.
 */

export interface VisitorIdPlan {
	/** The id to use; '' when neither place has one (a new id is made when consent is first stored). */
	id: string;
	/** Whether the cookie must be (re)written from session storage. */
	writeCookie: boolean;
	/** Whether session storage must be (re)written from the cookie. */
	writeSession: boolean;
}

/**
 * Reconciles the id cookie with its session-storage mirror. The cookie wins when both exist and
 * differ: it is what the consent log was written under. (Complianz wrote '' in that case.)
 *
 * @param cookieId  The cmplz_id cookie, '' when unset.
 * @param sessionId sessionStorage.cmplz_id (JSON-decoded), '' when unset.
 */
export function visitorIdPlan(
	cookieId: string,
	sessionId: string
): VisitorIdPlan {
	if ( cookieId ) {
		return {
			id: cookieId,
			writeCookie: false,
			writeSession: sessionId !== cookieId,
		};
	}
	if ( sessionId ) {
		return { id: sessionId, writeCookie: true, writeSession: false };
	}
	return { id: '', writeCookie: false, writeSession: false };
}

export interface CachedUserData {
	version?: string;
	banner_version?: string | number;
	region?: string;
}

/**
 * Whether to GET banner data (region, consent type): only with geo-IP on and when the cache is
 * missing or stale (spec 5: skipped when it matches the plugin and banner versions).
 *
 * @param geoip         Whether the region is found per visitor.
 * @param cached        sessionStorage.cmplz_user_data, decoded, or null.
 * @param version       Current plugin version.
 * @param bannerVersion Current banner version.
 */
export function needsBannerData(
	geoip: boolean,
	cached: CachedUserData | null,
	version: string,
	bannerVersion: string | number
): boolean {
	if ( ! geoip ) {
		return false;
	}
	if ( ! cached || Object.keys( cached ).length === 0 ) {
		return true;
	}
	return (
		cached.version !== version ||
		String( cached.banner_version ) !== String( bannerVersion )
	);
}
