/**
 * The test harness for the contact form's browser script: the markup render.php really prints for
 * the demo pages (recorded in tests/fixtures/rendered-contact by
 * tests/integration/contact-rendered.spec.ts), the rules the server answers for /contact/, a
 * mail_sent answer, and a valid fill.
 */
import fs from 'fs';
import path from 'path';
import { screen } from '@testing-library/dom';
import type userEvent from '@testing-library/user-event';
import { RENDERED_CONTACT_DIR } from '../../../../tests/unit/rendered-contact-format';
import { initContactForm } from '../form';

export const fixture = ( page: string ) =>
	fs.readFileSync(
		path.join( RENDERED_CONTACT_DIR, `${ page }.html` ),
		'utf8'
	);

// The rules the server answers for the demo /contact/ form (GET .../feedback/schema).
export const CONTACT_SCHEMA = {
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

export const SENT = {
	contact_form_id: 1,
	status: 'mail_sent',
	message: 'Thank you for your message. It has been sent.',
	posted_data_hash: '0123456789abcdef0123456789abcdef',
	into: '#wpcf7-f1-p2-o1',
	invalid_fields: [],
};

export function mount( page: string ) {
	document.body.innerHTML = fixture( page );
	const root = document.querySelector< HTMLElement >(
		'.wp-block-opengive-contact-form'
	) as HTMLElement;
	return { root, controller: initContactForm( root ) };
}

export async function fillValid( user: ReturnType< typeof userEvent.setup > ) {
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
