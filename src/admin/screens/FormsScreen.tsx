// Donation forms with what they raised; their settings are edited in the block editor.
import { __ } from '@wordpress/i18n';
import { Button } from '@wordpress/components';
import type { Action, Field } from '@wordpress/dataviews';
import EntityList from '../components/EntityList';
import { formatMoney } from '../format';
import { adminSettings, type Form } from '../types';
import { tableView, type QueryMap } from '../view-query';

const MAP: QueryMap = {
	sorts: { id: 'id', title: 'title', createdAt: 'createdAt' },
	filters: { status: 'status' },
	// GiveWP's default is published forms only; the screen lists every status but trash.
	fixed: { status: 'any' },
};

const VIEW = tableView( { field: 'title', direction: 'asc' }, [
	'title',
	'status',
	'donations',
	'raised',
] );

const FIELDS: Field< Form >[] = [
	{ id: 'title', label: __( 'Title', 'opengive' ), enableHiding: false },
	{
		id: 'status',
		label: __( 'Status', 'opengive' ),
		elements: [
			{ value: 'publish', label: __( 'Published', 'opengive' ) },
			{ value: 'draft', label: __( 'Draft', 'opengive' ) },
			{ value: 'private', label: __( 'Private', 'opengive' ) },
		],
		filterBy: { operators: [ 'is' ] },
		enableSorting: false,
	},
	{ id: 'donations', label: __( 'Gifts', 'opengive' ), enableSorting: false },
	{
		id: 'raised',
		label: __( 'Raised', 'opengive' ),
		enableSorting: false,
		getValue: ( { item } ) => formatMoney( item.totalAmount ),
	},
];

const ACTIONS: Action< Form >[] = [
	{
		id: 'edit',
		label: __( 'Edit in the block editor', 'opengive' ),
		isPrimary: true,
		callback: ( [ item ] ) => window.location.assign( item.editUrl ),
	},
	{
		id: 'view',
		label: __( 'View form', 'opengive' ),
		callback: ( [ item ] ) =>
			window.open( item.permalink, '_blank', 'noopener' ),
	},
];

export default function FormsScreen() {
	return (
		<>
			<p className="opengive-admin__toolbar">
				<Button variant="primary" href={ adminSettings().newFormUrl }>
					{ __( 'Add New Form', 'opengive' ) }
				</Button>
			</p>
			<EntityList< Form >
				entity="form"
				fields={ FIELDS }
				map={ MAP }
				defaultView={ VIEW }
				actions={ ACTIONS }
				searchLabel={ __( 'Search forms', 'opengive' ) }
			/>
		</>
	);
}
