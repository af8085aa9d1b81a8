/**
 * The contact form's widgets, on the markup render.php really prints for the demo pages (recorded in
 * tests/fixtures/rendered-contact by tests/integration/contact-rendered.spec.ts): acceptance gating,
 * counters, tips on change, the send cycle with CF7's events, reset and refill, server errors,
 * custom statuses, offline, exclusive checkboxes, the free-text option, and the refusals of spec
 * section 8 (wrong place, missing browser features).
 */
import fs from 'fs';
import path from 'path';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { RENDERED_CONTACT_DIR } from '../../../../tests/unit/rendered-contact-format';
import { initContactForm } from '../form';
import { mockFetch } from './fetch-mock';

const fixture = ( page: string ) =>
	fs.readFileSync(
		path.join( RENDERED_CONTACT_DIR, `${ page }.html` ),
		'utf8'
	);

// The rules the server answers for the demo /contact/ form (GET .../feedback/schema).
const CONTACT_SCHEMA = {
	version: 'Contact Form 7 SWV Schema 2024-10',
	rules: [
		{
			rule: 'required',
			field: 'your-name',
			error: 'Please fill out this field.',
		},
		{
			rule: 'required',
			field: 'your-email',
			error: 'Please fill out this field.',
		},
		{
			rule: 'email',
			field: 'your-email',
			error: 'Please enter an email address.',
		},
		{
			rule: 'required',
			field: 'topic',
			error: 'Please fill out this field.',
		},
		{
			rule: 'required',
			field: 'your-message',
			error: 'Please fill out this field.',
		},
		{
			rule: 'minlength',
			field: 'your-message',
			threshold: 10,
			error: 'This field has a too short input.',
		},
	],
};

const SENT = {
	contact_form_id: 1,
	status: 'mail_sent',
	message: 'Thank you for your message. It has been sent.',
	posted_data_hash: '0123456789abcdef0123456789abcdef',
	into: '#wpcf7-f1-p2-o1',
	invalid_fields: [],
};

function mount( page: string ) {
	document.body.innerHTML = fixture( page );
	const root = document.querySelector< HTMLElement >(
		'.wp-block-opengive-contact-form'
	) as HTMLElement;
	return { root, controller: initContactForm( root ) };
}

async function fillValid( user: ReturnType< typeof userEvent.setup > ) {
	await user.type( screen.getByLabelText( /Your name/ ), 'Ada Lovelace' );
	await user.type( screen.getByLabelText( /^Email/ ), 'ada@example.org' );
	await user.selectOptions(
		screen.getByLabelText( /Topic/ ),
		'Volunteering'
	);
	await user.type(
		screen.getByLabelText( /Message/ ),
		'Saturday shifts, please.'
	);
	await user.click( screen.getByLabelText( /I agree/ ) );
}

afterEach( () => {
	document.body.innerHTML = '';
} );

it( 'keeps Send disabled until the consent box is ticked', async () => {
	mockFetch( { 'GET /feedback/schema': { json: CONTACT_SCHEMA } } );
	const user = userEvent.setup();
	mount( 'contact' );
	const send = screen.getByRole( 'button', { name: 'Send' } );

	expect( send ).toBeDisabled();
	await user.click( screen.getByLabelText( /I agree/ ) );
	expect( send ).toBeEnabled();
	await user.click( screen.getByLabelText( /I agree/ ) );
	expect( send ).toBeDisabled();
} );

it( 'counts the message down from its maximum and flags a too-short text', async () => {
	mockFetch( { 'GET /feedback/schema': { json: CONTACT_SCHEMA } } );
	const user = userEvent.setup();
	const { root } = mount( 'contact' );
	const counter = root.querySelector(
		'.wpcf7-character-count[data-target-name="your-message"]'
	) as HTMLElement;

	expect( counter.textContent ).toBe( '1000' );
	await user.type( screen.getByLabelText( /Message/ ), 'Hello' );

	expect( counter.textContent ).toBe( '995' );
	expect( counter ).toHaveClass( 'too-short' );
} );

