/**
 * The jQuery-plugin-style entry every chrome component shares: `invoke( component, 'show' )`.
 * Themes and other plugins call components by method name (as with Bootstrap's
 * `$( el ).toast( 'show' )`), so a typo must fail loudly rather than do nothing.
 */

export type Methods = Record< string, ( ...args: never[] ) => unknown >;

/**
 * Calls a public method by name.
 *
 * @param component The component.
 * @param method    Its name; names starting with '_' and 'constructor' are private.
 * @param args      Arguments.
 * @throws TypeError `No method named "…"` when there is no such public method.
 */
export function invoke(
	component: object,
	method: string,
	...args: unknown[]
): unknown {
	const candidate = ( component as Record< string, unknown > )[ method ];
	if (
		method.startsWith( '_' ) ||
		method === 'constructor' ||
		typeof candidate !== 'function'
	) {
		throw new TypeError( `No method named "${ method }"` );
	}
	return ( candidate as ( ...a: unknown[] ) => unknown ).apply(
		component,
		args
	);
}
