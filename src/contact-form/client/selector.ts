/**
 * Field names in attribute selectors. Names may hold ':' (CF7's pattern allows it), which a
 * selector must escape; CSS.escape is not in every browser this must run in (nor in jsdom).
 *
 * @param name A field name.
 */
export function escapeName( name: string ): string {
	return name.replace( /[^A-Za-z0-9_-]/g, ( char ) => `\\${ char }` );
}
