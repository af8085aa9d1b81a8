import { preselectionFromQuery } from '../preselect';
import { renderedFormConfig } from '../../../tests/unit/rendered-forms';

const config = renderedFormConfig( 'home', {
	gateways: [
		{ id: 'test', label: 'Test', fields: 'none' },
		{ id: 'offline', label: 'Offline', fields: 'none' },
	],
} );

describe( 'preselectionFromQuery', () => {
	it.each( [
		[
			'a level and a gateway',
			`?form-id=${ config.formId }&level-id=3&payment-mode=offline`,
			{ levelId: '3', gatewayId: 'offline' },
		],
		[
			'a custom amount',
			`?form-id=${ config.formId }&custom-amount=42.50`,
			{ levelId: 'custom', customText: '42.50' },
		],
		[
			'no form id: applies to the form on the page',
			'?level-id=1',
			{ levelId: '1' },
		],
		[ 'another form', `?form-id=${ config.formId + 1 }&level-id=3`, {} ],
		[ 'an unknown level', '?level-id=99', {} ],
		[ 'a gateway the form lacks', '?payment-mode=stripe', {} ],
		[
			'a level wins over a custom amount',
			'?level-id=2&custom-amount=9',
			{ levelId: '2' },
		],
	] )( '%s', ( _name, query, expected ) => {
		expect( preselectionFromQuery( query, config ) ).toEqual( expected );
	} );

	it( 'ignores a custom amount on a levels-only form', () => {
		expect(
			preselectionFromQuery(
				'?custom-amount=9',
				renderedFormConfig( 'home', { customAmount: false } )
			)
		).toEqual( {} );
	} );
} );
