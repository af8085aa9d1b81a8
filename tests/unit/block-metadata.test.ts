/**
 * Issue 19, "Blocks in the editor": every block in blocks/* carries what the inserter needs — an
 * example (so the preview shows something real), keywords, an icon of its own, and supports — and
 * the presets that save clicks are registered with the attributes they promise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { variations as formVariations } from '../../blocks/donation-form/variations';
import { variations as wallVariations } from '../../blocks/donor-wall/variations';

const BLOCKS = path.resolve( __dirname, '../../blocks' );

type BlockJson = {
	name: string;
	icon?: unknown;
	keywords?: string[];
	example?: { attributes?: Record< string, unknown > };
	supports?: Record< string, unknown >;
	attributes?: Record< string, { type?: unknown } >;
};

const blocks: BlockJson[] = fs
	.readdirSync( BLOCKS )
	.filter( ( slug ) =>
		fs.existsSync( path.join( BLOCKS, slug, 'block.json' ) )
	)
	.map( ( slug ) =>
		JSON.parse(
			fs.readFileSync( path.join( BLOCKS, slug, 'block.json' ), 'utf8' )
		)
	);

test( 'the blocks folder holds every OpenGive block (twelve today)', () => {
	expect( blocks.length ).toBeGreaterThanOrEqual( 12 );
} );

describe.each( blocks.map( ( block ) => [ block.name, block ] as const ) )(
	'%s',
	( _name, block ) => {
		test( 'has an example whose attributes the block declares', () => {
			expect( block.example ).toEqual(
				expect.objectContaining( { attributes: expect.any( Object ) } )
			);
			for ( const key of Object.keys(
				block.example?.attributes ?? {}
			) ) {
				expect( Object.keys( block.attributes ?? {} ) ).toContain(
					key
				);
			}
		} );

		test( 'has keywords and an icon that is not the default block icon', () => {
			expect( block.keywords?.length ).toBeGreaterThanOrEqual( 2 );
			expect( typeof block.icon ).toBe( 'string' );
			expect( block.icon ).not.toMatch( /^(block-default|)$/ );
		} );

		test( 'declares supports with spacing or colour a site can set', () => {
			expect( block.supports ).toEqual(
				expect.objectContaining( { html: false } )
			);
			expect(
				Object.keys( block.supports ?? {} ).some( ( key ) =>
					[ 'spacing', 'color', 'typography' ].includes( key )
				)
			).toBe( true );
		} );
	}
);

test( 'the "Monthly giving form" variation presets the donation form to monthly', () => {
	const monthly = formVariations.find(
		( variation ) => variation.name === 'monthly-giving'
	);
	expect( monthly ).toMatchObject( {
		title: 'Monthly giving form',
		attributes: { recurringPeriod: 'month' },
		isActive: [ 'recurringPeriod' ],
	} );
	const form = blocks.find(
		( block ) => block.name === 'opengive/donation-form'
	);
	expect( form?.attributes?.recurringPeriod ).toMatchObject( {
		enum: expect.arrayContaining( [ '', 'month' ] ),
	} );
} );

test( 'the donor wall "Supporter comments" variation shows only gifts with a comment', () => {
	expect( wallVariations[ 0 ] ).toMatchObject( {
		name: 'supporter-comments',
		attributes: { onlyComments: true, showComments: true },
	} );
	const wall = blocks.find(
		( block ) => block.name === 'opengive/donor-wall'
	);
	for ( const key of Object.keys( wallVariations[ 0 ].attributes ) ) {
		expect( Object.keys( wall?.attributes ?? {} ) ).toContain( key );
	}
} );

test( 'every server-rendered block prints its wrapper through get_block_wrapper_attributes, so supports apply', () => {
	const rendered = fs
		.readdirSync( BLOCKS )
		.filter( ( slug ) =>
			fs.existsSync( path.join( BLOCKS, slug, 'render.php' ) )
		);
	expect( rendered.length ).toBeGreaterThanOrEqual( 10 );
	for ( const slug of rendered ) {
		const php = fs.readFileSync(
			path.join( BLOCKS, slug, 'render.php' ),
			'utf8'
		);
		expect( [
			slug,
			/get_block_wrapper_attributes\(/.test( php ),
		] ).toEqual( [ slug, true ] );
	}
} );

test( 'a contact form field goes only inside a contact form: not offered elsewhere, nor among core blocks when searching "text"', () => {
	const field = blocks.find(
		( block ) => block.name === 'opengive/contact-field'
	) as BlockJson & { ancestor?: string[] };
	expect( field.ancestor ).toEqual( [ 'opengive/contact-form' ] );
} );
