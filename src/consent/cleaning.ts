/**
 * Which cookies and storage keys cookie cleaning removes (spec 5/7, every 1000 ms from cookie_data):
 * those of each service that has no consent, in each non-functional category without consent. A
 * service the visitor allowed keeps its cookies even when its category is denied.
 */
import { CATEGORIES } from './contract';

/** cookie_data: category => service => cookie names / storage keys. */
export type CookieData = Record< string, Record< string, string[] > >;

/**
 * The names to clean now.
 *
 * @param cookieData      From GET consent/cookie_data.
 * @param categoryConsent hasConsent for a category.
 * @param serviceConsent  hasServiceConsent for a service in a category.
 */
export function namesToClean(
	cookieData: CookieData,
	categoryConsent: ( category: string ) => boolean,
	serviceConsent: ( service: string, category: string ) => boolean
): string[] {
	const names: string[] = [];
	for ( const category of CATEGORIES ) {
		if (
			category === 'functional' ||
			categoryConsent( category ) ||
			! Object.prototype.hasOwnProperty.call( cookieData, category )
		) {
			continue;
		}
		for ( const [ service, items ] of Object.entries(
			cookieData[ category ]
		) ) {
			if ( ! serviceConsent( service, category ) ) {
				for ( const item of items ) {
					if ( ! names.includes( item ) ) {
						names.push( item );
					}
				}
			}
		}
	}
	return names;
}
