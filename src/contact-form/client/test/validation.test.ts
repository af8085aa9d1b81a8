/**
 * The contact form's browser checks from the server's schema: tips, aria-invalid and the
 * screen-reader list on change, every rule on submit, and the checks when Send beats the schema.
 */
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { mockFetch } from './fetch-mock';
import { CONTACT_SCHEMA, mount } from './contact-page';

afterEach( () => {
	document.body.innerHTML = '';
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
