import { parseFormConfig } from '../config';
import {
	renderedFormConfig,
	renderedFormJson,
} from '../../../tests/unit/rendered-forms';

describe( 'parseFormConfig', () => {
	it( "reads a valid configuration and fills the currency's own defaults", () => {
		const raw = {
			...JSON.parse( renderedFormJson( 'home' ) ),
			currency: { code: 'JPY' },
		};
		const parsed = parseFormConfig( JSON.stringify( raw ) );
		expect( parsed?.formId ).toBe( raw.formId );
		expect( parsed?.currency ).toEqual( {
			code: 'JPY',
			symbol: '¥',
			position: 'before',
			thousandsSeparator: ',',
			decimalSeparator: '.',
			decimals: 0,
		} );
	} );

	it.each( [
		[ 'broken JSON', '{"formId":' ],
		[ 'not an object', '42' ],
		[ 'no form id', JSON.stringify( { levels: [], gateways: [] } ) ],
		[
			'levels not a list',
			JSON.stringify( { formId: 1, levels: {}, gateways: [] } ),
		],
	] )( 'rejects %s so the server form stays', ( _name, json ) => {
		expect( parseFormConfig( json ) ).toBeNull();
	} );

	it( 'falls back to buttons for an unknown level display', () => {
		const raw = {
			...JSON.parse( renderedFormJson( 'home' ) ),
			levelDisplay: 'carousel',
		};
		expect( parseFormConfig( JSON.stringify( raw ) )?.levelDisplay ).toBe(
			'buttons'
		);
	} );

	it( "keeps the Business Partners form's bank account type as the server printed it", () => {
		expect(
			JSON.parse( renderedFormJson( 'business-giving' ) ).company
		).toBe( 'accountType' );
		expect( renderedFormConfig( 'business-giving' ).company ).toBe(
			'accountType'
		);
	} );

	it.each( [ 'none', 'optional', 'required', 'accountType' ] )(
		'keeps company mode %s; an unknown one asks nothing',
		( mode ) => {
			const raw = JSON.parse( renderedFormJson( 'home' ) );
			expect(
				parseFormConfig( JSON.stringify( { ...raw, company: mode } ) )
					?.company
			).toBe( mode );
			expect(
				parseFormConfig( JSON.stringify( { ...raw, company: 'x' } ) )
					?.company
			).toBe( 'none' );
		}
	);
} );
