/**
 * The donor wall's load-more contract (give_get_donor_comments: data + nonce → html, shortcode,
 * remaining) and its REST twin, on the demo's /supporters/ page: pages until none remain, a refused
 * nonce, an option set the wall did not sign refused by both, and anonymous gifts that name nobody.
 */
import { createHash } from 'node:crypto';
import { test, expect, type APIRequestContext } from '@playwright/test';
import { baseUrl, logInWithRole } from '../site';

type LoadMore = { html: string; shortcode: string; remaining: number };
type WallPage = LoadMore & {
	items: Array< {
		id: number;
		anonymous: boolean;
		name: string;
		initials: string;
		avatar: string | null;
		company: string;
	} >;
};

const cardIds = ( html: string ): number[] =>
	[ ...html.matchAll( /data-donation-id="(\d+)"/g ) ].map( ( m ) =>
		Number( m[ 1 ] )
	);

/**
 * One card's markup, by donation id.
 * @param html
 * @param id
 */
function card( html: string, id: number ): string {
	const start = html.indexOf( `data-donation-id="${ id }"` );
	return start < 0 ? '' : html.slice( start, html.indexOf( '</li>', start ) );
}

async function firstPage( request: APIRequestContext ) {
	const page = await (
		await request.get( `${ baseUrl() }/supporters/` )
	).text();
	const button = page.match(
		/class="wp-block-opengive-donor-wall__load-more[^"]*" href="[^"]*" data-shortcode="([^"]+)" data-nonce="([^"]+)"/
	);
	expect( button, 'the first page has a Load more button' ).not.toBeNull();
	return {
		page,
		shortcode: ( button as RegExpMatchArray )[ 1 ] as string,
		nonce: ( button as RegExpMatchArray )[ 2 ] as string,
	};
}

async function loadMore(
	request: APIRequestContext,
	data: string,
	nonce: string
) {
	return request.post( `${ baseUrl() }/wp-admin/admin-ajax.php`, {
		form: { action: 'give_get_donor_comments', data, nonce },
	} );
}

test( 'load more pages through every completed gift once, then reports none remaining; the REST twin agrees', async ( {
	request,
} ) => {
	test.setTimeout( 180_000 );
	const first = await firstPage( request );
	const nonce = first.nonce;
	const shortcode = first.shortcode;
	expect( cardIds( first.page ) ).toHaveLength( 8 );
	// The wall's own eight a page (its signed settings): the first page, from the REST twin; load more
	// continues from it.
	const seen = (
		( await (
			await request.get(
				`${ baseUrl() }/wp-json/opengive/v1/donor-wall?page=1&shortcode=${ shortcode }`
			)
		).json() ) as WallPage
	 ).items.map( ( item ) => item.id );
	expect( seen ).toEqual( cardIds( first.page ) );
	let data = shortcode;
	let remaining = 1;
	let pages = 1;
	while ( remaining === 1 ) {
		const answer = await loadMore( request, data, nonce );
		expect( answer.status() ).toBe( 200 );
		const body = ( await answer.json() ) as LoadMore;
		expect( Object.keys( body ).sort() ).toEqual( [
			'html',
			'remaining',
			'shortcode',
		] );
		expect( decodeURIComponent( body.shortcode ) ).toContain(
			`paged=${ pages + 1 }`
		);
		seen.push( ...cardIds( body.html ) );
		data = body.shortcode;
		remaining = body.remaining;
		pages++;
		expect( pages, 'load more ends' ).toBeLessThan( 20 );
	}
	// Every card once, and at least the 29 completed live gifts of the seeded history.
	expect( new Set( seen ).size ).toBe( seen.length );
	expect( seen.length ).toBeGreaterThanOrEqual( 29 );

	// The REST twin, page by page with the same attributes, lists the same gifts in the same order.
	const twin: number[] = [];
	for ( let number = 1; number <= pages; number++ ) {
		const answer = await request.get(
			`${ baseUrl() }/wp-json/opengive/v1/donor-wall?page=${ number }&shortcode=${ shortcode }`
		);
		expect( answer.status() ).toBe( 200 );
		const body = ( await answer.json() ) as WallPage;
		expect( body.remaining ).toBe( number < pages ? 1 : 0 );
		expect( cardIds( body.html ) ).toEqual(
			body.items.map( ( item ) => item.id )
		);
		twin.push( ...body.items.map( ( item ) => item.id ) );
	}
	expect( twin ).toEqual( seen );
} );

