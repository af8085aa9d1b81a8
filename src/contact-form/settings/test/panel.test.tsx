import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';
import ContactSettingsPanel from '../ContactSettingsPanel';
import {
	readSettings,
	type ContactSettings,
	type ServerDefaults,
} from '../model';
import type { FieldTag } from '../tags';

// A meta value as GET /wp/v2/opengive-contact-forms/{id}?context=edit returned it.
const recordedMeta = {
	recipient: 'office@example.org',
	subject: 'New message from [your-name]',
	reply_to_field: 'your-email',
	messages: { mail_sent_ok: 'Thanks, we read every message.' },
};

// The shape ContactSettingsEditor::defaults() prints (wording shortened).
const defaults: ServerDefaults = {
	settings: {
		recipient: '',
		subject: '[_site_title] "[your-subject]"',
		body: '[_all_fields]',
		reply_to_field: '',
		autoreply: false,
		autoreply_subject: 'We received your message',
		autoreply_body: 'Thank you.',
		keep_uploads: false,
	},
	messages: {
		mail_sent_ok: 'Thank you for your message. It has been sent.',
		spam: 'There was an error trying to send your message.',
	},
	rules: { required: 'Please fill out this field.' },
};

const fields: FieldTag[] = [
	{ name: 'your-name', type: 'text', label: 'Your name' },
	{ name: 'your-email', type: 'email', label: 'Your email' },
	{ name: 'work-email', type: 'email', label: '' },
];

function Harness( { seen }: { seen: ContactSettings[] } ) {
	const [ settings, setSettings ] = useState( readSettings( recordedMeta ) );
	return (
		<ContactSettingsPanel
			settings={ settings }
			onChange={ ( next ) => {
				seen.push( next );
				setSettings( next );
			} }
			defaults={ defaults }
			fields={ fields }
		/>
	);
}

describe( 'the contact form settings panel', () => {
	it( 'shows the recorded values, the defaults as placeholders and the email fields as reply-to choices', () => {
		render( <Harness seen={ [] } /> );

		expect( screen.getByLabelText( 'Recipients' ) ).toHaveValue(
			'office@example.org'
		);
		expect( screen.getByLabelText( 'Subject' ) ).toHaveValue(
			'New message from [your-name]'
		);
		expect( screen.getByLabelText( 'Message body' ) ).toHaveAttribute(
			'placeholder',
			'[_all_fields]'
		);
		const replyTo = screen.getByLabelText( 'Reply-to field' );
		expect( replyTo ).toHaveValue( 'your-email' );
		expect(
			within( replyTo )
				.getAllByRole( 'option' )
				.map( ( option ) => option.getAttribute( 'value' ) )
		).toEqual( [ '', 'your-email', 'work-email' ] );
	} );

	it( 'inserts a field tag into the body and flags a bad recipient while typing', async () => {
		const seen: ContactSettings[] = [];
		const user = userEvent.setup();
		render( <Harness seen={ seen } /> );

		const bodyTags = screen.getByRole( 'group', {
			name: 'Insert a tag into Message body',
		} );
		await user.click(
			within( bodyTags ).getByRole( 'button', { name: '[your-email]' } )
		);
		expect( seen.at( -1 )?.body ).toBe( '[your-email]' );

		await user.type( screen.getByLabelText( 'Recipients' ), ', nobody' );
		expect( screen.getByLabelText( 'Recipients' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect(
			screen.getByText( 'These are not email addresses: nobody' )
		).toBeInTheDocument();
	} );

	it( 'stores an edited success message and drops it again when cleared', async () => {
		const seen: ContactSettings[] = [];
		const user = userEvent.setup();
		render( <Harness seen={ seen } /> );

		await user.click( screen.getByRole( 'button', { name: 'Messages' } ) );
		const success = screen.getByLabelText( 'Success (message sent)' );
		expect( success ).toHaveValue( 'Thanks, we read every message.' );
		expect( screen.getByLabelText( 'Spam' ) ).toHaveAttribute(
			'placeholder',
			'There was an error trying to send your message.'
		);

		await user.clear( success );
		expect( seen.at( -1 )?.messages ).toEqual( {} );
		await user.type( success, 'Sent!' );
		expect( seen.at( -1 )?.messages ).toEqual( { mail_sent_ok: 'Sent!' } );
	} );
} );
