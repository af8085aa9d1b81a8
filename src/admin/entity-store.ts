/**
 * The core-data calls OpenGive's admin needs, typed once: core-data's own types do not declare
 * getEntitiesConfig / addEntities (entity registration) nor the arguments of the record writes.
 */
import { dispatch, select, useDispatch } from '@wordpress/data';
import { store as coreStore } from '@wordpress/core-data';

export interface EntityStore {
	getEntitiesConfig: ( kind: string ) => Array< { name: string } >;
	addEntities: ( entities: unknown[] ) => void;
}

/** core-data's registered entities and its addEntities action. */
export function coreEntityStore(): EntityStore {
	return {
		getEntitiesConfig: ( kind ) =>
			(
				select( coreStore ) as unknown as {
					getEntitiesConfig: (
						k: string
					) => Array< { name: string } >;
				}
			 ).getEntitiesConfig( kind ),
		addEntities: ( entities ) =>
			(
				dispatch( coreStore ) as unknown as {
					addEntities: ( e: unknown[] ) => void;
				}
			 ).addEntities( entities ),
	};
}

/** core-data's save and delete actions and its cache invalidation, typed once for the admin's writes. */
export interface EntityWrites {
	saveEntityRecord: (
		kind: string,
		name: string,
		record: Record< string, unknown >,
		options?: { throwOnError: boolean }
	) => Promise< unknown >;
	deleteEntityRecord: (
		kind: string,
		name: string,
		id: number,
		query?: Record< string, unknown >
	) => Promise< unknown >;
	invalidateResolutionForStoreSelector: ( selector: string ) => void;
}

/** The save and delete actions of core-data (its own types do not declare their arguments). */
export function useEntityWrites(): EntityWrites {
	return useDispatch( coreStore ) as unknown as EntityWrites;
}
