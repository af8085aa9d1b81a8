/**
 * A DataViews view as /givewp/v3 query parameters: the list screens send exactly what the table
 * shows (page, size, sort, search, filters), so totals and pages come from the server.
 */

import type { View } from '@wordpress/dataviews';

export interface ListFilter {
	field: string;
	operator: string;
	value: unknown;
}

export interface ListView {
	page?: number;
	perPage?: number;
	search?: string;
	sort?: { field: string; direction: 'asc' | 'desc' };
	filters?: ListFilter[];
}

export interface QueryMap {
	/** Table field id => the route's sort value. */
	sorts: Record< string, string >;
	/** Table field id => the route's filter parameter. */
	filters: Record< string, string >;
	/** Parameters every request of this screen carries. */
	fixed?: Record< string, string | number | boolean >;
}

export type ListQuery = Record< string, string | number | boolean >;

/**
 * The query for a view.
 *
 * @param view The table's view.
 * @param map  How the screen's fields map onto the route.
 */
export function viewToQuery( view: ListView, map: QueryMap ): ListQuery {
	const query: ListQuery = {
		...( map.fixed ?? {} ),
		page: Math.max( 1, view.page ?? 1 ),
		per_page: Math.min( 100, Math.max( 1, view.perPage ?? 20 ) ),
	};
	if ( view.sort && map.sorts[ view.sort.field ] ) {
		query.sort = map.sorts[ view.sort.field ];
		query.direction = view.sort.direction;
	}
	const search = ( view.search ?? '' ).trim();
	if ( search !== '' ) {
		query.search = search;
	}
	for ( const filter of view.filters ?? [] ) {
		const param = map.filters[ filter.field ];
		const value = Array.isArray( filter.value )
			? filter.value[ 0 ]
			: filter.value;
		if (
			param &&
			filter.operator === 'is' &&
			value !== undefined &&
			value !== null &&
			value !== ''
		) {
			query[ param ] = value as string | number;
		}
	}
	return query;
}

/**
 * The export address for the same filters (admin-post, with the screen's nonce already in it).
 *
 * @param base  admin-post.php?action=opengive_export&_wpnonce=...
 * @param type  donations or donors.
 * @param query The list's query.
 */
export function exportUrl(
	base: string,
	type: 'donations' | 'donors',
	query: ListQuery
): string {
	const url = new URL( base, 'http://placeholder.invalid' );
	url.searchParams.set( 'type', type );
	for ( const key of [ 'status', 'mode', 'campaignId', 'search' ] ) {
		if ( query[ key ] !== undefined ) {
			url.searchParams.set( key, String( query[ key ] ) );
		}
	}
	return url.origin === 'http://placeholder.invalid'
		? `${ url.pathname }${ url.search }`
		: url.toString();
}

/**
 * A list screen's first view: a table of 20 rows, no filter and no search, sorted and showing
 * columns as the screen says.
 *
 * @example tableView( { field: 'title', direction: 'asc' }, [ 'title', 'status' ] )
 * @param sort           The first sort.
 * @param sort.field     Its field.
 * @param sort.direction Its direction.
 * @param fields         The columns shown.
 */
export function tableView(
	sort: { field: string; direction: 'asc' | 'desc' },
	fields: string[]
): View {
	return {
		type: 'table',
		page: 1,
		perPage: 20,
		sort,
		fields,
		filters: [],
		search: '',
	};
}
