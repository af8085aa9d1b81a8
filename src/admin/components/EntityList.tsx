// A givewp entity's list: DataViews over useEntityRecords, with paging, sorting, search and filters
// sent to the server (the totals come from X-WP-Total).
import { useEffect, useMemo, useState } from '@wordpress/element';
import { useEntityRecords } from '@wordpress/core-data';
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
	const { records, isResolving, totalItems, totalPages } =
		useEntityRecords< Item >( kind, entity, query );
	const props = {
		data: records ?? [],
		fields,
		view,
		onChangeView: setView,
		actions,
		isLoading: isResolving,
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
		<DataViews< Item >
			{ ...( props as unknown as Parameters<
				typeof DataViews< Item >
			>[ 0 ] ) }
		/>
	);
}