it( 'shows a tip, aria-invalid and the screen-reader item when a field fails on change, and clears them once fixed', async () => {
	const { calls } = mockFetch( {
		'GET /feedback/schema': { json: CONTACT_SCHEMA },
	} );
	const user = userEvent.setup();
	const { root, controller } = mount( 'contact' );
	await controller?.ready;
	const email = screen.getByLabelText( /^Email/ );

	await user.type( email, 'not-an-address' );
	await user.tab();

	expect( calls[ 0 ].url ).toBe(
		'http://site.test/wp-json/opengive/v1/contact-forms/1/feedback/schema'
	);
	expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( email ).toHaveAccessibleDescription(
		/Please enter an email address\./
	);
	expect( root.querySelector( '.wpcf7-not-valid-tip' )?.textContent ).toBe(
		'Please enter an email address.'
	);
	expect(
		root.querySelector(
			'.screen-reader-response li#wpcf7-f1-p2-o1-ve-your-email'
		)?.textContent
	).toBe( 'Email: Please enter an email address.' );

	await user.clear( email );
	await user.type( email, 'ada@example.org' );
	await user.tab();

	expect( email ).toHaveAttribute( 'aria-invalid', 'false' );
	expect( root.querySelector( '.wpcf7-not-valid-tip' ) ).toBeNull();
	expect(
		root.querySelectorAll( '.screen-reader-response li' )
	).toHaveLength( 0 );
} );

it( 'checks every rule on submit and sends nothing while a field is invalid', async () => {
	const { calls } = mockFetch( {
		'GET /feedback/schema': { json: CONTACT_SCHEMA },
	} );
	const user = userEvent.setup();
	const { root, controller } = mount( 'contact' );
	await controller?.ready;
	const invalid = jest.fn();
	root.addEventListener( 'wpcf7invalid', invalid );

	await user.click( screen.getByLabelText( /I agree/ ) );
	await user.click( screen.getByRole( 'button', { name: 'Send' } ) );

	expect( calls.filter( ( call ) => call.method === 'POST' ) ).toHaveLength(
		0
	);
	expect( root.querySelector( 'form' ) ).toHaveAttribute(
		'data-status',
		'invalid'
	);
	expect( invalid ).toHaveBeenCalledTimes( 1 );
	expect( root.querySelectorAll( '.wpcf7-not-valid-tip' ) ).toHaveLength( 4 );
	expect( screen.getByLabelText( /Your name/ ) ).toHaveFocus();
} );

