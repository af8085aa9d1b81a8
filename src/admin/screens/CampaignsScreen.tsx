// Campaigns with their progress; create one or edit one.
import { useEntityRecord } from '@wordpress/core-data';
import { __ } from '@wordpress/i18n';
import { Button, Spinner } from '@wordpress/components';
import type { Action, Field } from '@wordpress/dataviews';
import EntityList from '../components/EntityList';
import useOpenRecord from '../components/useOpenRecord';
import CampaignEditor from './CampaignEditor';
import { campaignStatuses, formatDate, labelOf } from '../format';
import type { Campaign } from '../types';
import { tableView, type QueryMap } from '../view-query';

/** The "new campaign" pseudo-id in the address. */
const NEW = -1;

const MAP: QueryMap = {
	sorts: {
		id: 'id',
		title: 'title',
		status: 'status',
		createdAt: 'createdAt',
	},
	filters: { status: 'status' },
	// GiveWP's default is active campaigns only; the screen lists every status.
	fixed: { status: 'any' },
};

const VIEW = tableView( { field: 'createdAt', direction: 'desc' }, [
	'title',
	'progress',
	'status',
	'startDate',
	'endDate',
] );

export function Progress( { campaign }: { campaign: Campaign } ) {
	const { actualFormatted, goalFormatted, percentage } = campaign.goalStats;
	return (
		<div className="opengive-admin__progress">
			<progress
				max={ 100 }
				value={ percentage }
				aria-label={ __( 'Progress', 'opengive' ) }
			/>
			<span>
				{ actualFormatted } / { goalFormatted } ({ percentage }%)
			</span>
		</div>
	);
}

const FIELDS: Field< Campaign >[] = [
	{ id: 'title', label: __( 'Title', 'opengive' ), enableHiding: false },
	{
		id: 'progress',
		label: __( 'Progress', 'opengive' ),
		enableSorting: false,
		render: ( { item } ) => <Progress campaign={ item } />,
	},
	{
		id: 'status',
		label: __( 'Status', 'opengive' ),
		elements: campaignStatuses(),
		filterBy: { operators: [ 'is' ] },
		getValue: ( { item } ) => labelOf( campaignStatuses(), item.status ),
	},
	{
		id: 'startDate',
		label: __( 'Starts', 'opengive' ),
		enableSorting: false,
		getValue: ( { item } ) => formatDate( item.startDate ),
	},
	{
		id: 'endDate',
		label: __( 'Ends', 'opengive' ),
		enableSorting: false,
		getValue: ( { item } ) => formatDate( item.endDate ),
	},
];

function EditExisting( { id, onDone }: { id: number; onDone: () => void } ) {
	const { record, hasResolved } = useEntityRecord< Campaign >(
		'givewp',
		'campaign',
		id
	);
	if ( ! hasResolved ) {
		return <Spinner />;
	}
	return (
		<CampaignEditor campaign={ record ?? undefined } onDone={ onDone } />
	);
}

export default function CampaignsScreen() {
	const [ openId, open ] = useOpenRecord();
	const actions: Action< Campaign >[] = [
		{
			id: 'edit',
			label: __( 'Edit', 'opengive' ),
			isPrimary: true,
			callback: ( [ item ] ) => open( item.id ),
		},
	];
	if ( openId === NEW ) {
		return <CampaignEditor onDone={ () => open( 0 ) } />;
	}
	if ( openId > 0 ) {
		return <EditExisting id={ openId } onDone={ () => open( 0 ) } />;
	}
	return (
		<>
			<p className="opengive-admin__toolbar">
				<Button variant="primary" onClick={ () => open( NEW ) }>
					{ __( 'Add campaign', 'opengive' ) }
				</Button>
			</p>
			<EntityList< Campaign >
				entity="campaign"
				fields={ FIELDS }
				map={ MAP }
				defaultView={ VIEW }
				actions={ actions }
				searchLabel={ __( 'Search campaigns', 'opengive' ) }
				onOpen={ ( item ) => open( item.id ) }
			/>
		</>
	);
}
