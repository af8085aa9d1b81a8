// A donation's notes (newest first) and a box to add one, through the donation's notes entity
// (src/admin/notes-entity.ts).
import { useEffect, useState } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { store as coreStore, useEntityRecords } from '@wordpress/core-data';
import { __ } from '@wordpress/i18n';
import { Button, TextareaControl } from '@wordpress/components';
import { formatDate } from '../format';
import { coreEntityStore } from '../entity-store';
import {
	notesEntityName,
	registerNotesEntity,
	type Note,
} from '../notes-entity';

export type { Note } from '../notes-entity';

const ALL_NOTES = {};

export default function DonationNotes( {
	donationId,
	refreshKey,
	onLoaded,
}: {
	donationId: number;
	/** Changes when something else (a refund, a status edit) added a note. */
	refreshKey: number;
	/** Told the notes, newest first, each time they load (the detail shows a failure's reason). */
	onLoaded?: ( notes: Note[] ) => void;
} ) {
	const entity = notesEntityName( donationId );
	// Registered in an effect (not while rendering, which would update other components' selects);
	// the read waits for it, as a read of an unknown entity resolves to nothing.
	const [ registered, setRegistered ] = useState( false );
	useEffect( () => {
		registerNotesEntity( donationId, coreEntityStore() );
		setRegistered( true );
	}, [ donationId ] );
	const { records, status } = useEntityRecords< Note >(
		'givewp',
		entity,
		ALL_NOTES,
		{ enabled: registered }
	);
	const { saveEntityRecord, invalidateResolution } = useDispatch(
		coreStore
	) as unknown as {
		saveEntityRecord: (
			kind: string,
			name: string,
			record: Record< string, unknown >,
			options?: { throwOnError: boolean }
		) => Promise< Note >;
		invalidateResolution: ( selector: string, args: unknown[] ) => void;
	};
	const [ draft, setDraft ] = useState( '' );
	const [ saveError, setSaveError ] = useState< string | null >( null );
	const reload = () =>
		invalidateResolution( 'getEntityRecords', [
			'givewp',
			entity,
			ALL_NOTES,
		] );

	useEffect( () => {
		if ( refreshKey > 0 ) {
			reload();
		}
		// reload is a new function each render; only a new refreshKey refetches.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ refreshKey ] );

	useEffect( () => {
		if ( records ) {
			onLoaded?.( records );
		}
		// onLoaded is a callback prop; a new function each render must not call it again.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ records ] );

	const add = async () => {
		setSaveError( null );
		try {
			await saveEntityRecord(
				'givewp',
				entity,
				{ content: draft },
				{ throwOnError: true }
			);
			setDraft( '' );
			// The list is the server's (newest first), so it is read again rather than patched.
			reload();
		} catch ( caught ) {
			setSaveError(
				( caught as { message?: string } ).message ??
					__( 'The note was not saved.', 'opengive' )
			);
		}
	};

	const error =
		saveError ??
		( status === 'ERROR'
			? __( 'The notes could not be loaded.', 'opengive' )
			: null );

	return (
		<section
			className="opengive-admin__notes"
			aria-label={ __( 'Notes', 'opengive' ) }
		>
			<h3>{ __( 'Notes', 'opengive' ) }</h3>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Add a note', 'opengive' ) }
				value={ draft }
				onChange={ setDraft }
			/>
			<Button
				variant="secondary"
				onClick={ add }
				disabled={ draft.trim() === '' }
			>
				{ __( 'Add note', 'opengive' ) }
			</Button>
			{ error && <p role="alert">{ error }</p> }
			<ul>
				{ ( records ?? [] ).map( ( note ) => (
					<li key={ note.id }>
						<p>{ note.content }</p>
						<small>
							{ formatDate( note.createdAt ) }
							{ note.author ? ` · ${ note.author }` : '' }
							{ note.type === 'system'
								? ` · ${ __( 'automatic', 'opengive' ) }`
								: '' }
						</small>
					</li>
				) ) }
			</ul>
		</section>
	);
}