it( 'sends without reload, fires CF7 events in order, resets, refills and ends sent', async () => {
	const { calls } = mockFetch( {
		'GET /feedback/schema': { json: CONTACT_SCHEMA },
		'POST /feedback': { json: SENT },
		'GET /refill': { json: {} },
	} );
	const user = userEvent.setup();
	const { root, controller } = mount( 'contact' );
	await controller?.ready;
	const seen: string[] = [];
	const details: Record< string, CustomEvent[ 'detail' ] > = {};
	[ 'statuschanged', 'beforesubmit', 'mailsent', 'submit', 'reset' ].forEach(
		( name ) =>
			document.addEventListener( `wpcf7${ name }`, ( event ) => {
				const { detail } = event as CustomEvent;
				seen.push(
					name === 'statuschanged'
						? `status:${ detail.status }`
						: name
				);
				details[ name ] = detail;
			} )
	);
	await fillValid( user );

	await user.click( screen.getByRole( 'button', { name: 'Send' } ) );
	await waitFor( () =>
		expect( root.querySelector( 'form' ) ).toHaveAttribute(
			'data-status',
			'sent'
		)
	);

	expect( seen ).toEqual( [
		'status:validating',
		'status:submitting',
		'beforesubmit',
		'status:sent',
		'mailsent',
		'submit',
		'reset',
		'status:resetting',
		'status:sent',
	] );
	const post = calls.find( ( call ) => call.method === 'POST' );
	expect( post?.url ).toBe(
		'http://site.test/wp-json/opengive/v1/contact-forms/1/feedback'
	);
	expect( post?.body?.get( 'your-name' ) ).toBe( 'Ada Lovelace' );
	expect( post?.body?.get( '_wpcf7_unit_tag' ) ).toBe( 'wpcf7-f1-p2-o1' );
	expect( details.mailsent ).toMatchObject( {
		contactFormId: 1,
		unitTag: 'wpcf7-f1-p2-o1',
		status: 'mail_sent',
		apiResponse: SENT,
	} );
	expect( details.mailsent.inputs ).toEqual(
		expect.arrayContaining( [
			{ name: 'your-name', value: 'Ada Lovelace' },
		] )
	);
	expect( screen.getByLabelText( /Your name/ ) ).toHaveValue( '' );
	expect( root.querySelector( '.wpcf7-response-output' )?.textContent ).toBe(
		SENT.message
	);
	expect( screen.getByRole( 'status' ) ).toHaveTextContent( SENT.message );
	expect(
		root.querySelector< HTMLInputElement >(
			'input[name="_wpcf7_posted_data_hash"]'
		)?.value
	).toBe( SENT.posted_data_hash );
	expect( screen.getByRole( 'button', { name: 'Send' } ) ).toBeDisabled();
} );

