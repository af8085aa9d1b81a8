/**
 * The contact form's routes against the real plugin (cf7-rest-contract.json shapes under
 * opengive/v1): each status from the real feedback route (sent, invalid, unaccepted, spam by
 * honeypot and by rate limit, mail failure with the submission still stored), uploads (bad type, too
 * big), refill, schema, the admin list, and the form posted without JavaScript. Every request
 * counts on Playground (~0.7 s each), so the checks share the two demo forms.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { baseUrl, logInWithRole, siteState, type LoggedIn } from '../site';

const API = () => `${ baseUrl() }/wp-json/opengive/v1`;
const run = Date.now().toString( 36 );

let anonymous: APIRequestContext;
let admin: LoggedIn;
let contactId = 0;
let volunteerId = 0;

/**
 * The form id a demo page prints in its hidden _wpcf7 field.
 * @param page
 */
async function printedFormId( page: string ): Promise< number > {
	const html = await (
		await anonymous.get( `${ baseUrl() }/${ page }/` )
	).text();
	const match = /name="_wpcf7" value="(\d+)"/.exec( html );
	expect( match, `${ page } prints a contact form` ).not.toBeNull();
	return Number( match?.[ 1 ] );
}

async function settings( values: Record< string, unknown > ) {
	const response = await anonymous.post(
		`${ baseUrl() }/wp-json/opengive-test/v1/settings`,
		{ data: values }
	);
	expect( response.ok() ).toBe( true );
}

/**
 * A valid /contact/ message, as multipart fields.
 * @param overrides
 */
function contactFields(
	overrides: Record< string, string > = {}
): Record< string, string > {
	return {
		_wpcf7: String( contactId ),
		_wpcf7_unit_tag: `wpcf7-f${ contactId }-o1`,
		'your-name': 'Integration Tester',
		'your-email': `contact.${ run }@example.org`,
		topic: 'Volunteering',
		'your-message': 'Could you tell me more about Saturday shifts?',
		consent: '1',
		...overrides,
	};
}

async function feedback(
	formId: number,
	multipart: Record<
		string,
		string | { name: string; mimeType: string; buffer: Buffer }
	>
) {
	const response = await anonymous.post(
		`${ API() }/contact-forms/${ formId }/feedback`,
		{ multipart }
	);
	return { status: response.status(), body: await response.json() };
}

test.beforeAll( async ( { playwright } ) => {
	anonymous = await playwright.request.newContext();
	admin = await logInWithRole( playwright, 'administrator' );
	contactId = await printedFormId( 'contact' );
	volunteerId = await printedFormId( 'volunteer' );
} );

test.afterAll( async () => {
	await settings( { test_mail_fail: false, contact_rate_limit_ip: 1000 } );
	await Promise.all( [ anonymous.dispose(), admin.context.dispose() ] );
} );

test( 'the schema route lists the form rules; unknown forms are 404', async () => {
	const schema = await (
		await anonymous.get(
			`${ API() }/contact-forms/${ contactId }/feedback/schema`
		)
	).json();
	const missing = await anonymous.get(
		`${ API() }/contact-forms/999999/feedback/schema`
	);

	expect( schema.version ).toBe( 'Contact Form 7 SWV Schema 2024-10' );
	expect( schema.rules ).toEqual(
		expect.arrayContaining( [
			expect.objectContaining( { rule: 'required', field: 'your-name' } ),
			expect.objectContaining( { rule: 'email', field: 'your-email' } ),
			expect.objectContaining( {
				rule: 'maxlength',
				field: 'your-message',
				threshold: 1000,
			} ),
			expect.objectContaining( {
				rule: 'file',
				field: 'attachment',
				accept: [ '.pdf', '.jpg', '.jpeg', '.png' ],
			} ),
			expect.objectContaining( {
				rule: 'maxfilesize',
				field: 'attachment',
				threshold: 2097152,
			} ),
		] )
	);
	expect( missing.status() ).toBe( 404 );
	expect( ( await missing.json() ).code ).toBe(
		'opengive_contact_form_not_found'
	);
} );

