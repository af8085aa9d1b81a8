/**
 * The contact form's send cycle: no reload, CF7's events in order, reset and refill, the server's
 * refusals, custom statuses, offline, and the refilled quiz.
 */
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { mockFetch } from './fetch-mock';
import { CONTACT_SCHEMA, SENT, mount, fillValid } from './contact-page';

afterEach( () => {
	document.body.innerHTML = '';
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