it( 'marks the fields the server refuses and fires wpcf7invalid with the answer', async () => {
	const answer = {
		...SENT,
		status: 'validation_failed',
		message:
			'One or more fields have an error. Please check and try again.',
		posted_data_hash: '',
		invalid_fields: [
			{
				field: 'attachment',
				message: 'The uploaded file is too large.',
				idref: null,
				error_id: 'wpcf7-f1-p2-o1-ve-attachment',
			},
		],
	};
	mockFetch( {
		'GET /feedback/schema': { json: CONTACT_SCHEMA },
		'POST /feedback': { json: answer },
	} );
	const user = userEvent.setup();
	const { root, controller } = mount( 'contact' );
	await controller?.ready;
	const invalid = jest.fn();
	root.addEventListener( 'wpcf7invalid', invalid );
	await fillValid( user );

	await user.click( screen.getByRole( 'button', { name: 'Send' } ) );
	await waitFor( () => expect( invalid ).toHaveBeenCalled() );

	expect( root.querySelector( 'form' ) ).toHaveClass( 'invalid' );
	expect( screen.getByLabelText( /Attachment/ ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	expect( invalid.mock.calls[ 0 ][ 0 ].detail.apiResponse ).toEqual( answer );
	expect( screen.getByLabelText( /Your name/ ) ).toHaveValue(
		'Ada Lovelace'
	);
} );

it( 'gives an unknown server status a custom- status', async () => {
	mockFetch( {
		'GET /feedback/schema': { json: CONTACT_SCHEMA },
		'POST /feedback': {
			json: {
				...SENT,
				status: 'needs_review',
				message: 'Held for review.',
			},
		},
	} );
	const user = userEvent.setup();
	const { root, controller } = mount( 'contact' );
	await controller?.ready;
	await fillValid( user );

	await user.click( screen.getByRole( 'button', { name: 'Send' } ) );

	await waitFor( () =>
		expect( root.querySelector( 'form' ) ).toHaveAttribute(
			'data-status',
			'custom-needs-review'
		)
	);
} );

it( 'says "You are probably offline." when the request cannot be made', async () => {
	mockFetch( {
		'GET /feedback/schema': { json: CONTACT_SCHEMA },
		'POST /feedback': new TypeError( 'Failed to fetch' ),
	} );
	const user = userEvent.setup();
	const { root, controller } = mount( 'contact' );
	await controller?.ready;
	await fillValid( user );

	await user.click( screen.getByRole( 'button', { name: 'Send' } ) );

	await waitFor( () =>
		expect(
			root.querySelector( '.wpcf7-response-output' )?.textContent
		).toBe( 'You are probably offline.' )
	);
	expect( root.querySelector( 'form' ) ).toHaveAttribute(
		'data-status',
		'failed'
	);
	expect( console ).toHaveErrored();
} );

it( 'keeps one box checked in an exclusive group and enables the free text only with its option', async () => {
	mockFetch( { 'GET /feedback/schema': { json: { rules: [] } } } );
	const user = userEvent.setup();
	mount( 'volunteer' );
	const few = screen.getByRole( 'checkbox', { name: 'Up to 4' } );
	const many = screen.getByRole( 'checkbox', { name: 'More than 8' } );
	const other = screen.getByRole( 'checkbox', { name: 'Other' } );
	const freeText = screen.getByRole( 'textbox', { name: 'Other' } );

	await user.click( few );
	await user.click( many );
	expect( few ).not.toBeChecked();
	expect( many ).toBeChecked();

	expect( freeText ).toBeDisabled();
	await user.click( other );
	expect( freeText ).toBeEnabled();
	await user.click( other );
	expect( freeText ).toBeDisabled();
} );

it( 'puts the refilled quiz question and answer hash in place after a send', async () => {
	mockFetch( {
		'GET /feedback/schema': { json: { rules: [] } },
		'POST /feedback': { json: SENT },
		'GET /refill': {
			json: {
				quiz: { 'human-check': [ 'Two plus two?', 'f'.repeat( 64 ) ] },
			},
		},
	} );
	const { root, controller } = mount( 'volunteer' );
	await controller?.ready;

	await controller?.submit();

	expect( root.querySelector( '.wpcf7-quiz-label' )?.textContent ).toBe(
		'Two plus two?'
	);
	expect(
		root.querySelector< HTMLInputElement >(
			'input[name="_opengive_quiz_answer_human-check"]'
		)?.value
	).toBe( 'f'.repeat( 64 ) );
	expect( root.querySelector( 'form' ) ).toHaveAttribute(
		'data-status',
		'sent'
	);
} );

it( 'replaces a form placed inside another form with the wrong-place error', () => {
	document.body.innerHTML = `<form id="outer"><div>${ fixture( 'contact' ) }</div></form>`;
	const root = document.querySelector< HTMLElement >(
		'.wp-block-opengive-contact-form'
	) as HTMLElement;

	expect( initContactForm( root ) ).toBeNull();
	expect( root.textContent ).toBe(
		'Error: This contact form is placed in the wrong place.'
	);
} );

it( 'leaves the plain HTML form alone and logs an error when the browser lacks fetch', () => {
	const saved = window.fetch;
	( window as unknown as { fetch: unknown } ).fetch = undefined;
	document.body.innerHTML = fixture( 'contact' );
	const root = document.querySelector< HTMLElement >(
		'.wp-block-opengive-contact-form'
	) as HTMLElement;

	expect( initContactForm( root ) ).toBeNull();
	expect( console ).toHaveErroredWith(
		'OpenGive contact form: this browser lacks fetch; the form posts without JavaScript.'
	);
	expect( screen.getByRole( 'button', { name: 'Send' } ) ).toBeEnabled();
	( window as unknown as { fetch: unknown } ).fetch = saved;
} );

it( 'checks the rules even when Send is pressed before the schema has arrived', async () => {
	const { calls } = mockFetch( {
		'GET /feedback/schema': { json: CONTACT_SCHEMA },
	} );
	const { root, controller } = mount( 'contact' );

	// No await of controller.ready: the schema request is still on its way.
	await controller?.submit();

	expect( calls.map( ( call ) => call.method ) ).toEqual( [ 'GET' ] );
	expect( root.querySelector( 'form' ) ).toHaveAttribute(
		'data-status',
		'invalid'
	);
	expect( screen.getByLabelText( /Your name/ ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
} );