test( 'feedback needs multipart (415) and a unit tag (400)', async () => {
	const json = await anonymous.post(
		`${ API() }/contact-forms/${ contactId }/feedback`,
		{
			data: contactFields(),
		}
	);
	const untagged = await feedback(
		contactId,
		contactFields( { _wpcf7_unit_tag: '' } )
	);

	expect( json.status() ).toBe( 415 );
	expect( ( await json.json() ).code ).toBe(
		'opengive_unsupported_media_type'
	);
	expect( untagged.status ).toBe( 400 );
	expect( untagged.body.code ).toBe( 'opengive_unit_tag_not_found' );
} );

test( 'a valid message answers mail_sent with a hash and is mailed to the site', async () => {
	const { status, body } = await feedback( contactId, contactFields() );
	const mails = ( await siteState( anonymous ) ).mails;

	expect( status ).toBe( 200 );
	expect( body ).toMatchObject( {
		contact_form_id: contactId,
		status: 'mail_sent',
		message: 'Thank you for your message. It has been sent.',
		into: `#wpcf7-f${ contactId }-o1`,
		invalid_fields: [],
	} );
	expect( body.posted_data_hash ).toMatch( /^[a-f0-9]{32}$/ );
	expect(
		mails.some( ( mail ) =>
			mail.subject.includes( 'Volunteering from Integration Tester' )
		)
	).toBe( true );
} );

test( 'invalid fields answer validation_failed with CF7 invalid_fields', async () => {
	const { body } = await feedback(
		contactId,
		contactFields( { 'your-email': 'nope', 'your-name': '' } )
	);

	expect( body.status ).toBe( 'validation_failed' );
	expect( body.posted_data_hash ).toBe( '' );
	expect( body.invalid_fields ).toEqual( [
		{
			field: 'your-name',
			message: 'Please fill out this field.',
			idref: null,
			error_id: `wpcf7-f${ contactId }-o1-ve-your-name`,
		},
		{
			field: 'your-email',
			message: 'Please enter an email address.',
			idref: null,
			error_id: `wpcf7-f${ contactId }-o1-ve-your-email`,
		},
	] );
} );

test( 'an unticked consent box answers acceptance_missing', async () => {
	const fields = contactFields();
	delete fields.consent;

	const { body } = await feedback( contactId, fields );

	expect( body.status ).toBe( 'acceptance_missing' );
	expect( body.message ).toBe(
		'You must accept the terms and conditions before sending your message.'
	);
} );

test( 'a filled honeypot answers spam', async () => {
	const { body } = await feedback(
		contactId,
		contactFields( { _opengive_website: 'http://bot.example' } )
	);

	expect( body.status ).toBe( 'spam' );
	expect( body.posted_data_hash ).toBe( '' );
} );

test( 'over the per-IP limit the route answers spam and says how long to wait', async () => {
	await settings( { contact_rate_limit_ip: 1 } );
	const first = await feedback(
		contactId,
		contactFields( { 'your-email': `ip1.${ run }@example.org` } )
	);
	const second = await feedback(
		contactId,
		contactFields( { 'your-email': `ip2.${ run }@example.org` } )
	);
	await settings( { contact_rate_limit_ip: 1000 } );

	// The suite's earlier messages already used this window's allowance, or this one does.
	expect( [ first.body.status, second.body.status ] ).toContain( 'spam' );
	expect( second.body.status ).toBe( 'spam' );
	expect( second.body.message ).toMatch(
		/Too many messages were sent from here\. Please wait \d+ minutes?/
	);
} );

