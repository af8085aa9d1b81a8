import {
	isRefreshing,
	nonceTransition,
	type NonceState,
} from '../nonce-machine';

const old = { hash: 'old', time: 1000, life: 43200 };
const fresh = { hash: 'fresh', time: 2000, life: 43200 };
const settled: NonceState = { nonce: old, pending: 0 };

describe( 'form hash transitions (spec section 4, "Nonce")', () => {
	it( 'a fetch disables the form', () => {
		const next = nonceTransition( settled, { type: 'refresh-started' } );
		expect( isRefreshing( next ) ).toBe( true );
		expect( next.nonce ).toBe( old );
	} );

	it( 'a fresh hash replaces the old one and re-enables the form', () => {
		const next = nonceTransition(
			{ nonce: old, pending: 1 },
			{ type: 'refresh-succeeded', nonce: fresh }
		);
		expect( next ).toEqual( { nonce: fresh, pending: 0 } );
		expect( isRefreshing( next ) ).toBe( false );
	} );

	it( 'a failed fetch keeps the old hash and re-enables the form', () => {
		const next = nonceTransition(
			{ nonce: old, pending: 1 },
			{ type: 'refresh-failed' }
		);
		expect( next ).toEqual( { nonce: old, pending: 0 } );
	} );

	it( 'the form stays disabled until every overlapping fetch has answered', () => {
		const two = nonceTransition(
			nonceTransition( settled, { type: 'refresh-started' } ),
			{ type: 'refresh-started' }
		);
		const one = nonceTransition( two, {
			type: 'refresh-succeeded',
			nonce: fresh,
		} );
		expect( isRefreshing( one ) ).toBe( true );
		expect(
			isRefreshing( nonceTransition( one, { type: 'refresh-failed' } ) )
		).toBe( false );
	} );

	it( 'an answer with no fetch pending never counts below zero', () => {
		expect(
			nonceTransition( settled, { type: 'refresh-failed' } ).pending
		).toBe( 0 );
	} );
} );
