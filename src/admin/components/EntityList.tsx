// A givewp entity's list: DataViews over useEntityRecords, with paging, sorting, search and filters
// sent to the server (the totals come from X-WP-Total).
import { useEffect, useMemo, useState } from '@wordpress/element';
import { useEntityRecords } from '@wordpress/core-data';
import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	DataViews,
	type Action,
	type Field,
	type View,
} from '@wordpress/dataviews';
import { viewToQuery, type ListQuery, type QueryMap } from '../view-query';

export interface EntityListProps< Item > {
	/** The core-data kind: 'givewp' for GiveWP's five, 'opengive' for our own (contact messages). */
	kind?: 'givewp' | 'opengive';
	entity: string;
	fields: Field< Item >[];
	map: QueryMap;
	defaultView: View;
	actions?: Action< Item >[];
	searchLabel: string;
	/** Opens an item (its title or row). */
	onOpen?: ( item: Item ) => void;
	/** Told about every query, e.g. for the export link. */
	onQuery?: ( query: ListQuery ) => void;
	/** A view the screen controls (with onChangeView); otherwise the list keeps its own. */
	view?: View;
	onChangeView?: ( view: View ) => void;
}

export default function EntityList< Item extends { id: number } >( {
	kind = 'givewp',
	entity,
	fields,
	map,
	defaultView,
	actions = [],
	searchLabel,
	onOpen,
	onQuery,
	view: controlledView,
	onChangeView,
}: EntityListProps< Item > ) {
	const [ ownView, setOwnView ] = useState< View >( defaultView );
	const view = controlledView ?? ownView;
	const setView = onChangeView ?? setOwnView;
	const query = useMemo( () => viewToQuery( view, map ), [ view, map ] );
	useEffect( () => onQuery?.( query ), [ query, onQuery ] );
	const { records, isResolving, status, totalItems, totalPages } =
		useEntityRecords< Item >( kind, entity, query );
	// core-data swallows a failed list request: resolved, and still no records.
	const failed =
		status === 'ERROR' || ( status === 'SUCCESS' && records === null );
	const props = {
		data: records ?? [],
		fields,
		view,
		onChangeView: setView,
		actions,
		// Loading until this query has its answer: core-data starts resolving only after the first
		// render, whose "not resolving" DataViews read as an empty list ("No results").
		isLoading: ! failed && ( isResolving || records === null ),
		getItemId: ( item: Item ) => String( item.id ),
		paginationInfo: {
			totalItems: totalItems ?? 0,
			totalPages: totalPages ?? 0,
		},
		defaultLayouts: { table: {} },
		searchLabel,
		onClickItem: onOpen,
		isItemClickable: () => !! onOpen,
	};
	// DataViews' props are a conditional type TypeScript cannot resolve for a generic Item.
	return (
		<>
			{ failed && (
				<Notice status="error" isDismissible={ false }>
					{ __(
						'This list could not be loaded. Reload the page to try again.',
						'opengive'
					) }
				</Notice>
			) }
			<DataViews< Item >
				{ ...( props as unknown as Parameters<
					typeof DataViews< Item >
				>[ 0 ] ) }
				empty={
					failed ? (
						<p>{ __( 'Nothing to show.', 'opengive' ) }</p>
					) : undefined
				}
			/>
		</>
	);
}
