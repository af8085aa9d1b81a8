import { parseFormConfig } from '../config';
import { demoFormConfig } from '../../../tests/unit/demo-form-config';

describe( 'parseFormConfig', () => {
	it( "reads a valid configuration and fills the currency's own defaults", () => {
		const raw = { ...demoFormConfig(), currency: { code: 'JPY' } };
		const parsed = parseFormConfig( JSON.stringify( raw ) );
		expect( parsed?.formId ).toBe( 7 );
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
		const raw = { ...demoFormConfig(), levelDisplay: 'carousel' };
		expect( parseFormConfig( JSON.stringify( raw ) )?.levelDisplay ).toBe(
			'buttons'
		);
	} );
} );
