/**
 * The contact form's widgets on the demo markup: acceptance gating, counters, exclusive checkboxes
 * and the free-text option.
 */
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { mockFetch } from './fetch-mock';
import { CONTACT_SCHEMA, mount } from './contact-page';

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
