/**
 * The answer to the latest request only. A screen that asks again while an earlier request is on
 * its way (a search typed, a range changed) must not show the earlier answer if it arrives last,
 * as it can on a slow site. The previous answer stays on screen while the next one loads.
 */
import { useEffect, useState } from '@wordpress/element';

export interface LatestAnswer< T > {
	answer: T | null;
	/** The failure's message (the server's when it gave one), '' when the latest request succeeded. */
	error: string;
	loading: boolean;
}

/**
 * @param load     Sends the request (a new function whenever `key` changes).
 * @param key      What the request depends on, e.g. its path.
 * @param fallback The message when a failure has none.
 */
export function useLatestAnswer< T >(
	load: () => Promise< T >,
	key: string,
	fallback: string
): LatestAnswer< T > {
	const [ state, setState ] = useState< LatestAnswer< T > >( {
		answer: null,
		error: '',
		loading: true,
	} );
	useEffect( () => {
		let current = true;
		setState( ( previous ) => ( { ...previous, loading: true } ) );
		load().then(
			( answer ) => {
				if ( current ) {
					setState( { answer, error: '', loading: false } );
				}
			},
			( failure: { message?: string } ) => {
				if ( current ) {
					setState( ( previous ) => ( {
						...previous,
						error: failure?.message ?? fallback,
						loading: false,
					} ) );
				}
			}
		);
		return () => {
			current = false;
		};
		// The request is identified by its key; `load` is a new closure on every render.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ key ] );
	return state;
}
