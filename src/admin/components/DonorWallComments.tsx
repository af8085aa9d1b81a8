/**
 * Moderation on the donor's record: each of the donor's commented gifts with a toggle that hides
 * the comment from the donor wall (POST opengive/v1/donations/{id}/comment-visibility). The comment
 * itself is kept on the gift for receipts and the admin.
 */
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { Notice, ToggleControl } from '@wordpress/components';
import { formatDate } from '../format';

export interface WallComment {
	id: number;
	comment: string;
	hidden: boolean;
	createdAt: string;
}

export default function DonorWallComments( { donorId }: { donorId: number } ) {
	const [ comments, setComments ] = useState< WallComment[] | null >( null );
	const [ error, setError ] = useState< string | null >( null );

	useEffect( () => {
		apiFetch< WallComment[] >( {
			path: `/opengive/v1/donors/${ donorId }/wall-comments`,
		} )
			.then( setComments )
			.catch( () =>
				setError(
					__( 'The comments could not be loaded.', 'opengive' )
				)
			);
	}, [ donorId ] );

	const toggle = ( item: WallComment, hidden: boolean ) => {
		setError( null );
		apiFetch< { id: number; hidden: boolean } >( {
			path: `/opengive/v1/donations/${ item.id }/comment-visibility`,
			method: 'POST',
			data: { hidden },
		} )
			.then( ( saved ) =>
				setComments( ( list ) =>
					( list ?? [] ).map( ( entry ) =>
						entry.id === saved.id
							? { ...entry, hidden: saved.hidden }
							: entry
					)
				)
			)
			.catch( () =>
				setError(
					__(
						'The change could not be saved. Please try again.',
						'opengive'
					)
				)
			);
	};

	if ( comments === null && error === null ) {
		return null;
	}
	return (
		<section className="opengive-admin__wall-comments">
			<h3>{ __( 'Comments on the donor wall', 'opengive' ) }</h3>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ comments?.length === 0 && (
				<p>{ __( 'This donor has left no comments.', 'opengive' ) }</p>
			) }
			<ul>
				{ ( comments ?? [] ).map( ( item ) => (
					<li key={ item.id }>
						<blockquote>{ item.comment }</blockquote>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __(
								'Hide from the donor wall',
								'opengive'
							) }
							help={ formatDate( item.createdAt ) }
							checked={ item.hidden }
							onChange={ ( hidden ) => toggle( item, hidden ) }
						/>
					</li>
				) ) }
			</ul>
		</section>
	);
}
