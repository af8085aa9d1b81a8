/**
 * A unique id for one rendered component, with a readable prefix.
 *
 * React's own useId instead of `@wordpress/compose`'s useInstanceId: compose and its dependency chain
 * (keycodes, dom, deprecated, priority-queue, is-shallow-equal; ~21 KB gzip) were loaded on every
 * donation page for this one hook. useId's colons are dropped so the id also works in CSS selectors.
 */
import { useId } from '@wordpress/element';

export function useStableId( prefix: string ): string {
	return `${ prefix }-${ useId().replace( /:/g, '' ) }`;
}
