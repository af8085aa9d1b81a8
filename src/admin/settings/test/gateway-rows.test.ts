/**
 * The Gateways setting's rows as the control draws and saves them.
 */
import { gatewayRows, moveRow } from '../gateway-rows';

const REGISTERED = [
	{ id: 'test', label: 'Test donation', configured: true },
	{ id: 'stripe', label: 'Credit or debit card', configured: true },
	{ id: 'offline', label: 'Offline donation', configured: false },
];

describe( 'gatewayRows', () => {
	it( 'lists every registered gateway, on and with its own label, when nothing is stored', () => {
		expect( gatewayRows( [], REGISTERED ) ).toEqual( [
			{ id: 'test', enabled: true, label: '' },
			{ id: 'stripe', enabled: true, label: '' },
			{ id: 'offline', enabled: true, label: '' },
		] );
	} );
	it( 'puts stored rows first in their order, then the gateways they do not name, and drops unknown ids', () => {
		const stored = [
			{ id: 'offline', enabled: false, label: 'Bank transfer' },
			{ id: 'gone', enabled: true, label: '' },
			{ id: 'stripe', enabled: true, label: 'Card' },
		];
		expect( gatewayRows( stored, REGISTERED ) ).toEqual( [
			{ id: 'offline', enabled: false, label: 'Bank transfer' },
			{ id: 'stripe', enabled: true, label: 'Card' },
			{ id: 'test', enabled: true, label: '' },
		] );
	} );
} );

describe( 'moveRow', () => {
	const rows = gatewayRows( [], REGISTERED );
	it( 'swaps a row with its neighbour', () => {
		expect( moveRow( rows, 1, -1 ).map( ( row ) => row.id ) ).toEqual( [
			'stripe',
			'test',
			'offline',
		] );
		expect( moveRow( rows, 1, 1 ).map( ( row ) => row.id ) ).toEqual( [
			'test',
			'offline',
			'stripe',
		] );
	} );
	it( 'leaves the order as it is for a move past either end', () => {
		expect( moveRow( rows, 0, -1 ) ).toBe( rows );
		expect( moveRow( rows, 2, 1 ) ).toBe( rows );
	} );
} );
