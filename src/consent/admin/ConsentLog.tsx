/**
 * The consent log: DataViews over GET opengive/v1/consent/log (server-side pages, sort, search by
 * visitor id, filters), the records per category as bars, and a CSV export with the same filters.
 */
import { useMemo, useState } from '@wordpress/element';
import { useLatestAnswer } from '../../ui/use-latest-answer';
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { __ } from '@wordpress/i18n';
import { Button, Notice } from '@wordpress/components';
import { DataViews, type Field, type View } from '@wordpress/dataviews';
import { viewToQuery, type QueryMap } from '../../admin/view-query';
import ConsentCountsChart, { CONSENT_CATEGORIES } from './ConsentCountsChart';

export interface LogRow {
	id: number;
	date: string;
	visitorId: string;
	region: string;
	consentType: string;
	categories: string[];
	services: Record< string, boolean >;
	policyId: number;
}

const REGIONS = [ 'eu', 'uk', 'us', 'ca', 'au', 'za', 'br' ];

const MAP: QueryMap = {
	sorts: { date: 'created_at', region: 'region', policyId: 'policy_id' },
	filters: {
		region: 'region',
		consentType: 'consent_type',
		categories: 'category',
	},
};

const FIELDS: Field< LogRow >[] = [
	{
		id: 'date',
		label: __( 'Date', 'opengive' ),
		getValue: ( { item } ) => new Date( item.date ).toLocaleString(),
		enableHiding: false,
	},
	{
		id: 'visitorId',
		label: __( 'Visitor id', 'opengive' ),
		enableSorting: false,
	},
	{
		id: 'region',
		label: __( 'Region', 'opengive' ),
		elements: REGIONS.map( ( value ) => ( {
			value,
			label: value.toUpperCase(),
		} ) ),
		filterBy: { operators: [ 'is' ] },
	},
	{
		id: 'consentType',
		label: __( 'Consent type', 'opengive' ),
		elements: [ 'optin', 'optout', 'other' ].map( ( value ) => ( {
			value,
			label: value,
		} ) ),
		filterBy: { operators: [ 'is' ] },
		enableSorting: false,
	},
	{
		id: 'categories',
		label: __( 'Categories', 'opengive' ),
		getValue: ( { item } ) => item.categories.join( ', ' ),
		elements: CONSENT_CATEGORIES.map( ( value ) => ( {
			value,
			label: value,
		} ) ),
		filterBy: { operators: [ 'is' ] },
		enableSorting: false,
	},
	{
		id: 'services',
		label: __( 'Services', 'opengive' ),
		getValue: ( { item } ) =>
			Object.entries( item.services )
				.map( ( [ slug, on ] ) => `${ slug }: ${ on ? '✓' : '✗' }` )
				.join( ', ' ),
		enableSorting: false,
	},
	{ id: 'policyId', label: __( 'Policy id', 'opengive' ) },
];

/**
 * The log's query parameters for a DataViews view.
 *
 * @param view View.
 */
export function logQuery( view: View ): Record< string, string | number > {
	const { sort, direction, ...query } = viewToQuery( view, MAP );
	return {
		...( query as Record< string, string | number > ),
		...( sort
			? { orderby: String( sort ), order: String( direction ) }
			: {} ),
	};
}

/**
 * The filters of a query without paging and sorting (for the counts and the export).
 *
 * @param query Query.
 */
function filtersOf(
	query: Record< string, string | number >
): Record< string, string | number > {
	return Object.fromEntries(
		Object.entries( query ).filter(
			( [ key ] ) =>
				! [ 'page', 'per_page', 'orderby', 'order' ].includes( key )
		)
	);
}

export default function ConsentLog( { exportUrl }: { exportUrl: string } ) {
	const [ view, setView ] = useState< View >( {
		type: 'table',
		page: 1,
		perPage: 20,
		sort: { field: 'date', direction: 'desc' },
		// The date and time come first: what a proof of consent needs.
		fields: [
			'date',
			'visitorId',
			'region',
			'consentType',
			'categories',
			'services',
			'policyId',
		],
		filters: [],
		search: '',
	} );
	const query = useMemo( () => logQuery( view ), [ view ] );
	// Only the latest query's answer is shown: on a slow site the first page's answer can arrive
	// after a search typed meanwhile, and must not replace the searched rows.
	const { answer, error, loading } = useLatestAnswer(
		() =>
			Promise.all( [
				// Unparsed, for the X-WP-Total header.
				apiFetch( {
					path: addQueryArgs( '/opengive/v1/consent/log', query ),
					parse: false,
				} ) as Promise< Response >,
				apiFetch< Record< string, number > >( {
					path: addQueryArgs(
						'/opengive/v1/consent/log/counts',
						filtersOf( query )
					),
				} ),
			] ).then( async ( [ response, counts ] ) => ( {
				rows: ( await response.json() ) as LogRow[],
				total: Number( response.headers.get( 'X-WP-Total' ) ?? 0 ),
				counts,
			} ) ),
		JSON.stringify( query ),
		__( 'The log could not be loaded.', 'opengive' )
	);
	const rows = answer?.rows ?? [];
	const total = answer?.total ?? 0;
	const counts = answer?.counts ?? {};
	const props = {
		data: rows,
		fields: FIELDS,
		view,
		onChangeView: setView,
		isLoading: loading,
		getItemId: ( item: LogRow ) => String( item.id ),
		paginationInfo: {
			totalItems: total,
			totalPages: Math.max(
				1,
				Math.ceil( total / ( view.perPage ?? 20 ) )
			),
		},
		defaultLayouts: { table: {} },
		searchLabel: __( 'Search visitor id', 'opengive' ),
	};
	return (
		<div className="opengive-consent-log">
			<h2>{ __( 'Consent log', 'opengive' ) }</h2>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<ConsentCountsChart counts={ counts } />
			<Button
				variant="secondary"
				href={ addQueryArgs( exportUrl, filtersOf( query ) ) }
			>
				{ __( 'Export CSV', 'opengive' ) }
			</Button>
			<DataViews< LogRow >
				{ ...( props as unknown as Parameters<
					typeof DataViews< LogRow >
				>[ 0 ] ) }
			/>
		</div>
	);
}
