/**
 * Card types come from plugin/data/card-types.json, which PHP reads too (tests/php/DataTablesTest.php):
 * detection order, display names and badge colours are the file's.
 */
import cardTypes from '../../../plugin/data/card-types.json';
import { CARD_TYPES, cardType } from '../../payment/card';
import { brandColour, brandName } from '../../ui/card-brand';

describe( 'card types from plugin/data/card-types.json', () => {
	it( 'detects the types in the order the file lists them', () => {
		expect( CARD_TYPES.map( ( card ) => card.type ) ).toEqual(
			cardTypes.types.map( ( row ) => row.type )
		);
	} );

	it.each( cardTypes.types.map( ( row ) => [ row.type, row ] as const ) )(
		'names %s and colours its badge as the file says',
		( type, row ) => {
			expect( brandName( type ) ).toBe( row.name );
			expect( brandColour( type ) ).toBe( row.colour );
		}
	);

	it( 'detects a type from the first prefix the file gives it', () => {
		const visa = cardTypes.types.find( ( row ) => row.type === 'visa' );
		expect( cardType( `${ visa?.patterns[ 0 ] }242424242424242` ) ).toBe(
			'visa'
		);
	} );
} );