test( 'when mail fails the answer is mail_failed and the admin list still has the message', async () => {
	await settings( { test_mail_fail: true } );
	const text = `Mail will fail for this one ${ run }`;
	const { body } = await feedback(
		contactId,
		contactFields( { 'your-message': text } )
	);
	await settings( { test_mail_fail: false } );
	const list = await admin.context.get(
		`${ API() }/contact-submissions?formId=${ contactId }&status=mail_failed&search=${ encodeURIComponent( run ) }`,
		{ headers: { 'X-WP-Nonce': admin.nonce } }
	);
	const rows = await list.json();
	const outsider = await anonymous.get( `${ API() }/contact-submissions` );

	expect( body.status ).toBe( 'mail_failed' );
	expect( body.message ).toBe(
		'There was an error trying to send your message. Please try later again.'
	);
	expect( list.headers()[ 'x-wp-total' ] ).toBe( '1' );
	expect( rows[ 0 ] ).toMatchObject( {
		formId: contactId,
		status: 'mail_failed',
	} );
	expect( rows[ 0 ].fields[ 'your-message' ] ).toBe( text );
	expect( outsider.status() ).toBe( 401 );
} );

test( 'admin CRUD makes a form; its uploads refuse a script and an oversized file and send an accepted PDF', async () => {
	const created = await admin.context.post( `${ API() }/contact-forms`, {
		headers: { 'X-WP-Nonce': admin.nonce },
		data: {
			title: `Uploads ${ run }`,
			properties: {
				fields: [
					{
						type: 'file',
						name: 'doc',
						label: 'Document',
						required: true,
						accept: [ '.pdf' ],
						maxSize: 4096,
					},
				],
				settings: { recipient: 'uploads@example.org' },
			},
		},
	} );
	const form = await created.json();
	const tag = `wpcf7-f${ form.id }-o1`;
	const send = ( name: string, size: number ) =>
		feedback( form.id, {
			_wpcf7_unit_tag: tag,
			doc: {
				name,
				mimeType: 'application/pdf',
				buffer: Buffer.alloc( size, 0x25 ),
			},
		} );

	const script = await send( 'shell.php', 20 );
	const huge = await send( 'scan.pdf', 4097 );
	const fine = await send( 'letter.pdf', 4096 );
	const anonymousCreate = await anonymous.post( `${ API() }/contact-forms`, {
		data: { title: 'x' },
	} );
	const removed = await admin.context.delete(
		`${ API() }/contact-forms/${ form.id }`,
		{
			headers: { 'X-WP-Nonce': admin.nonce },
		}
	);

	expect( created.status() ).toBe( 201 );
	expect( form.properties.fields[ 0 ] ).toMatchObject( {
		type: 'file',
		name: 'doc',
		maxSize: 4096,
	} );
	expect( script.body.status ).toBe( 'validation_failed' );
	expect( script.body.invalid_fields ).toEqual( [
		expect.objectContaining( {
			field: 'doc',
			message: 'You are not allowed to upload files of this type.',
		} ),
	] );
	expect( huge.body.status ).toBe( 'validation_failed' );
	expect( huge.body.invalid_fields ).toEqual( [
		expect.objectContaining( {
			field: 'doc',
			message: 'The uploaded file is too large.',
		} ),
	] );
	expect( fine.body.status ).toBe( 'mail_sent' );
	expect( anonymousCreate.status() ).toBe( 401 );
	expect( await removed.json() ).toEqual( { deleted: true } );
} );

test( 'the admin route refuses a recipient that is not an email address (400 opengive_invalid_recipient) and saves nothing', async () => {
	const headers = { 'X-WP-Nonce': admin.nonce };
	const title = `Bad recipient ${ run }`;
	const before = await (
		await admin.context.get( `${ API() }/contact-forms/${ volunteerId }`, {
			headers,
		} )
	).json();
	const created = await admin.context.post( `${ API() }/contact-forms`, {
		headers,
		data: {
			title,
			properties: {
				settings: { recipient: 'ok@example.org, not-an-address' },
			},
		},
	} );
	const updated = await admin.context.post(
		`${ API() }/contact-forms/${ volunteerId }`,
		{
			headers,
			data: {
				title: `Renamed ${ run }`,
				properties: { settings: { recipient: 'nobody@@example' } },
			},
		}
	);
	const listed = await (
		await admin.context.get(
			`${ API() }/contact-forms?search=${ encodeURIComponent( title ) }`,
			{ headers }
		)
	).json();
	const after = await (
		await admin.context.get( `${ API() }/contact-forms/${ volunteerId }`, {
			headers,
		} )
	).json();

	expect( created.status() ).toBe( 400 );
	expect( await created.json() ).toMatchObject( {
		code: 'opengive_invalid_recipient',
		message:
			'These recipients are not valid email addresses: not-an-address',
	} );
	expect( updated.status() ).toBe( 400 );
	expect( ( await updated.json() ).code ).toBe(
		'opengive_invalid_recipient'
	);
	expect( listed ).toEqual( [] );
	expect( after.title ).toBe( before.title );
	expect( after.properties.settings ).toEqual( before.properties.settings );
} );

