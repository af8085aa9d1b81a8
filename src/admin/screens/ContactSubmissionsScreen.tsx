// Contact messages: every stored submission (search, filter by form and status, view, mark spam or
// not spam, delete, CSV export of the same filters), read through the opengive/contactSubmission entity.
import { useCallback, useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { Button } from '@wordpress/components';
import type { Action, Field, View } from '@wordpress/dataviews';
import EntityList from '../components/EntityList';
import { useEntityWrites } from '../entity-store';
import { formatDate } from '../format';
import { adminSettings } from '../types';
import type { ListQuery, QueryMap } from '../view-query';
import {
	submissionStatuses,
	submissionText,
	type ContactSubmission,
} from '../contact-entity';

const MAP: QueryMap = {
	sorts: { createdAt: 'createdAt' },
	filters: { status: 'status', formTitle: 'formId' },
};

const VIEW: View = {
	type: 'table',
	page: 1,
	perPage: 20,
	sort: { field: 'createdAt', direction: 'desc' },
	fields: [ 'createdAt', 'formTitle', 'email', 'status', 'preview' ],
	filters: [],
	search: '',
};

function exportUrl( query: ListQuery ): string {
	const base = ( adminSettings() as unknown as { contactExportUrl?: string } )
		.contactExportUrl;
	if ( ! base ) {
		return '';
	}
	const url = new URL( base, window.location.href );
	for ( const key of [ 'formId', 'status', 'search' ] ) {
		if ( query[ key ] !== undefined ) {
			url.searchParams.set( key, String( query[ key ] ) );
		}
	}
	return url.toString();
}

export default function ContactSubmissionsScreen() {
	const [ forms, setForms ] = useState<
		Array< { value: number; label: string } >
	>( [] );
	const [ open, setOpen ] = useState< ContactSubmission | null >( null );
	const [ query, setQuery ] = useState< ListQuery >( {} );
	const { saveEntityRecord, deleteEntityRecord } = useEntityWrites();
	useEffect( () => {
		apiFetch< Array< { id: number; title: string } > >( {
			path: '/opengive/v1/contact-forms?per_page=100',
		} )
			.then( ( list ) =>
				setForms(
					list.map( ( form ) => ( {
						value: form.id,
						label: form.title,
					} ) )
				)
			)
			.catch( () => setForms( [] ) );
	}, [] );
	const onQuery = useCallback( ( next: ListQuery ) => setQuery( next ), [] );

	const fields: Field< ContactSubmission >[] = [
		{
			id: 'createdAt',
			label: __( 'Received', 'opengive' ),
			getValue: ( { item } ) => formatDate( item.createdAt ),
			enableHiding: false,
		},
		{
			id: 'formTitle',
			label: __( 'Form', 'opengive' ),
			elements: forms,
			filterBy: { operators: [ 'is' ] },
			enableSorting: false,
		},
		{ id: 'email', label: __( 'From', 'opengive' ), enableSorting: false },
		{
			id: 'status',
			label: __( 'Status', 'opengive' ),
			elements: submissionStatuses(),
			filterBy: { operators: [ 'is' ] },
			enableSorting: false,
		},
		{
			id: 'preview',
			label: __( 'Message', 'opengive' ),
			enableSorting: false,
			getValue: ( { item } ) =>
				Object.values( item.fields )
					.map( submissionText )
					.join( ' · ' )
					.slice( 0, 120 ),
		},
	];

	const actions: Action< ContactSubmission >[] = [
		{
			id: 'view',
			label: __( 'View', 'opengive' ),
			isPrimary: true,
			callback: ( [ item ] ) => setOpen( item ),
		},
		{
			id: 'spam',
			label: __( 'Mark as spam', 'opengive' ),
			isEligible: ( item ) => item.status !== 'spam',
			supportsBulk: true,
			callback: ( items ) =>
				items.forEach( ( item ) =>
					saveEntityRecord( 'opengive', 'contactSubmission', {
						id: item.id,
						status: 'spam',
					} )
				),
		},
		{
			id: 'not-spam',
			label: __( 'Not spam', 'opengive' ),
			isEligible: ( item ) => item.status === 'spam',
			callback: ( items ) =>
				items.forEach( ( item ) =>
					saveEntityRecord( 'opengive', 'contactSubmission', {
						id: item.id,
						status: 'received',
					} )
				),
		},
		{
			id: 'delete',
			label: __( 'Delete', 'opengive' ),
			supportsBulk: true,
			callback: ( items ) => {
				if (
					// A deletion cannot be undone: the browser's own dialog asks first.
					// eslint-disable-next-line no-alert
					window.confirm(
						__( 'Delete these messages for good?', 'opengive' )
					)
				) {
					items.forEach( ( item ) =>
						deleteEntityRecord(
							'opengive',
							'contactSubmission',
							item.id
						)
					);
					setOpen( null );
				}
			},
		},
	];

	const download = exportUrl( query );
	return (
		<>
			{ download && (
				<p className="opengive-admin__toolbar">
					<Button variant="secondary" href={ download }>
						{ __( 'Export CSV', 'opengive' ) }
					</Button>
				</p>
			) }
			<EntityList< ContactSubmission >
				kind="opengive"
				entity="contactSubmission"
				fields={ fields }
				map={ MAP }
				defaultView={ VIEW }
				actions={ actions }
				searchLabel={ __( 'Search messages', 'opengive' ) }
				onOpen={ setOpen }
				onQuery={ onQuery }
			/>
			{ open && (
				<section
					className="opengive-admin__detail"
					aria-label={ __( 'Message', 'opengive' ) }
				>
					<h2>
						{ open.formTitle } · { formatDate( open.createdAt ) }
					</h2>
					<dl>
						{ Object.entries( open.fields ).map(
							( [ name, value ] ) => (
								<div key={ name }>
									<dt>{ name }</dt>
									<dd>{ submissionText( value ) }</dd>
								</div>
							)
						) }
						<div>
							<dt>{ __( 'Consent to store', 'opengive' ) }</dt>
							<dd>
								{ open.consent
									? __( 'Yes', 'opengive' )
									: __( 'No', 'opengive' ) }
							</dd>
						</div>
						<div>
							<dt>{ __( 'Page', 'opengive' ) }</dt>
							<dd>{ open.pageUrl }</dd>
						</div>
					</dl>
					<Button
						variant="tertiary"
						onClick={ () => setOpen( null ) }
					>
						{ __( 'Close', 'opengive' ) }
					</Button>
				</section>
			) }
		</>
	);
}
