import { amountTransition, type AmountState } from '../amount-machine';
import { renderedFormConfig } from '../../../../tests/unit/rendered-forms';
import type { FormConfig } from '../../../types/form-config';

// Home form: levels 1-4 ($10, $25, $50, $100), default level 2, USD, minimum $5.
const config = renderedFormConfig( 'home' );
const noLevels: FormConfig = { ...config, levels: [], defaultLevel: '' };
const at = ( levelId: string, customText = '' ): AmountState => ( {
	levelId,
	customText,
} );

describe( 'amount field transitions (spec section 4, "Amount field")', () => {
	it.each( [
		[
			'choosing a level selects it',
			at( '2' ),
			{ type: 'level-chosen', levelId: '3' },
			at( '3' ),
		],
		[
			'typing keeps the text as typed',
			at( 'custom' ),
			{ type: 'custom-typed', text: '12,5' },
			at( 'custom', '12,5' ),
		],
		[
			'focusing the custom field selects the custom level',
			at( '2', '7' ),
			{ type: 'custom-focused' },
			at( 'custom', '7' ),
		],
		[
			'leaving normalises a valid amount to the currency format',
			at( 'custom', '1234.5' ),
			{ type: 'custom-left' },
			at( 'custom', '1,234.50' ),
		],
		[
			'leaving an empty amount falls back to the default level',
			at( 'custom', '' ),
			{ type: 'custom-left' },
			at( '2' ),
		],
		[
			'leaving a zero amount falls back to the default level and clears it',
			at( 'custom', '0.00' ),
			{ type: 'custom-left' },
			at( '2' ),
		],
		[
			'leaving refused text keeps it for the donor to correct',
			at( 'custom', '12abc' ),
			{ type: 'custom-left' },
			at( 'custom', '12abc' ),
		],
		[
			'leaving while a level is chosen changes nothing',
			at( '3', '' ),
			{ type: 'custom-left' },
			at( '3', '' ),
		],
	] as const )( '%s', ( _name, state, event, expected ) => {
		expect( amountTransition( state, event, config ) ).toEqual( expected );
	} );

	it( 'leaving an empty amount on a form without levels keeps the custom level', () => {
		expect(
			amountTransition(
				at( 'custom', '0' ),
				{ type: 'custom-left' },
				noLevels
			)
		).toEqual( at( 'custom', '' ) );
	} );

	it( 'falls back to the first level when the form names no default', () => {
		expect(
			amountTransition(
				at( 'custom', '' ),
				{ type: 'custom-left' },
				{ ...config, defaultLevel: '' }
			)
		).toEqual( at( '1' ) );
	} );
} );
