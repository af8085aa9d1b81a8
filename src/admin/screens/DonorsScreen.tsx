// Donors with their totals; one donor's detail shows their history.
import { useCallback, useMemo, useState } from '@wordpress/element';
import { useEntityRecord } from '@wordpress/core-data';
import { __, sprintf } from '@wordpress/i18n';
import { Button, Spinner } from '@wordpress/components';
import type { Action, Field, View } from '@wordpress/dataviews';
import EntityList from '../components/EntityList';
import useOpenRecord from '../components/useOpenRecord';
import ExportLink from '../components/ExportLink';
import DonorWallComments from '../components/DonorWallComments';
import { donationFields, DONATIONS_VIEW } from './DonationsScreen';
import { formatDate, formatMoney } from '../format';
import type { Donation, Donor } from '../types';
import type { ListQuery, QueryMap } from '../view-query';

const MAP: QueryMap = {
	sorts: {
		id: 'id',
		name: 'name',
		email: 'email',
		createdAt: 'createdAt',
	},
	filters: {},
	// The screen lists every donor, test-mode and pending-only ones too; GiveWP's default
	// (onlyWithDonations=true, mode=live) would hide them.
	fixed: { onlyWithDonations: false },
};

const VIEW: View = {
	type: 'table',
	page: 1,
	perPage: 20,
	sort: { field: 'createdAt', direction: 'desc' },
	fields: [ 'name', 'email', 'total', 'gifts', 'createdAt' ],
	filters: [],
	search: '',
};

const FIELDS: Field< Donor >[] = [
	{ id: 'name', label: __( 'Name', 'opengive' ), enableHiding: false },
	{ id: 'email', label: __( 'Email', 'opengive' ) },
	{
		id: 'total',
		label: __( 'Total given', 'opengive' ),
		enableSorting: false,
		getValue: ( { item } ) => formatMoney( item.totalAmountDonated ),
	},
	{
		id: 'gifts',
		label: __( 'Gifts', 'opengive' ),
		enableSorting: false,
		getValue: ( { item } ) => item.totalNumberOfDonations,
	},
	{
		id: 'createdAt',
		label: __( 'Donor since', 'opengive' ),
		getValue: ( { item } ) => formatDate( item.createdAt ),
	},
];

function DonorDetail( { id, onBack }: { id: number; onBack: () => void } ) {
	const { record, hasResolved } = useEntityRecord< Donor >(
		'givewp',
		'donor',
		id
	);
	// Memoized: EntityList derives its query from the map, and a new map each render would re-run it.
	const history = useMemo< QueryMap >(
		() => ( {
			sorts: { amount: 'amount', createdAt: 'createdAt' },
			filters: {},
			fixed: { donorId: id },
		} ),
		[ id ]
	);
	if ( ! hasResolved ) {
		return <Spinner />;
	}
	return (
		<div className="opengive-admin__detail">
			<Button variant="link" onClick={ onBack }>
				{ __( '← All donors', 'opengive' ) }
			</Button>
			<h2>{ record?.name }</h2>
			<p>
				{ sprintf(
					/* translators: 1: total given, 2: number of gifts */
					__( '%1$s given in %2$d gifts.', 'opengive' ),
					formatMoney( record?.totalAmountDonated ),
					record?.totalNumberOfDonations ?? 0
				) }
			</p>
			<dl className="opengive-admin__facts">
				<dt>{ __( 'Email', 'opengive' ) }</dt>
				<dd>{ record?.email ?? '—' }</dd>
				<dt>{ __( 'Company', 'opengive' ) }</dt>
				<dd>{ record?.company || '—' }</dd>
				<dt>{ __( 'Donor since', 'opengive' ) }</dt>
				<dd>{ formatDate( record?.createdAt ) }</dd>
			</dl>
			<DonorWallComments donorId={ id } />
			<h3>{ __( 'History', 'opengive' ) }</h3>
			<EntityList< Donation >
				entity="donation"
				fields={ donationFields( [] ).filter( ( field ) =>
					[ 'amount', 'formTitle', 'status', 'createdAt' ].includes(
						field.id
					)
				) }
				map={ history }
				defaultView={ {
					...DONATIONS_VIEW,
					fields: [ 'amount', 'formTitle', 'status', 'createdAt' ],
				} }
				searchLabel={ __( 'Search this donor’s gifts', 'opengive' ) }
			/>
		</div>
	);
}

export default function DonorsScreen() {
	const [ openId, open ] = useOpenRecord();
	const [ query, setQuery ] = useState< ListQuery >( {} );
	const onQuery = useCallback( ( next: ListQuery ) => setQuery( next ), [] );
	const actions: Action< Donor >[] = [
		{
			id: 'view',
			label: __( 'View', 'opengive' ),
			isPrimary: true,
			callback: ( [ item ] ) => open( item.id ),
		},
	];
	if ( openId > 0 ) {
		return <DonorDetail id={ openId } onBack={ () => open( 0 ) } />;
	}
	return (
		<>
			<ExportLink type="donors" query={ query } />
			<EntityList< Donor >
				entity="donor"
				fields={ FIELDS }
				map={ MAP }
				defaultView={ VIEW }
				actions={ actions }
				searchLabel={ __( 'Search donors', 'opengive' ) }
				onOpen={ ( item ) => open( item.id ) }
				onQuery={ onQuery }
			/>
		</>
	);
}
