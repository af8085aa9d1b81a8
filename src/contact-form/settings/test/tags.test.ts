import { emailFields, fieldsFromBlocks, tagFor, type BlockLike } from '../tags';

const field = ( attributes: Record< string, unknown > ): BlockLike => ( {
	name: 'opengive/contact-field',
	attributes,
	innerBlocks: [],
} );

describe( 'the field tags read from the form post blocks', () => {
	it( 'lists each named contact field in document order, nested ones included, each name once', () => {
		const blocks: BlockLike[] = [
			field( { type: 'text', name: 'your-name', label: 'Your name' } ),
			{
				name: 'core/group',
				attributes: {},
				innerBlocks: [
					field( {
						type: 'email',
						name: 'your-email',
						label: 'Email',
					} ),
					field( {
						type: 'text',
						name: 'your-name',
						label: 'Again',
					} ),
				],
			},
			{ name: 'core/paragraph', attributes: { content: 'Hi' } },
			field( { type: 'textarea', name: '', label: 'Unnamed' } ),
			field( { type: 'textarea', name: 'your-message', label: '' } ),
		];

		expect( fieldsFromBlocks( blocks ) ).toEqual( [
			{ name: 'your-name', type: 'text', label: 'Your name' },
			{ name: 'your-email', type: 'email', label: 'Email' },
			{ name: 'your-message', type: 'textarea', label: '' },
		] );
	} );

	it( 'offers only email fields as the reply-to choice', () => {
		const fields = fieldsFromBlocks( [
			field( { type: 'text', name: 'a' } ),
			field( { type: 'email', name: 'b' } ),
			field( { type: 'email', name: 'c' } ),
		] );

		expect( emailFields( fields ).map( ( f ) => f.name ) ).toEqual( [
			'b',
			'c',
		] );
	} );

	it( 'writes a tag in square brackets as the mailer reads it', () => {
		expect( tagFor( 'your-name' ) ).toBe( '[your-name]' );
	} );
} );
