// A donation's notes (newest first) and a box to add one.
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { Button, TextareaControl } from '@wordpress/components';
import { formatDate } from '../format';

export interface Note {
	id: number;
	type: 'admin' | 'system';
	content: string;
	author: string;
	createdAt: string;
}

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
	const [ notes, setNotes ] = useState< Note[] >( [] );
	const [ draft, setDraft ] = useState( '' );
	const [ error, setError ] = useState< string | null >( null );
	const path = `/givewp/v3/donations/${ donationId }/notes`;

	useEffect( () => {
		apiFetch< Note[] >( { path } )
			.then( ( loaded ) => {
				setNotes( loaded );
				onLoaded?.( loaded );
			} )
			.catch( () =>
				setError( __( 'The notes could not be loaded.', 'opengive' ) )
			);
		// onLoaded is a callback prop; a new function each render must not refetch.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ path, refreshKey ] );

	const add = async () => {
		setError( null );
		try {
			const note = await apiFetch< Note >( {
				path,
				method: 'POST',
				data: { content: draft },
			} );
			setNotes( [ note, ...notes ] );
			setDraft( '' );
		} catch ( caught ) {
			setError(
				( caught as { message?: string } ).message ??
					__( 'The note was not saved.', 'opengive' )
			);
		}
	};

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
				{ notes.map( ( note ) => (
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
