/**
 * The two core-data calls entity registration needs (registerGivewpEntities, registerContactEntity),
 * typed once: core-data's own types do not declare getEntitiesConfig / addEntities.
 */
import { dispatch, select } from '@wordpress/data';
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
