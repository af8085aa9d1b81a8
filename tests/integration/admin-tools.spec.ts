/**
 * The admin's tools through the real plugin: CSV export (capability, nonce, filters, formula cells
 * defused) and admin notices remembered per user.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, logInWithRole } from '../site';

/**
 * The admin app's settings as printed on an OpenGive screen (export link with its nonce).
 *
 * @param html A screen's HTML.
 */
function adminSettings( html: string ): { exportUrl: string } {
	const match = html.match( /window\.opengiveAdmin = (\{.*?\});/ );
	expect( match ).not.toBeNull();
	return JSON.parse( match![ 1 ] );
}

test( 'donations and donors export as CSV with the list’s filters', async ( {
	playwright,
} ) => {
	const admin = await logInWithRole( playwright, 'administrator' );
	const screen = await (
		await admin.context.get(
			`${ baseUrl() }/wp-admin/edit.php?post_type=opengive_form&page=opengive-donations`
		)
	).text();
	const { exportUrl } = adminSettings( screen );
	expect( exportUrl ).toContain( 'action=opengive_export' );

	const all = await admin.context.get(
		`${ exportUrl }&type=donations&mode=live`
	);
	expect( all.status() ).toBe( 200 );
	expect( all.headers()[ 'content-type' ] ).toContain( 'text/csv' );
	expect( all.headers()[ 'content-disposition' ] ).toMatch(
		/attachment; filename="opengive-donations-\d{4}-\d\d-\d\d\.csv"/
	);
	const lines = ( await all.text() ).trim().split( '\n' );
	expect( lines[ 0 ] ).toBe(
		'ID,"Date (UTC)",Status,Mode,Amount,"Fee recovered",Refunded,Currency,"First name","Last name",Email,Company,"Form ID","Campaign ID",Gateway,Transaction,Anonymous,Comment'
	);
	expect( lines.length ).toBeGreaterThan( 20 );

	const completed = (
		await (
			await admin.context.get(
				`${ exportUrl }&type=donations&mode=live&status=publish`
			)
		).text()
	)
		.trim()
		.split( '\n' )
		.slice( 1 );
	expect( completed.length ).toBeGreaterThan( 0 );
	expect( completed.length ).toBeLessThan( lines.length - 1 );
	expect(
		completed.every( ( line ) => line.split( ',' )[ 2 ] === 'publish' )
	).toBe( true );

	const donors = (
		await (
			await admin.context.get(
				`${ exportUrl }&type=donors&search=Lovelace`
			)
		).text()
	)
		.trim()
		.split( '\n' );
	expect( donors ).toHaveLength( 2 );
	expect( donors[ 1 ] ).toContain( 'ada.lovelace@example.org' );

	// A bad type is refused; so is a missing nonce, and a user without the capability.
	expect(
		( await admin.context.get( `${ exportUrl }&type=everything` ) ).status()
	).toBe( 400 );
	for ( const bad of [ '&status=paid', '&mode=sandbox' ] ) {
		const refused = await admin.context.get(
			`${ exportUrl }&type=donations${ bad }`
		);
		expect( refused.status(), bad ).toBe( 400 );
		expect( await refused.text(), bad ).toContain( 'nothing was exported' );
	}
	expect(
		(
			await admin.context.get(
				`${ baseUrl() }/wp-admin/admin-post.php?action=opengive_export&type=donations`
			)
		).status()
	).toBe( 403 );
	const subscriber = await logInWithRole( playwright, 'subscriber' );
	expect(
		(
			await subscriber.context.get( `${ exportUrl }&type=donations` )
		).status()
	).toBe( 403 );
	await subscriber.context.dispose();
	await admin.context.dispose();
} );

test( 'a dismissed notice stays dismissed for that user only', async ( {
	playwright,
} ) => {
	const first = await logInWithRole( playwright, 'administrator' );
	const second = await logInWithRole( playwright, 'administrator' );
	const dashboard = `${ baseUrl() }/wp-admin/index.php`;
	const html = await ( await first.context.get( dashboard ) ).text();
	expect( html ).toContain( 'data-opengive-notice="welcome-v1"' );
	expect( html ).toContain( 'data-opengive-auto-dismiss="10000"' );
	const nonce = JSON.parse(
		html.match( /window\.opengiveNotices = (\{.*?\});/ )![ 1 ]
	).nonce;

	const refused = await first.context.post(
		`${ baseUrl() }/wp-admin/admin-ajax.php`,
		{
			form: {
				action: 'opengive_dismiss_notice',
				_ajax_nonce: 'wrong',
				id: 'welcome-v1',
			},
		}
	);
	expect( refused.status() ).toBe( 403 );
	const dismissed = await first.context.post(
		`${ baseUrl() }/wp-admin/admin-ajax.php`,
		{
			form: {
				action: 'opengive_dismiss_notice',
				_ajax_nonce: nonce,
				id: 'welcome-v1',
			},
		}
	);
	expect( await dismissed.json() ).toEqual( {
		success: true,
		data: { dismissed: 'welcome-v1' },
	} );
	expect(
		await ( await first.context.get( dashboard ) ).text()
	).not.toContain( 'data-opengive-notice="welcome-v1"' );
	expect( await ( await second.context.get( dashboard ) ).text() ).toContain(
		'data-opengive-notice="welcome-v1"'
	);
	await first.context.dispose();
	await second.context.dispose();
} );
