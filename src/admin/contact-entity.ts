/**
 * Contact form submissions as a core-data entity (kind `opengive`), registered like the givewp ones,
 * so the Contact messages screen reads and changes them through useEntityRecords and
 * saveEntityRecord / deleteEntityRecord.
 */
import { __ } from '@wordpress/i18n';

export interface ContactSubmission {
	id: number;
	formId: number;
	formTitle: string;
	status: 'received' | 'mail_sent' | 'mail_failed' | 'spam' | 'aborted';
	email: string;
	consent: boolean;
	fields: Record< string, unknown >;
	userAgent: string;
	pageId: number;
	pageUrl: string;
	createdAt: string;
}

export const CONTACT_ENTITY = {
	name: 'contactSubmission',
	kind: 'opengive',
	baseURL: '/opengive/v1/contact-submissions',
	baseURLParams: {},
	plural: 'contactSubmissions',
	label: __( 'Contact message', 'opengive' ),
	supportsPagination: true,
} as const;

/**
 * Adds the entity once.
 *
 * @param store                   The core-data store's selectors and actions.
 * @param store.getEntitiesConfig Registered entities of a kind.
 * @param store.addEntities       Adds entities.
 * @return Whether it was added now.
 */
export function registerContactEntity( store: {
	getEntitiesConfig: ( kind: string ) => Array< { name: string } >;
	addEntities: ( entities: unknown[] ) => void;
} ): boolean {
	const known = ( store.getEntitiesConfig( CONTACT_ENTITY.kind ) ?? [] ).some(
		( entity ) => entity.name === CONTACT_ENTITY.name
	);
	if ( ! known ) {
		store.addEntities( [ { ...CONTACT_ENTITY } ] );
	}
	return ! known;
}

/** The statuses a submission can have, with their labels. */
export function submissionStatuses(): Array< {
	value: string;
	label: string;
} > {
	return [
		{ value: 'mail_sent', label: __( 'Sent', 'opengive' ) },
		{ value: 'mail_failed', label: __( 'Mail failed', 'opengive' ) },
		{ value: 'received', label: __( 'Received', 'opengive' ) },
		{ value: 'spam', label: __( 'Spam', 'opengive' ) },
		{ value: 'aborted', label: __( 'Aborted', 'opengive' ) },
	];
}

/**
 * A stored value as text (lists joined, files by name).
 *
 * @param value A field's stored value.
 */
export function submissionText( value: unknown ): string {
	if ( Array.isArray( value ) ) {
		return value.map( submissionText ).join( ', ' );
	}
	if ( value && typeof value === 'object' ) {
		const name = ( value as { name?: unknown } ).name;
		return typeof name === 'string' ? name : '';
	}
	return value === null || value === undefined ? '' : String( value );
}
