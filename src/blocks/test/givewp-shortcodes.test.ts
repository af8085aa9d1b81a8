/**
 * GiveWP shortcode transforms: [give_form] and [give_donor_wall] become our blocks, registered with
 * the real block.json attributes so WordPress's createBlock types and defaults them. (rawHandler is
 * not used: it needs core's paragraph and freeform blocks, which this jest setup does not register.)
 */
import {
	registerBlockType,
	unregisterBlockType,
	getBlockType,
	getBlockTypes,
} from '@wordpress/blocks';
import {
	formAttributesFromShortcode,
	wallAttributesFromShortcode,
	giveFormTransform,
	giveDonorWallTransform,
	fromShortcode,
} from '../givewp-shortcodes';
import formMetadata from '../../../blocks/donation-form/block.json';
import wallMetadata from '../../../blocks/donor-wall/block.json';

beforeAll( () => {
	// The real block.json attributes with the real transforms; edit and save do not matter here.
	for ( const [ metadata, transform ] of [
		[ formMetadata, giveFormTransform ],
		[ wallMetadata, giveDonorWallTransform ],
	] as const ) {
		registerBlockType( metadata.name, {
			...( metadata as unknown as Record< string, unknown > ),
			title: metadata.title,
			edit: () => null,
			save: () => null,
			transforms: fromShortcode( transform ),
		} as never );
	}
} );

afterAll( () => {
	for ( const block of getBlockTypes() ) {
		unregisterBlockType( block.name );
	}
} );

describe( '[give_form]', () => {
	it( 'becomes the donation form block with its form id and display style', () => {
		expect(
			getBlockType( 'opengive/donation-form' )?.transforms?.from?.[ 0 ]
		).toMatchObject( { type: 'shortcode', tag: 'give_form' } );
		const block = giveFormTransform.transform( {
			named: { id: '42', display_style: 'onpage' },
		} );
		expect( block.name ).toBe( 'opengive/donation-form' );
		expect( block.attributes ).toMatchObject( {
			formId: 42,
			displayMode: 'inline',
		} );
	} );

	it( 'maps every GiveWP display style and drops an unknown one', () => {
		expect(
			[ 'onpage', 'modal', 'reveal', 'button', 'sideways' ].map(
				( style ) =>
					formAttributesFromShortcode( {
						named: { id: '7', display_style: style },
					} ).displayMode
			)
		).toEqual( [ 'inline', 'modal', 'reveal', 'button', undefined ] );
	} );

	it( 'without a usable id is not converted', () => {
		expect( giveFormTransform.isMatch( { named: { id: 'abc' } } ) ).toBe(
			false
		);
		expect( giveFormTransform.isMatch( { named: {} } ) ).toBe( false );
		expect( giveFormTransform.isMatch( { named: { id: '3' } } ) ).toBe(
			true
		);
	} );
} );

describe( '[give_donor_wall]', () => {
	it( 'becomes the donor wall block with its attributes typed', () => {
		expect(
			getBlockType( 'opengive/donor-wall' )?.transforms?.from?.[ 0 ]
		).toMatchObject( { type: 'shortcode', tag: 'give_donor_wall' } );
		const block = giveDonorWallTransform.transform( {
			named: {
				donors_per_page: '6',
				form_id: '12',
				columns: '3',
				show_avatar: 'false',
				only_comments: 'true',
				readmore_text: 'More',
				orderby: 'donation_amount',
				order: 'ASC',
			},
		} );
		expect( block.name ).toBe( 'opengive/donor-wall' );
		expect( block.attributes ).toMatchObject( {
			donorsPerPage: 6,
			formId: 12,
			columns: '3',
			showAvatar: false,
			onlyComments: true,
			readMoreText: 'More',
			orderBy: 'donation_amount',
			order: 'ASC',
		} );
	} );

	it( 'with no attributes keeps every block default', () => {
		const block = giveDonorWallTransform.transform( { named: {} } );
		expect( block.name ).toBe( 'opengive/donor-wall' );
		expect( block.attributes.donorsPerPage ).toBe(
			wallMetadata.attributes.donorsPerPage.default
		);
	} );

	it( 'leaves out values the block cannot hold, and reads the old "number" name', () => {
		expect(
			wallAttributesFromShortcode( {
				named: {
					avatar_size: 'big',
					show_name: 'maybe',
					number: '9',
					unknown: 'x',
				},
			} )
		).toEqual( { donorsPerPage: 9 } );
		expect(
			wallAttributesFromShortcode( {
				named: { donors_per_page: '4', number: '9' },
			} )
		).toEqual( { donorsPerPage: 4 } );
	} );
} );