test( 'a refused nonce answers 403 with a code and a sentence, and no cards', async ( {
	request,
} ) => {
	const { shortcode } = await firstPage( request );
	const answer = await loadMore( request, shortcode, 'not-a-nonce' );
	expect( answer.status() ).toBe( 403 );
	const body = await answer.json();
	expect( body.code ).toBe( 'opengive_invalid_nonce' );
	expect( body.message ).toMatch( /reload/i );
	expect( body.html ).toBeUndefined();
} );

test( 'an option set the wall did not sign (more a page, another form, a hand-made or an empty string) is refused by load more and the REST twin; the page number is the visitor’s', async ( {
	request,
} ) => {
	const { shortcode, nonce } = await firstPage( request );
	const refused = [
		shortcode.replace( 'donors_per_page%3D8', 'donors_per_page%3D100' ),
		shortcode.replace( 'form_id%3D0', 'form_id%3D1' ),
		encodeURIComponent( 'show_company_name=1&donors_per_page=100' ),
		'',
	];
	for ( const data of refused ) {
		expect( data ).not.toBe( shortcode );
		const answer = await loadMore( request, data, nonce );
		expect( answer.status(), decodeURIComponent( data ) ).toBe( 400 );
		const body = await answer.json();
		expect( body.code ).toBe( 'opengive_wall_unsigned' );
		expect( body.html ).toBeUndefined();
		const twin = await request.get(
			`${ baseUrl() }/wp-json/opengive/v1/donor-wall?page=1&shortcode=${ data }`
		);
		expect( twin.status(), decodeURIComponent( data ) ).toBe( 400 );
		expect( ( await twin.json() ).code ).toBe( 'opengive_wall_unsigned' );
	}
	// Another page of the same wall is the visitor's to ask for.
	const third = shortcode.replace( 'paged%3D1', 'paged%3D2' );
	expect( third ).not.toBe( shortcode );
	expect( ( await loadMore( request, third, nonce ) ).status() ).toBe( 200 );
} );

test( 'anonymous gifts name nobody in the page, the ajax answer or the REST twin', async ( {
	playwright,
	request,
} ) => {
	// The demo's gift 35 (Frances Allen's third) was anonymous and carries a comment.
	const email = 'frances.allen@example.org';
	const secrets = [
		'Frances',
		'Allen',
		email,
		createHash( 'md5' ).update( email ).digest( 'hex' ),
		createHash( 'sha256' ).update( email ).digest( 'hex' ),
	];
	const { page, shortcode } = await firstPage( request );
	const rest = ( await (
		await request.get(
			`${ baseUrl() }/wp-json/opengive/v1/donor-wall?page=1&shortcode=${ shortcode }`
		)
	).json() ) as WallPage;
	const item = rest.items.find( ( entry ) => entry.id === 35 );
	expect( item ).toMatchObject( {
		anonymous: true,
		name: 'Anonymous',
		initials: '',
		avatar: null,
		company: '',
	} );
	const anonymousCard = card( page, 35 );
	expect( anonymousCard ).toContain( 'Anonymous' );
	expect( anonymousCard ).toContain( 'in memory of a friend' );
	for ( const secret of secrets ) {
		expect( anonymousCard, secret ).not.toContain( secret );
		expect( JSON.stringify( item ), secret ).not.toContain( secret );
		expect( card( rest.html, 35 ), secret ).not.toContain( secret );
	}
	// A wall that leaves anonymous gifts out (its owner's setting, on a page of its own) does not
	// list it at all.
	const admin = await logInWithRole( playwright, 'administrator' );
	const headers = { 'X-WP-Nonce': admin.nonce };
	const created = ( await (
		await admin.context.post( `${ baseUrl() }/wp-json/wp/v2/pages`, {
			headers,
			data: {
				title: 'Named supporters',
				status: 'publish',
				content:
					'<!-- wp:opengive/donor-wall {"anonymous":false,"donorsPerPage":100} /-->',
			},
		} )
	).json() ) as { id: number; link: string };
	try {
		const named = await ( await request.get( created.link ) ).text();
		expect( cardIds( named ).length ).toBeGreaterThan( 8 );
		expect( cardIds( named ) ).not.toContain( 35 );
		expect( card( named, 35 ) ).toBe( '' );
	} finally {
		await admin.context.delete(
			`${ baseUrl() }/wp-json/wp/v2/pages/${ created.id }?force=true`,
			{ headers }
		);
		await admin.context.dispose();
	}
} );