test( 'refill gives a quiz question with its answer hash; a form without one answers {}', async () => {
	const volunteer = await (
		await anonymous.get(
			`${ API() }/contact-forms/${ volunteerId }/refill`
		)
	).json();
	const contact = await (
		await anonymous.get( `${ API() }/contact-forms/${ contactId }/refill` )
	).json();

	expect( volunteer.quiz[ 'human-check' ][ 0 ] ).toBe(
		'What colour is the sky on a clear day?'
	);
	expect( volunteer.quiz[ 'human-check' ][ 1 ] ).toMatch( /^[a-f0-9]{64}$/ );
	expect( contact ).toEqual( {} );
} );

test( 'without JavaScript the form posts, comes back with the errors and entries, then with the success message', async () => {
	const html = await (
		await anonymous.get( `${ baseUrl() }/contact/` )
	).text();
	const hidden: Record< string, string > = {};
	for ( const match of html.matchAll(
		/<input type="hidden" name="([^"]+)" value="([^"]*)"/g
	) ) {
		hidden[ match[ 1 ] ] = match[ 2 ].replace( /&amp;/g, '&' );
	}
	const action = /<form action="([^"]+)"/.exec( html )?.[ 1 ] ?? '';
	const post = async ( fields: Record< string, string > ) => {
		const response = await anonymous.post( action, {
			form: { ...hidden, ...fields },
			maxRedirects: 0,
		} );
		expect( response.status() ).toBe( 303 );
		const location = response.headers().location ?? '';
		expect( location ).toMatch(
			/\/contact\/\?opengive-contact=[a-f0-9]{24}#wpcf7-f\d+-p\d+-o1$/
		);
		return ( await anonymous.get( location ) ).text();
	};

	const invalid = await post( {
		'your-name': 'No JS Person',
		'your-email': 'broken',
		topic: 'A donation',
		// Echoed back into the page: it must come back as text, never as markup.
		'your-message':
			'Hello from a plain browser"></textarea><img src=x onerror=alert(1)>',
		consent: '1',
	} );
	const sent = await post( {
		'your-name': 'No JS Person',
		'your-email': `nojs.${ run }@example.org`,
		topic: 'A donation',
		'your-message': 'Hello from a plain browser',
		consent: '1',
	} );

	expect( invalid ).toContain(
		'One or more fields have an error. Please check and try again.'
	);
	expect( invalid ).toContain(
		'<span class="wpcf7-not-valid-tip" aria-hidden="true">Please enter an email address.</span>'
	);
	expect( invalid ).toMatch(
		/name="your-email" class="[^"]*" aria-invalid="true"/
	);
	expect( invalid ).toContain( 'value="No JS Person"' );
	expect( invalid ).not.toContain( '<img src=x onerror' );
	expect( invalid ).toContain( 'Hello from a plain browser&quot;&gt;' );
	expect( invalid ).toContain( 'class="wpcf7-form invalid"' );
	expect( sent ).toContain( 'Thank you for your message. It has been sent.' );
	expect( sent ).toContain( 'class="wpcf7-form sent"' );
	expect( sent ).not.toContain( 'value="No JS Person"' );
	expect( html ).not.toMatch( /_wpnonce|_wpcf7_nonce/ );
} );
