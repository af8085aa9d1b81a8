import { parseFormConfig } from '../config';
import {
	renderedFormConfig,
	renderedFormJson,
} from '../../../tests/unit/rendered-forms';

describe( 'parseFormConfig', () => {
	it( 'reads the currency the server completed, minor units included', () => {
		const raw = JSON.parse( renderedFormJson( 'home' ) );
		const parsed = parseFormConfig( JSON.stringify( raw ) );
		expect( parsed?.formId ).toBe( raw.formId );
		expect( parsed?.currency ).toEqual( {
			code: 'USD',
			symbol: '$',
			position: 'before',
			thousandsSeparator: ',',
			decimalSeparator: '.',
			decimals: 2,
			minorUnits: 2,
		} );
	} );

	it.each( [
		[ 'no minor units', { minorUnits: undefined } ],
		[ 'minor units out of range', { minorUnits: 7 } ],
		[ 'fractional display decimals', { decimals: 1.5 } ],
		[ 'an unknown symbol position', { position: 'middle' } ],
		[ 'an empty decimal separator', { decimalSeparator: '' } ],
		[ 'a symbol that is not text', { symbol: 36 } ],
	] )(
		'keeps the server form when the printed currency has %s',
		( _name, change ) => {
			const raw = JSON.parse( renderedFormJson( 'home' ) );
			raw.currency = { ...raw.currency, ...change };
			expect( parseFormConfig( JSON.stringify( raw ) ) ).toBeNull();
		}
	);

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
