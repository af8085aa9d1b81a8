/**
 * One capability guards a form's settings whichever door is used: an Editor (edit_pages, but not
 * edit_give_forms) can change them neither through wp/v2/opengive-forms nor through /givewp/v3/forms;
 * an administrator can through both. And a form created through REST starts with a minimum.
 */
import { test, expect } from '@playwright/test';
import { baseUrl, demoFormId, logInWithRole, type LoggedIn } from '../site';

let editor: LoggedIn;
let admin: LoggedIn;
let formId: number;

const wpV2 = ( id: number | string = '' ) =>
	`${ baseUrl() }/wp-json/wp/v2/opengive-forms${ id === '' ? '' : `/${ id }` }?context=edit`;
const v3 = ( id: number ) => `${ baseUrl() }/wp-json/givewp/v3/forms/${ id }`;

async function storedSettings( id: number ) {
	const response = await admin.context.get( wpV2( id ), {
		headers: { 'X-WP-Nonce': admin.nonce },
	} );
	expect( response.status() ).toBe( 200 );
	return ( await response.json() ).meta.opengive_form_settings as Record<
		string,
		unknown
	>;
}

test.beforeAll( async ( { playwright, request } ) => {
	editor = await logInWithRole( playwright, 'editor' );
	admin = await logInWithRole( playwright, 'administrator' );
	formId = await demoFormId( request );
} );

test.afterAll( async () => {
	await Promise.all( [ editor.context.dispose(), admin.context.dispose() ] );
} );

test( 'an Editor without edit_give_forms cannot change gateways or limits through wp/v2/opengive-forms (403), nothing changes', async () => {
	const before = await storedSettings( formId );
	const response = await editor.context.post( wpV2( formId ), {
		headers: { 'X-WP-Nonce': editor.nonce },
		data: {
			meta: {
				opengive_form_settings: {
					...before,
					gateways: [ 'offline' ],
					maximum: 1,
				},
			},
		},
	} );
	expect( response.status() ).toBe( 403 );
	expect( await storedSettings( formId ) ).toEqual( before );
} );

test( 'the same Editor is refused by /givewp/v3/forms too (403), and cannot create a form through wp/v2', async () => {
	const v3Answer = await editor.context.fetch( v3( formId ), {
		method: 'PUT',
		headers: { 'X-WP-Nonce': editor.nonce },
		data: { settings: { gateways: [ 'offline' ] } },
	} );
	expect( v3Answer.status() ).toBe( 403 );
	const created = await editor.context.post( wpV2(), {
		headers: { 'X-WP-Nonce': editor.nonce },
		data: { title: 'Editor form', status: 'draft' },
	} );
	expect( created.status() ).toBe( 403 );
} );

test( 'an administrator changes a form through both doors, and a form created through wp/v2 starts with a $1.00 minimum', async () => {
	const created = await admin.context.post( wpV2(), {
		headers: { 'X-WP-Nonce': admin.nonce },
		data: {
			title: 'Admin REST form',
			status: 'draft',
			meta: { opengive_form_settings: { gateways: [ 'offline' ] } },
		},
	} );
	expect( created.status() ).toBe( 201 );
	const id = ( await created.json() ).id as number;
	expect( await storedSettings( id ) ).toMatchObject( {
		minimum: 100,
		gateways: [ 'offline' ],
	} );

	const viaV2 = await admin.context.post( wpV2( id ), {
		headers: { 'X-WP-Nonce': admin.nonce },
		data: {
			meta: {
				opengive_form_settings: { minimum: 0, gateways: [ 'offline' ] },
			},
		},
	} );
	expect( viaV2.status() ).toBe( 200 );
	// Removed by the editor: it stays removed (the spec's "no minimum" rule).
	expect( await storedSettings( id ) ).toMatchObject( { minimum: 0 } );

	const viaV3 = await admin.context.fetch( v3( id ), {
		method: 'PUT',
		headers: { 'X-WP-Nonce': admin.nonce },
		data: { settings: { minimum: 300, gateways: [ 'offline' ] } },
	} );
	expect( viaV3.status() ).toBe( 200 );
	expect( await storedSettings( id ) ).toMatchObject( { minimum: 300 } );

	await admin.context.delete(
		`${ baseUrl() }/wp-json/wp/v2/opengive-forms/${ id }?force=true`,
		{
			headers: { 'X-WP-Nonce': admin.nonce },
		}
	);
} );
