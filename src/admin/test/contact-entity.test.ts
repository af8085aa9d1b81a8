/**
 * The contact messages entity: registered once in core-data under kind opengive with its REST base,
 * and stored values shown as text.
 */
import {
	CONTACT_ENTITY,
	registerContactEntity,
	submissionText,
} from '../contact-entity';

it( 'adds opengive/contactSubmission with pagination once, and not again when it is known', () => {
	const added: unknown[][] = [];
	const known: Array< { name: string } > = [];
	const store = {
		getEntitiesConfig: ( kind: string ) =>
			kind === 'opengive' ? known : [],
		addEntities: ( entities: unknown[] ) => {
			added.push( entities );
			known.push( ...( entities as Array< { name: string } > ) );
		},
	};

	expect( registerContactEntity( store ) ).toBe( true );
	expect( registerContactEntity( store ) ).toBe( false );

	expect( added ).toEqual( [
		[
			expect.objectContaining( {
				kind: 'opengive',
				name: 'contactSubmission',
				baseURL: '/opengive/v1/contact-submissions',
				supportsPagination: true,
			} ),
		],
	] );
	expect( CONTACT_ENTITY.plural ).toBe( 'contactSubmissions' );
} );

it( 'shows lists joined, files by name and nothing for empty values', () => {
	expect( submissionText( [ 'Shop', 'Other: gardening' ] ) ).toBe(
		'Shop, Other: gardening'
	);
	expect( submissionText( [ { name: 'letter.pdf', size: 12 } ] ) ).toBe(
		'letter.pdf'
	);
	expect( submissionText( null ) ).toBe( '' );
	expect( submissionText( 42 ) ).toBe( '42' );
} );
