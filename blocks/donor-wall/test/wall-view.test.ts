/**
 * The donor wall's browser behaviour over markup the server really printed (recorded from the demo's
 * /supporters/ page and its give_get_donor_comments answer in tests/fixtures/donor-wall).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initDonorWalls, loadMore } from '../wall-view';
import pageTwo from '../../../tests/fixtures/donor-wall/load-more-page-2.json';

const FIRST_PAGE = readFileSync(
	path.join(
		__dirname,
		'../../../tests/fixtures/donor-wall/first-page.html'
	),
	'utf8'
);
const CSS = 'wp-block-opengive-donor-wall';

function mountWall(): HTMLElement {
	document.body.innerHTML = FIRST_PAGE;
	initDonorWalls( document );
	return document.querySelector( `.${ CSS }` ) as HTMLElement;
}

function cards( wall: HTMLElement ): HTMLElement[] {
	return Array.from(
		wall.querySelectorAll< HTMLElement >( `.${ CSS }__card` )
	);
}

function answer( body: unknown, status = 200 ): Promise< Response > {
	return Promise.resolve( {
		ok: status < 400,
		status,
		json: () => Promise.resolve( body ),
	} as Response );
}

// jsdom's <dialog> lacks showModal and close (it reports "not implemented"); these stand in for the browser's.
beforeAll( () => {
	Object.assign( HTMLDialogElement.prototype, {
		showModal( this: HTMLDialogElement ) {
			this.setAttribute( 'open', '' );
		},
		close( this: HTMLDialogElement ) {
			this.removeAttribute( 'open' );
			this.dispatchEvent( new Event( 'close' ) );
		},
	} );
} );

// jsdom has no fetch: each test installs its own.
const fetchMock = jest.fn< Promise< Response >, [ string, RequestInit ] >();
beforeAll( () => {
	Object.assign( globalThis, { fetch: fetchMock } );
} );

afterEach( () => {
	fetchMock.mockReset();
	document.body.innerHTML = '';
} );

describe( 'server-rendered cards', () => {
	it( 'prints the first page with an anonymous card that has no name, image or initials', () => {
		const wall = mountWall();
		expect( cards( wall ) ).toHaveLength( 8 );
		const anonymous = cards( wall ).filter(
			( card ) =>
				card.querySelector( `.${ CSS }__name` )?.textContent ===
				'Anonymous'
		);
		// The demo's gifts 28 and 35 were anonymous.
		expect( anonymous.map( ( card ) => card.dataset.donationId ) ).toEqual(
			[ '35', '28' ]
		);
		const html = anonymous.map( ( card ) => card.innerHTML ).join( '' );
		expect( html ).not.toContain( '<img' );
		expect( html ).not.toMatch(
			/gravatar|[a-f0-9]{32}|__avatar--initials/
		);
		expect(
			anonymous.map(
				( card ) =>
					card.querySelector( `.${ CSS }__avatar--anonymous` )
						?.textContent
			)
		).toEqual( [ '', '' ] );
	} );

	it( 'shows initials for named donors without a Gravatar', () => {
		const wall = mountWall();
		const named = cards( wall ).find(
			( card ) =>
				card.querySelector( `.${ CSS }__name` )?.textContent ===
				'Frances Allen'
		) as HTMLElement;
		expect(
			named.querySelector( `.${ CSS }__avatar--initials` )?.textContent
		).toBe( 'FA' );
	} );

	it( 'cuts a long comment with an ellipsis and keeps the full text for read more', () => {
		const wall = mountWall();
		const more = wall.querySelector( `.${ CSS }__more` ) as HTMLElement;
		const card = more.closest( `.${ CSS }__card` ) as HTMLElement;
		const excerpt =
			card.querySelector( `.${ CSS }__comment` )?.textContent ?? '';
		const full =
			card.querySelector( `.${ CSS }__full-comment` )?.textContent ?? '';
		expect( excerpt.endsWith( '…' ) ).toBe( true );
		expect( excerpt.length ).toBeLessThanOrEqual( 141 );
		expect( full.startsWith( excerpt.slice( 0, -1 ) ) ).toBe( true );
		expect( full.length ).toBeGreaterThan( excerpt.length );
	} );
} );

describe( 'read more', () => {
	it( 'opens the full comment in a labelled dialog and gives focus back on close', () => {
		const wall = mountWall();
		const summary = wall.querySelector< HTMLElement >(
			`.${ CSS }__more > summary`
		) as HTMLElement;
		const full = summary.parentElement?.querySelector(
			`.${ CSS }__full-comment`
		)?.textContent;
		summary.click();
		const dialog = wall.querySelector( 'dialog' ) as HTMLDialogElement;
		expect( dialog ).toHaveAttribute( 'open' );
		expect( dialog.querySelector( 'p' )?.textContent ).toBe( full );
		const title = document.getElementById(
			dialog.getAttribute( 'aria-labelledby' ) ?? ''
		);
		expect( title?.textContent ).toBe( 'Anonymous' );
		// The summary's default (opening <details> in place) is prevented while the dialog shows.
		expect( summary.parentElement ).not.toHaveAttribute( 'open' );
		const close = dialog.querySelector( 'button' ) as HTMLButtonElement;
		expect( close ).toHaveFocus();
		close.click();
		expect( dialog ).not.toHaveAttribute( 'open' );
		expect( summary ).toHaveFocus();
	} );
} );

describe( 'load more', () => {
	it( 'posts the attribute string and nonce, appends the cards, announces them and focuses the first', async () => {
		const wall = mountWall();
		const button = wall.querySelector< HTMLElement >(
			`.${ CSS }__load-more`
		) as HTMLElement;
		const shortcode = button.dataset.shortcode;
		let resolve: ( value: Response ) => void = () => undefined;
		fetchMock.mockImplementation(
			() => new Promise< Response >( ( done ) => ( resolve = done ) )
		);
		const pending = loadMore( wall, button );
		// Disabled and marked active while the request runs (spec section 4).
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( button ).toHaveClass( 'is-active' );
		const [ url, init ] = fetchMock.mock.calls[ 0 ] as [
			string,
			RequestInit,
		];
		expect( url ).toBe( 'http://localhost/wp-admin/admin-ajax.php' );
		const body = init.body as URLSearchParams;
		expect( body.get( 'action' ) ).toBe( 'give_get_donor_comments' );
		expect( body.get( 'data' ) ).toBe( shortcode );
		expect( body.get( 'nonce' ) ).toBe( button.dataset.nonce );
		resolve( await answer( pageTwo ) );
		await pending;
		expect( cards( wall ) ).toHaveLength( 16 );
		expect( button.dataset.shortcode ).toBe( pageTwo.shortcode );
		expect( button ).not.toHaveAttribute( 'aria-disabled' );
		expect( wall.querySelector( '[role="status"]' )?.textContent ).toBe(
			'8 more supporters shown.'
		);
		expect( cards( wall )[ 8 ] ).toHaveFocus();
	} );

	it( 'removes the button when nothing remains', async () => {
		const wall = mountWall();
		const button = wall.querySelector< HTMLElement >(
			`.${ CSS }__load-more`
		) as HTMLElement;
		fetchMock.mockImplementation( () =>
			answer( { ...pageTwo, remaining: 0 } )
		);
		button.click();
		await new Promise( ( done ) => setTimeout( done, 0 ) );
		expect( wall.querySelector( `.${ CSS }__load-more` ) ).toBeNull();
		expect( cards( wall ) ).toHaveLength( 16 );
	} );

	it( 'shows the server sentence when the nonce is refused and keeps the button usable', async () => {
		const wall = mountWall();
		const button = wall.querySelector< HTMLElement >(
			`.${ CSS }__load-more`
		) as HTMLElement;
		fetchMock.mockImplementation( () =>
			answer(
				{
					code: 'opengive_invalid_nonce',
					message:
						'This page has been open too long to load more supporters. Please reload it.',
				},
				403
			)
		);
		await loadMore( wall, button );
		expect( wall.querySelector( '[role="status"]' )?.textContent ).toBe(
			'This page has been open too long to load more supporters. Please reload it.'
		);
		expect( cards( wall ) ).toHaveLength( 8 );
		expect( button.isConnected ).toBe( true );
		expect( button ).not.toHaveAttribute( 'aria-disabled' );
	} );
} );
