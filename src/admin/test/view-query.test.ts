import { exportUrl, tableView, viewToQuery } from '../view-query';
import { DONATIONS_MAP } from '../screens/DonationsScreen';

describe( 'a DataViews view as /givewp/v3 query parameters', () => {
	it( 'sends page, size, sort, search and the "is" filters', () => {
		expect(
			viewToQuery(
				{
					page: 2,
					perPage: 20,
					search: '  Lovelace ',
					sort: { field: 'createdAt', direction: 'desc' },
					filters: [
						{ field: 'campaignId', operator: 'is', value: 3 },
						{ field: 'status', operator: 'is', value: 'publish' },
					],
				},
				DONATIONS_MAP
			)
		).toEqual( {
			mode: 'live',
			page: 2,
			per_page: 20,
			sort: 'createdAt',
			direction: 'desc',
			search: 'Lovelace',
			campaignId: 3,
			status: 'publish',
		} );
	} );

	it( 'drops what the route cannot take and keeps sizes within 1..100', () => {
		expect(
			viewToQuery(
				{
					page: 0,
					perPage: 500,
					sort: { field: 'donor', direction: 'asc' },
					filters: [
						{ field: 'unknown', operator: 'is', value: 'x' },
						{
							field: 'status',
							operator: 'isNot',
							value: 'publish',
						},
						{ field: 'mode', operator: 'is', value: [] },
					],
				},
				DONATIONS_MAP
			)
		).toEqual( { mode: 'live', page: 1, per_page: 100 } );
	} );

	it( 'carries a screen’s fixed parameters (a donor’s history)', () => {
		expect(
			viewToQuery(
				{ page: 1, perPage: 5 },
				{ sorts: {}, filters: {}, fixed: { donorId: 9 } }
			)
		).toEqual( { donorId: 9, page: 1, per_page: 5 } );
	} );

	it( 'builds the export link with the same filters', () => {
		expect(
			exportUrl(
				'/wp-admin/admin-post.php?action=opengive_export&_wpnonce=abc',
				'donations',
				{
					page: 3,
					per_page: 20,
					status: 'publish',
					campaignId: 1,
					search: 'a b',
				}
			)
		).toBe(
			'/wp-admin/admin-post.php?action=opengive_export&_wpnonce=abc&type=donations&status=publish&campaignId=1&search=a+b'
		);
	} );
} );

describe( 'tableView: a list screen’s first view', () => {
	it( 'is a table of 20 rows on page 1, unfiltered, with the sort and columns given', () => {
		expect(
			tableView( { field: 'title', direction: 'asc' }, [
				'title',
				'status',
			] )
		).toEqual( {
			type: 'table',
			page: 1,
			perPage: 20,
			sort: { field: 'title', direction: 'asc' },
			fields: [ 'title', 'status' ],
			filters: [],
			search: '',
		} );
	} );
} );
