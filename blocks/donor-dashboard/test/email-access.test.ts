/**
 * The guest's "Email me a link" form (spec section 4, Email confirm for donor history): loading and
 * disabled while sending; an error hides the footer and shows the server's message; success is a
 * toast (announced) and an empty form.
 */
import { requestAccess } from '../email-access';

const CSS = 'wp-block-opengive-donor-dashboard';
const fetchMock = jest.fn< Promise< Response >, [ string, RequestInit ] >();

beforeAll( () => {
	Object.assign( globalThis, { fetch: fetchMock } );
	window.matchMedia = ( () => ( { matches: false } ) ) as never;
	window.requestAnimationFrame = ( callback: FrameRequestCallback ) => {
		callback( 0 );
		return 0;
	};
} );

afterEach( () => {
	fetchMock.mockReset();
	document.body.innerHTML = '';
} );

function form(): HTMLFormElement {
	document.body.innerHTML = `
		<form class="${ CSS }__email-form" method="post" action="http://localhost/wp-admin/admin-ajax.php">
			<input type="hidden" name="action" value="give_confirm_email_for_donations_access">
			<input type="hidden" name="nonce" value="n0nce">
			<input type="hidden" name="opengive_no_js" value="1">
			<input type="email" name="email" value="donor@example.org">
			<p class="${ CSS }__email-message" role="status"></p>
			<p class="${ CSS }__email-footer"><button type="submit">Email me a link</button></p>
		</form>`;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

function reply( body: unknown, status: number ): Promise< Response > {
	return Promise.resolve( {
		ok: status < 400,
		status,
		json: () => Promise.resolve( body ),
	} as Response );
}

it( 'sends email and nonce, shows loading while waiting, then says it in a toast and empties the form', async () => {
	const element = form();
	const button = element.querySelector( 'button' ) as HTMLButtonElement;
	let finish: ( value: Response ) => void = () => undefined;
	fetchMock.mockImplementation(
		() => new Promise< Response >( ( done ) => ( finish = done ) )
	);
	const pending = requestAccess( element );
	expect( button ).toBeDisabled();
	expect( button ).toHaveTextContent( 'Sending…' );
	expect( fetchMock.mock.calls[ 0 ]?.[ 0 ] ).toBe(
		'http://localhost/wp-admin/admin-ajax.php'
	);
	const body = fetchMock.mock.calls[ 0 ]?.[ 1 ].body as URLSearchParams;
	expect( body.get( 'action' ) ).toBe(
		'give_confirm_email_for_donations_access'
	);
	expect( body.get( 'email' ) ).toBe( 'donor@example.org' );
	expect( body.get( 'nonce' ) ).toBe( 'n0nce' );
	// The no-JavaScript marker stays out, so the action answers JSON rather than a redirect.
	expect( body.has( 'opengive_no_js' ) ).toBe( false );
	finish(
		await reply(
			{ status: 'success', message: 'A link is on its way.' },
			200
		)
	);
	await pending;
	expect( element.querySelector( '[role="status"]' ) ).toHaveTextContent(
		''
	);
	expect( document.querySelector( '.opengive-toast' ) ).toHaveTextContent(
		'A link is on its way.'
	);
	expect( document.getElementById( 'opengive-announcer' ) ).toHaveTextContent(
		'A link is on its way.'
	);
	expect( element.querySelector( 'input[type="email"]' ) ).toHaveValue( '' );
	expect( button ).not.toHaveAttribute( 'hidden' );
	expect( button ).not.toBeDisabled();
	expect(
		element.querySelector( `.${ CSS }__email-footer` )
	).not.toHaveAttribute( 'hidden' );
} );

it( 'shows the server message of an error and hides the footer', async () => {
	const element = form();
	fetchMock.mockImplementation( () =>
		reply(
			{ status: 'error', message: 'Too many requests for a link.' },
			429
		)
	);
	const answer = await requestAccess( element );
	expect( answer.status ).toBe( 'error' );
	expect( element.querySelector( '[role="status"]' ) ).toHaveTextContent(
		'Too many requests for a link.'
	);
	expect(
		element.querySelector( `.${ CSS }__email-footer` )
	).toHaveAttribute( 'hidden' );
	expect( element.querySelector( 'button' ) ).not.toBeDisabled();
	// An error stays beside the field, where the donor fixes it: no toast.
	expect( document.querySelector( '.opengive-toast' ) ).toBeNull();
} );
