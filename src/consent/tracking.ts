/**
 * Whether and what to record when the banner's track effect runs (spec 5 and 7): nothing for bots,
 * speed-test bots, with store-consent off, or when the stored snapshot (cmplz_saved_categories /
 * cmplz_saved_services) already equals the consent; otherwise the POST track body and the new
 * snapshot cookies.
 */
import { COOKIES } from './contract';
import { parseServices } from './decisions';

export interface TrackInput {
	/** The track effect's status: false for the accepted categories, or e.g. 'do_not_track'. */
	status: string | false;
	categories: string[];
	services: Record< string, boolean >;
	/** Raw snapshot cookies; missing or invalid JSON counts as empty (spec 3). */
	savedCategories?: string | null;
	savedServices?: string | null;
	storeConsent: boolean;
	isBot: boolean;
	isSpeedBot: boolean;
	consentType: string;
}

export interface TrackRequest {
	body: {
		consented_categories: string[];
		consented_services: Record< string, boolean >;
		consenttype: string;
	};
	cookies: Array< { name: string; value: string } >;
}

/**
 * A list from snapshot JSON; anything but an array of strings is empty.
 *
 * @param raw Cookie text.
 */
function savedList( raw: string | null | undefined ): string[] {
	try {
		const value: unknown = JSON.parse( raw ?? '' );
		return Array.isArray( value )
			? value.filter(
					( item ): item is string => typeof item === 'string'
				)
			: [];
	} catch {
		return [];
	}
}

/**
 * Whether two service maps hold the same choices. Complianz compared only the keys, so flipping a
 * service from true to false was never recorded; values count here.
 *
 * @param a Map.
 * @param b Map.
 */
function sameServices(
	a: Record< string, unknown >,
	b: Record< string, boolean >
): boolean {
	const keys = Object.keys( b );
	return (
		Object.keys( a ).length === keys.length &&
		keys.every( ( key ) => ( a[ key ] === true ) === b[ key ] )
	);
}

/**
 * The consent record to send, or null when nothing is to be stored.
 *
 * @param input Current consent, stored snapshot, settings and visitor.
 */
export function trackRequest( input: TrackInput ): TrackRequest | null {
	const categories =
		input.status === false ? input.categories : [ input.status ];
	const saved = savedList( input.savedCategories );
	const unchanged =
		saved.length === categories.length &&
		saved.every( ( item, index ) => item === categories[ index ] ) &&
		sameServices( parseServices( input.savedServices ), input.services );
	if (
		unchanged ||
		! input.storeConsent ||
		input.isBot ||
		input.isSpeedBot
	) {
		return null;
	}
	return {
		body: {
			consented_categories: categories,
			consented_services: { ...input.services },
			consenttype: input.consentType,
		},
		cookies: [
			{
				name: COOKIES.savedCategories,
				value: JSON.stringify( categories ),
			},
			{
				name: COOKIES.savedServices,
				value: JSON.stringify( input.services ),
			},
		],
	};
}