test( 'only people who may edit donations can hide a comment from the wall; the comment is kept', async ( {
	playwright,
	request,
} ) => {
	test.setTimeout( 120_000 );
	const route = `${ baseUrl() }/wp-json/opengive/v1/donations/35/comment-visibility`;
	const stranger = await request.post( route, { data: { hidden: true } } );
	expect( stranger.status() ).toBe( 401 );
	const subscriber = await logInWithRole( playwright, 'subscriber' );
	const refused = await subscriber.context.post( route, {
		headers: { 'X-WP-Nonce': subscriber.nonce },
		data: { hidden: true },
	} );
	expect( refused.status() ).toBe( 403 );
	await subscriber.context.dispose();

	const admin = await logInWithRole( playwright, 'administrator' );
	const comment = 'in memory of a friend';
	try {
		const hidden = await admin.context.post( route, {
			headers: { 'X-WP-Nonce': admin.nonce },
			data: { hidden: true },
		} );
		expect( await hidden.json() ).toEqual( { id: 35, hidden: true } );
		const wall = await (
			await request.get( `${ baseUrl() }/supporters/` )
		).text();
		expect( card( wall, 35 ) ).toContain( 'Anonymous' );
		expect( card( wall, 35 ) ).not.toContain( comment );
	} finally {
		await admin.context.post( route, {
			headers: { 'X-WP-Nonce': admin.nonce },
			data: { hidden: false },
		} );
	}
	const restored = await (
		await request.get( `${ baseUrl() }/supporters/` )
	).text();
	expect( card( restored, 35 ) ).toContain( comment );
	await admin.context.dispose();
} );

test( 'the donor’s record lists their comments with the wall’s hidden state, for staff only', async ( {
	playwright,
	request,
} ) => {
	const admin = await logInWithRole( playwright, 'administrator' );
	const headers = { 'X-WP-Nonce': admin.nonce };
	const gift = ( await (
		await admin.context.get(
			`${ baseUrl() }/wp-json/givewp/v3/donations/35`,
			{ headers }
		)
	).json() ) as { donorId: number };
	const list = `${ baseUrl() }/wp-json/opengive/v1/donors/${ gift.donorId }/wall-comments`;
	expect( ( await request.get( list ) ).status() ).toBe( 401 );

	const shown = async () =>
		(
			( await (
				await admin.context.get( list, { headers } )
			).json() ) as Array< {
				id: number;
				hidden: boolean;
				comment: string;
			} >
		 ).find( ( entry ) => entry.id === 35 );
	expect( ( await shown() )?.comment ).toContain( 'in memory of a friend' );
	expect( ( await shown() )?.hidden ).toBe( false );
	const route = `${ baseUrl() }/wp-json/opengive/v1/donations/35/comment-visibility`;
	try {
		await admin.context.post( route, { headers, data: { hidden: true } } );
		expect( ( await shown() )?.hidden ).toBe( true );
	} finally {
		await admin.context.post( route, { headers, data: { hidden: false } } );
	}
	expect( ( await shown() )?.hidden ).toBe( false );
	await admin.context.dispose();
} );
