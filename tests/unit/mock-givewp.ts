/**
 * A PHP-free mock of the /givewp/v3 routes the admin reads through core-data: in-memory records,
 * the same filters, sort, paging and X-WP-Total headers as the PHP controllers, and PUT/DELETE.
 * core-data asks for the raw response (parse: false) when it wants the totals, so the mock answers
 * with a Response-like object then.
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

type Item = Record< string, unknown > & { id: number };

export interface GiveWpMock {
	requests: APIFetchOptions[];
	records: Record< string, Item[] >;
	/** Query of the last GET on a collection, parsed. */
	lastQuery: ( route: string ) => URLSearchParams | null;
}

const FILTERS: Record< string, string > = {
	status: 'status',
	mode: 'mode',
	campaignId: 'campaignId',
	donorId: 'donorId',
	formId: 'formId',
};

function sortValue( item: Item, sort: string ): number | string {
	const value = item[ sort ];
	if ( value && typeof value === 'object' && 'valueInMinorUnits' in value ) {
		return ( value as { valueInMinorUnits: number } ).valueInMinorUnits;
	}
	return value as number | string;
}

function list( items: Item[], query: URLSearchParams ) {
	let matching = items.filter( ( item ) =>
		Object.entries( FILTERS ).every(
			( [ param, field ] ) =>
				! query.has( param ) ||
				String( item[ field ] ) === query.get( param )
		)
	);
	const search = ( query.get( 'search' ) ?? '' ).toLowerCase();
	if ( search ) {
		matching = matching.filter( ( item ) =>
			JSON.stringify( item ).toLowerCase().includes( search )
		);
	}
	const sort = query.get( 'sort' ) ?? 'id';
	const direction = query.get( 'direction' ) === 'asc' ? 1 : -1;
	matching = [ ...matching ].sort( ( a, b ) => {
		const left = sortValue( a, sort );
		const right = sortValue( b, sort );
		if ( left === right ) {
			return ( a.id - b.id ) * direction;
		}
		return ( left < right ? -1 : 1 ) * direction;
	} );
	const perPage = Number( query.get( 'per_page' ) ?? 30 );
	const page = Number( query.get( 'page' ) ?? 1 );
	return {
		total: matching.length,
		pages: Math.ceil( matching.length / perPage ),
		items: matching.slice( ( page - 1 ) * perPage, page * perPage ),
	};
}

function rawResponse( body: unknown, headers: Record< string, string > ) {
	return {
		ok: true,
		status: 200,
		headers: {
			get: ( name: string ) => headers[ name.toLowerCase() ] ?? null,
		},
		json: async () => body,
	};
}

/**
 * Installs the mock with records per route ('donations', 'campaigns', ...).
 *
 * @param records Records per route.
 */
export function installGiveWpMock(
	records: Record< string, Item[] >
): GiveWpMock {
	const mock: GiveWpMock = {
		requests: [],
		records,
		lastQuery: ( route ) => {
			const found = [ ...mock.requests ]
				.reverse()
				.find(
					( request ) =>
						( request.method ?? 'GET' ) === 'GET' &&
						( request.path ?? '' ).startsWith(
							`/givewp/v3/${ route }?`
						)
				);
			return found
				? new URLSearchParams( ( found.path ?? '' ).split( '?' )[ 1 ] )
				: null;
		},
	};
	apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
		mock.requests.push( options );
		const [ path, search = '' ] = ( options.path ?? '' ).split( '?' );
		const match = path.match( /^\/givewp\/v3\/([a-z]+)(?:\/(\d+))?$/ );
		if ( ! match || ! records[ match[ 1 ] ] ) {
			throw {
				code: 'rest_no_route',
				message: 'No route',
				data: { status: 404 },
			};
		}
		const items = records[ match[ 1 ] ];
		const id = Number( match[ 2 ] ?? 0 );
		const method = options.method ?? 'GET';
		if ( ! id ) {
			const {
				total,
				pages,
				items: page,
			} = list( items, new URLSearchParams( search ) );
			return options.parse === false
				? rawResponse( page, {
						'x-wp-total': String( total ),
						'x-wp-totalpages': String( pages ),
					} )
				: page;
		}
		const index = items.findIndex( ( item ) => item.id === id );
		if ( index === -1 ) {
			throw {
				code: 'not_found',
				message: 'Not found',
				data: { status: 404 },
			};
		}
		if ( method === 'PUT' || method === 'POST' ) {
			items[ index ] = {
				...items[ index ],
				...( options.data as object ),
			};
		}
		if ( method === 'DELETE' ) {
			const [ removed ] = items.splice( index, 1 );
			return { deleted: true, previous: removed };
		}
		return options.parse === false
			? rawResponse( items[ index ], {} )
			: items[ index ];
	} );
	return mock;
}

/**
 * A donation as the API writes it.
 *
 * @param id        Id.
 * @param overrides Fields to change.
 */
export function donationRecord(
	id: number,
	overrides: Partial< Item > = {}
): Item {
	return {
		id,
		campaignId: 1,
		formId: 4,
		formTitle: 'Keep the Light On',
		createdAt: `2026-10-${ String( ( id % 28 ) + 1 ).padStart( 2, '0' ) }T10:00:00+00:00`,
		status: 'publish',
		type: 'single',
		mode: 'live',
		amount: { value: id, valueInMinorUnits: id * 100, currency: 'USD' },
		feeAmountRecovered: { value: 0, valueInMinorUnits: 0, currency: 'USD' },
		gatewayId: 'test',
		gatewayTransactionId: `demo-${ id }`,
		donorId: id,
		firstName: `Donor${ id }`,
		lastName: 'Example',
		email: `donor${ id }@example.org`,
		company: '',
		comment: '',
		anonymous: false,
		subscriptionId: null,
		...overrides,
	};
}
