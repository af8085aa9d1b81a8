// Donations: filter (status, campaign, mode), sort, search and page through them; open one; change
// status or delete in bulk; export what the list shows as CSV.
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { useEntityRecords } from '@wordpress/core-data';
import { askInBrowser } from '../../ui/confirm';
import { __ } from '@wordpress/i18n';
import type { Action, Field, View } from '@wordpress/dataviews';
import EntityList from '../components/EntityList';
import { useEntityWrites } from '../entity-store';
import { modeField, statusField } from '../fields';
import useOpenRecord from '../components/useOpenRecord';
import ExportLink from '../components/ExportLink';
import TestModeNotice, {
	useTestDonationCount,
} from '../components/TestModeNotice';
import DonationDetail from './DonationDetail';
import { donationStatuses, formatDate, formatMoney } from '../format';
import { adminSettings, type Campaign, type Donation } from '../types';
import type { ListQuery, QueryMap } from '../view-query';

export const DONATIONS_MAP: QueryMap = {
	sorts: {
		id: 'id',
		amount: 'amount',
		createdAt: 'createdAt',
		status: 'status',
	},
	filters: { status: 'status', campaignId: 'campaignId', mode: 'mode' },
	// Said out loud rather than left to the API's default, so the screen and its notice agree.
	fixed: { mode: 'live' },
};

/**
 * Whether the view's filters ask for test donations.
 * @param view
 */
export function showsTestMode( view: View ): boolean {
	return ( view.filters ?? [] ).some(
		( filter ) =>
			filter.field === 'mode' &&
			( Array.isArray( filter.value )
				? filter.value[ 0 ]
				: filter.value ) === 'test'
	);
}

/**
 * The view switched to one mode: the mode filter replaced (live is the default, so no filter).
 *
 * @param view The current view.
 * @param mode The mode to show.
 */
export function withMode( view: View, mode: 'live' | 'test' ): View {
	const others = ( view.filters ?? [] ).filter(
		( filter ) => filter.field !== 'mode'
	);
	return {
		...view,
		page: 1,
		filters:
			mode === 'test'
				? [
						...others,
						{ field: 'mode', operator: 'is', value: 'test' },
					]
				: others,
	};
}

export const DONATIONS_VIEW: View = {
	type: 'table',
	page: 1,
	perPage: 20,
	sort: { field: 'createdAt', direction: 'desc' },
	fields: [
		'donor',
		'amount',
		'formTitle',
		'campaignId',
		'status',
		'createdAt',
	],
	filters: [],
	search: '',
};

export function donationFields( campaigns: Campaign[] ): Field< Donation >[] {
	return [
		{
			id: 'id',
			label: __( 'ID', 'opengive' ),
			getValue: ( { item } ) => item.id,
			enableHiding: false,
		},
		{
			id: 'donor',
			label: __( 'Donor', 'opengive' ),
			getValue: ( { item } ) =>
				`${ item.firstName } ${ item.lastName }`.trim(),
			enableSorting: false,
		},
		{
			id: 'amount',
			label: __( 'Amount', 'opengive' ),
			getValue: ( { item } ) => formatMoney( item.amount ),
		},
		{
			id: 'formTitle',
			label: __( 'Form', 'opengive' ),
			enableSorting: false,
		},
		{
			id: 'campaignId',
			label: __( 'Campaign', 'opengive' ),
			elements: campaigns.map( ( campaign ) => ( {
				value: campaign.id,
				label: campaign.title,
			} ) ),
			filterBy: { operators: [ 'is' ] },
			enableSorting: false,
			getValue: ( { item } ) =>
				campaigns.find(
					( campaign ) => campaign.id === item.campaignId
				)?.title ?? '—',
		},
		statusField( donationStatuses() ),
		modeField(),
		{
			id: 'createdAt',
			label: __( 'Date', 'opengive' ),
			getValue: ( { item } ) => formatDate( item.createdAt ),
		},
	];
}

export default function DonationsScreen() {
	const [ openId, open ] = useOpenRecord();
	const [ query, setQuery ] = useState< ListQuery >( {} );
	const [ view, setView ] = useState< View >( DONATIONS_VIEW );
	const testCount = useTestDonationCount();
	// While test donations exist the Mode column shows (once: the admin may hide it again).
	const modeColumnAdded = useRef( false );
	useEffect( () => {
		if ( testCount > 0 && ! modeColumnAdded.current ) {
			modeColumnAdded.current = true;
			setView( ( current ) =>
				( current.fields ?? [] ).includes( 'mode' )
					? current
					: {
							...current,
							fields: [ ...( current.fields ?? [] ), 'mode' ],
						}
			);
		}
	}, [ testCount ] );
	const { records: campaigns } = useEntityRecords< Campaign >(
		'givewp',
		'campaign',
		// GiveWP's default is active campaigns only; gifts may belong to any.
		{ per_page: 100, status: 'any' }
	);
	const fields = useMemo(
		() => donationFields( campaigns ?? [] ),
		[ campaigns ]
	);
	const { saveEntityRecord, deleteEntityRecord } = useEntityWrites();
	const onQuery = useCallback( ( next: ListQuery ) => setQuery( next ), [] );
	const actions: Action< Donation >[] = [
		{
			id: 'view',
			label: __( 'View', 'opengive' ),
			isPrimary: true,
			callback: ( [ item ] ) => open( item.id ),
		},
	];
	if ( adminSettings().canEdit ) {
		actions.push(
			{
				id: 'mark-complete',
				label: __( 'Mark complete', 'opengive' ),
				supportsBulk: true,
				isEligible: ( item ) => item.status !== 'publish',
				callback: async ( items ) => {
					for ( const item of items ) {
						await saveEntityRecord( 'givewp', 'donation', {
							id: item.id,
							status: 'publish',
						} );
					}
				},
			},
			{
				id: 'delete',
				label: __( 'Delete', 'opengive' ),
				supportsBulk: true,
				isDestructive: true,
				callback: async ( items ) => {
					if (
						! askInBrowser(
							__(
								'Delete the selected donations for good?',
								'opengive'
							)
						)
					) {
						return;
					}
					for ( const item of items ) {
						// force: the route trashes without it, as GiveWP's does.
						await deleteEntityRecord(
							'givewp',
							'donation',
							item.id,
							{ force: true }
						);
					}
				},
			} as Action< Donation >
		);
	}
	if ( openId > 0 ) {
		return <DonationDetail id={ openId } onBack={ () => open( 0 ) } />;
	}
	return (
		<>
			<TestModeNotice
				count={ testCount }
				showingTest={ showsTestMode( view ) }
				onShowTest={ () => setView( withMode( view, 'test' ) ) }
				onShowLive={ () => setView( withMode( view, 'live' ) ) }
			/>
			<ExportLink type="donations" query={ query } />
			<EntityList< Donation >
				view={ view }
				onChangeView={ setView }
				entity="donation"
				fields={ fields }
				map={ DONATIONS_MAP }
				defaultView={ DONATIONS_VIEW }
				actions={ actions }
				searchLabel={ __( 'Search donations', 'opengive' ) }
				onOpen={ ( item ) => open( item.id ) }
				onQuery={ onQuery }
			/>
		</>
	);
}
