/**
 * Code a page's first render does not need, kept in a webpack chunk of its own and loaded on demand
 * (issue 19's page-weight budget): load() starts the request once and shares it, current() answers
 * synchronously once the chunk is in, so a component renders the part without a loading flash.
 */
import { useEffect, useState } from '@wordpress/element';

export interface LazyPart< T > {
	/** Loads the chunk (once; a failed load may be tried again). */
	load: () => Promise< T >;
	/** The loaded module, or null while it is not in yet. */
	current: () => T | null;
}

/**
 * @param importer The dynamic import() of the part's module.
 */
export function lazyPart< T >( importer: () => Promise< T > ): LazyPart< T > {
	let loaded: T | null = null;
	let pending: Promise< T > | null = null;
	return {
		load() {
			if ( ! pending ) {
				pending = importer().then(
					( module ) => ( loaded = module ),
					( error ) => {
						pending = null;
						throw error;
					}
				);
			}
			return pending;
		},
		current: () => loaded,
	};
}

/**
 * Starts loading a part without waiting for it: for intent (hover, focus) ahead of a click, so the
 * donor never waits for the chunk. A failure is left to the load the click itself makes.
 *
 * @param part The part.
 */
export function prefetchPart( part: LazyPart< unknown > ): void {
	part.load().catch( () => {} );
}

/**
 * Props that prefetch parts when the pointer or focus comes near the control that needs them.
 *
 * @param parts The parts.
 */
export function prefetchOnIntent( ...parts: LazyPart< unknown >[] ) {
	const prefetch = () => parts.forEach( prefetchPart );
	return {
		onPointerEnter: prefetch,
		onFocus: prefetch,
		onTouchStart: prefetch,
	};
}

/**
 * The part's module in a component: null until it is in (the effect then loads it and renders again).
 *
 * @param part   The part.
 * @param wanted Whether the component needs it now.
 */
export function useLazyPart< T >(
	part: LazyPart< T >,
	wanted = true
): T | null {
	const [ , setLoaded ] = useState( false );
	const module = part.current();
	useEffect( () => {
		if ( wanted && ! module ) {
			part.load().then(
				() => setLoaded( true ),
				() => {}
			);
		}
	}, [ part, wanted, module ] );
	return module;
}
