/**
 * The banner state machine, deny and revoking one category or service at a time.
 */
import { transition } from '../banner-machine';
import { accepted, cookie, events, of, reloads, state } from './banner-helpers';

describe( 'deny', () => {
	it( 'first choice: denies all, revokes, no reload', () => {
		const { state: next, effects } = transition( state(), {
			type: 'denyAll',
		} );
		expect( cookie( effects, 'marketing' ) ).toEqual( [ 'deny' ] );
		expect( cookie( effects, 'functional' ) ).toEqual( [ 'allow' ] );
		expect( cookie( effects, 'consented_services' ) ).toEqual( [ '' ] );
		expect( events( effects, 'cmplz_revoke' ) ).toEqual( [ false ] );
		expect( of( effects, 'revokeIntegrations' ) ).toHaveLength( 1 );
		expect( reloads( effects ) ).toEqual( [] );
		expect( next.status ).toBe( 'dismissed' );
	} );

	it( 'after an earlier accept: reloads at once (one reload, not the 500 ms one too)', () => {
		const { effects } = transition( state( accepted ), {
			type: 'denyAll',
		} );
		expect( events( effects, 'cmplz_revoke' ) ).toEqual( [ true ] );
		expect( reloads( effects ) ).toEqual( [ 0 ] );
	} );

	it( 'opt-out visitor whose defaults already ran: reloads', () => {
		const { effects } = transition(
			state( {}, { consentType: 'optout' } ),
			{
				type: 'denyAll',
			}
		);
		expect( reloads( effects ) ).toEqual( [ 0 ] );
	} );

	it( 'only a service was consented: reloads', () => {
		const { effects } = transition(
			state( { cmplz_consented_services: '{"youtube":true}' } ),
			{ type: 'denyAll' }
		);
		expect( reloads( effects ) ).toEqual( [ 0 ] );
	} );
} );
describe( 'one category or service at a time, and revoking', () => {
	it( 'setConsent with an unchanged value fires no status change', () => {
		const { effects } = transition( state( accepted ), {
			type: 'setConsent',
			category: 'statistics',
			value: 'allow',
		} );
		expect( events( effects, 'cmplz_status_change' ) ).toEqual( [] );
		expect( cookie( effects, 'statistics' ) ).toEqual( [] );
	} );

	it( 'setConsent functional deny stays allow', () => {
		const { state: next } = transition( state(), {
			type: 'setConsent',
			category: 'functional',
			value: 'deny',
		} );
		expect( next.consent.functional ).toBe( 'allow' );
	} );

	it( 'revoking marketing after allow reloads after 500 ms', () => {
		const { effects } = transition( state( accepted ), {
			type: 'revoke',
			category: 'marketing',
		} );
		expect( cookie( effects, 'marketing' ) ).toEqual( [ 'deny' ] );
		expect( reloads( effects ) ).toEqual( [ 500 ] );
	} );

	it( 'revoking marketing that was never allowed does not reload', () => {
		const { effects } = transition( state(), {
			type: 'revoke',
			category: 'marketing',
		} );
		expect( reloads( effects ) ).toEqual( [] );
	} );

	it( 'unchecking a service stores false and reloads after 500 ms', () => {
		const { state: next, effects } = transition( state( accepted ), {
			type: 'setService',
			service: 'youtube',
			consented: false,
		} );
		expect( cookie( effects, 'consented_services' ) ).toEqual( [
			'{"youtube":false}',
		] );
		expect( events( effects, 'cmplz_status_change_service' ) ).toEqual( [
			{ service: 'youtube', value: false, region: 'eu' },
		] );
		expect( reloads( effects ) ).toEqual( [ 500 ] );
		expect( next.services ).toEqual( { youtube: false } );
	} );

	it( 'revoke by service is the same as unchecking it', () => {
		const { effects } = transition(
			state( { cmplz_consented_services: '{"youtube":true}' } ),
			{ type: 'revoke', service: 'youtube' }
		);
		expect( reloads( effects ) ).toEqual( [ 500 ] );
	} );

	it( '"accept and show" for one service enables it at once, no reload', () => {
		const { effects } = transition( state(), {
			type: 'setService',
			service: 'youtube',
			consented: true,
		} );
		expect( of( effects, 'enable' ) ).toEqual( [
			{ type: 'enable', category: null, service: 'youtube' },
		] );
		expect( reloads( effects ) ).toEqual( [] );
		expect( cookie( effects, 'marketing' ) ).toEqual( [] );
	} );
} );
