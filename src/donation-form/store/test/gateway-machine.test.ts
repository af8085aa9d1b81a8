import {
	IDLE_GATEWAY_LOAD,
	gatewayNeedsLoad,
	gatewayTransition,
	type GatewayLoadState,
} from '../gateway-machine';
import type { GatewayFields } from '../../../api/gateways';

const stripeFields = { id: 'stripe' } as GatewayFields;
const offlineFields = { id: 'offline' } as GatewayFields;
const loadingStripe: GatewayLoadState = {
	fields: null,
	loading: true,
	requested: 'stripe',
};

describe( 'gateway change transitions (spec section 4, "Gateway change")', () => {
	it.each( [
		[ 'stripe', true ],
		[ '0', false ],
		[ '', false ],
	] )( 'gateway %j needs loading: %s', ( gatewayId, expected ) => {
		expect( gatewayNeedsLoad( gatewayId ) ).toBe( expected );
	} );

	it( 'choosing a gateway drops the old fields and blocks the form', () => {
		expect(
			gatewayTransition(
				{ fields: offlineFields, loading: false, requested: 'offline' },
				{ type: 'load-started', gatewayId: 'stripe' }
			)
		).toEqual( loadingStripe );
	} );

	it( "the failed selection '0' loads nothing and changes nothing", () => {
		expect(
			gatewayTransition( IDLE_GATEWAY_LOAD, {
				type: 'load-started',
				gatewayId: '0',
			} )
		).toBe( IDLE_GATEWAY_LOAD );
	} );

	it( 'the requested gateway’s fields arrive and unblock the form', () => {
		expect(
			gatewayTransition( loadingStripe, {
				type: 'load-succeeded',
				gatewayId: 'stripe',
				fields: stripeFields,
			} )
		).toEqual( {
			fields: stripeFields,
			loading: false,
			requested: 'stripe',
		} );
	} );

	it( 'fields for a gateway the donor already left are ignored', () => {
		expect(
			gatewayTransition( loadingStripe, {
				type: 'load-succeeded',
				gatewayId: 'offline',
				fields: offlineFields,
			} )
		).toBe( loadingStripe );
	} );

	it( 'a failed load leaves no fields and unblocks the form', () => {
		expect(
			gatewayTransition( loadingStripe, {
				type: 'load-failed',
				gatewayId: 'stripe',
			} )
		).toEqual( { fields: null, loading: false, requested: 'stripe' } );
	} );

	it( 'a stale failure does not unblock the newer load', () => {
		expect(
			gatewayTransition( loadingStripe, {
				type: 'load-failed',
				gatewayId: 'offline',
			} )
		).toBe( loadingStripe );
	} );
} );
