import {
	appendTag,
	flagValue,
	messageValue,
	readSettings,
	withMessage,
	type ServerDefaults,
} from '../model';

const defaults: ServerDefaults = {
	settings: {
		recipient: '',
		subject: 'S',
		body: 'B',
		reply_to_field: '',
		autoreply: false,
		autoreply_subject: 'AS',
		autoreply_body: 'AB',
		keep_uploads: true,
	},
	messages: { mail_sent_ok: 'Sent.' },
	rules: { required: 'Fill it.' },
};

describe( 'the contact settings model', () => {
	it( 'keeps only known keys of the right type from the stored meta', () => {
		expect(
			readSettings( {
				subject: 'Hello',
				autoreply: 'yes',
				keep_uploads: false,
				stray: 1,
				messages: { mail_sent_ok: 'Thanks', bad: 3 },
			} )
		).toEqual( {
			subject: 'Hello',
			keep_uploads: false,
			messages: { mail_sent_ok: 'Thanks' },
		} );
	} );

	it( 'reads PHP empty values (null, empty array) as no settings', () => {
		expect( readSettings( null ) ).toEqual( {} );
		expect( readSettings( [] ) ).toEqual( {} );
	} );

	it( 'uses the server default for a flag the form has not set', () => {
		expect( flagValue( {}, 'keep_uploads', defaults ) ).toBe( true );
		expect(
			flagValue( { keep_uploads: false }, 'keep_uploads', defaults )
		).toBe( false );
	} );

	it( 'removes a cleared message so the translated default applies again', () => {
		const set = withMessage( {}, 'mail_sent_ok', 'Thanks!' );
		expect( messageValue( set, 'mail_sent_ok' ) ).toBe( 'Thanks!' );

		const cleared = withMessage( set, 'mail_sent_ok', '  ' );
		expect( cleared.messages ).toEqual( {} );
	} );

	it( 'appends a tag after a space, or as the whole text when empty', () => {
		expect( appendTag( '', '[a]' ) ).toBe( '[a]' );
		expect( appendTag( 'From', '[a]' ) ).toBe( 'From [a]' );
		expect( appendTag( 'From\n', '[a]' ) ).toBe( 'From\n[a]' );
	} );
} );
