/**
 * A donation's notes as a core-data entity. The route is nested (/givewp/v3/donations/{id}/notes)
 * and core-data entities have one fixed base URL, so each donation's notes are their own entity,
 * registered the first time its detail opens; reads and writes then go through useEntityRecords and
 * saveEntityRecord like the other admin lists.
 */
import { __ } from '@wordpress/i18n';
import type { EntityStore } from './entity-store';

export interface Note {
	id: number;
	type: 'admin' | 'system';
	content: string;
	author: string;
	createdAt: string;
}

/**
 * The entity name of one donation's notes.
 *
 * @param donationId Donation.
 */
export function notesEntityName( donationId: number ): string {
	return `donation-${ donationId }-notes`;
}

/**
 * The entity config of one donation's notes.
 *
 * @param donationId Donation.
 */
export function notesEntity( donationId: number ) {
	return {
		name: notesEntityName( donationId ),
		kind: 'givewp',
		baseURL: `/givewp/v3/donations/${ donationId }/notes`,
		baseURLParams: {},
		label: __( 'Donation note', 'opengive' ),
		// The route answers every note at once, newest first.
		supportsPagination: false,
	} as const;
}

/**
 * Adds one donation's notes entity unless it is there already.
 *
 * @param donationId Donation.
 * @param store      core-data's registration calls (coreEntityStore()).
 * @return The entity name.
 */
export function registerNotesEntity(
	donationId: number,
	store: EntityStore
): string {
	const name = notesEntityName( donationId );
	const known = ( store.getEntitiesConfig( 'givewp' ) ?? [] ).some(
		( entity ) => entity.name === name
	);
	if ( ! known ) {
		store.addEntities( [ { ...notesEntity( donationId ) } ] );
	}
	return name;
}
