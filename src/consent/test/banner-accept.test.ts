/**
 * The banner state machine, accept all and save preferences.
 */
import { transition } from '../banner-machine';
import { accepted, cookie, events, of, reloads, state } from './banner-helpers';

describe( 'accept all', () => {
	it( 'allows every category, clears services, dismisses, announces and tracks', () => {
		const { state: next, effects } = transition(
			state( { cmplz_consented_services: '{"youtube":false}' } ),
			{ type: 'acceptAll' }
		);
		expect( cookie( effects, 'consented_services' ) ).toEqual( [ '' ] );
		expect( cookie( effects, 'policy_id' ) ).toEqual( [ '3' ] );
		for ( const category of [
			'functional',
			'preferences',
			'statistics',
			'marketing',
		] ) {
			expect( cookie( effects, category ) ).toEqual( [ 'allow' ] );
		}
		expect( cookie( effects, 'banner-status' ) ).toEqual( [ 'dismissed' ] );
		expect(
			events( effects, 'cmplz_status_change' ).map(
				( d ) => ( d as { category: string } ).category
			)
		).toEqual( [ 'functional', 'preferences', 'statistics', 'marketing' ] );
		expect( events( effects, 'cmplz_status_change' )[ 3 ] ).toEqual( {
			category: 'marketing',
			value: 'allow',
			region: 'eu',
			categories: [
				'functional',
				'preferences',
				'statistics',
				'marketing',
			],
		} );
		expect( of( effects, 'wpSetConsent' ) ).toContainEqual( {
			type: 'wpSetConsent',
			category: 'statistics-anonymous',
			value: 'allow',
		} );
		expect( events( effects, 'cmplz_fire_categories' ) ).toEqual( [
			{
				category: 'marketing',
				categories: [
					'functional',
					'preferences',
					'statistics',
					'marketing',
				],
				region: 'eu',
			},
		] );
		expect( of( effects, 'track' ) ).toEqual( [
			{ type: 'track', status: false },
		] );
		expect( reloads( effects ) ).toEqual( [] );
		expect( next.status ).toBe( 'dismissed' );
		expect( next.services ).toEqual( {} );
	} );

	it( 'runs each category once even when accepted twice', () => {
		const first = transition( state(), { type: 'acceptAll' } );
		const second = transition( first.state, { type: 'acceptAll' } );
		expect( of( first.effects, 'enable' ) ).toHaveLength( 3 );
		expect( of( second.effects, 'enable' ) ).toEqual( [] );
		expect( events( second.effects, 'cmplz_status_change' ) ).toEqual( [] );
	} );
} );
describe( 'save preferences', () => {
	it( 'stores the switches; allowing statistics also allows anonymous statistics', () => {
		const { state: next, effects } = transition( state(), {
			type: 'savePreferences',
			choices: { statistics: true },
		} );
		expect( next.consent ).toEqual( {
			preferences: 'deny',
			statistics: 'allow',
			marketing: 'deny',
		} );
		expect( of( effects, 'wpSetConsent' ) ).toEqual( [
			{ type: 'wpSetConsent', category: 'preferences', value: 'deny' },
			{ type: 'wpSetConsent', category: 'statistics', value: 'allow' },
			{
				type: 'wpSetConsent',
				category: 'statistics-anonymous',
				value: 'allow',
			},
			{ type: 'wpSetConsent', category: 'marketing', value: 'deny' },
		] );
		expect( next.status ).toBe( 'dismissed' );
		expect( reloads( effects ) ).toEqual( [] );
		expect( of( effects, 'track' ) ).toHaveLength( 1 );
	} );

	it( 'unchecking marketing after it was allowed revokes and reloads after 500 ms', () => {
		const { effects } = transition( state( accepted ), {
			type: 'savePreferences',
			choices: { preferences: true, statistics: true, marketing: false },
		} );
		expect( of( effects, 'revokeIntegrations' ) ).toHaveLength( 1 );
		expect( reloads( effects ) ).toEqual( [ 500 ] );
	} );

	it( 'unchecking statistics does not reload (only marketing and services do, spec 4)', () => {
		const { effects } = transition( state( accepted ), {
			type: 'savePreferences',
			choices: { preferences: true, statistics: false, marketing: true },
		} );
		expect( reloads( effects ) ).toEqual( [] );
		expect( events( effects, 'cmplz_status_change' ) ).toEqual( [
			{
				category: 'statistics',
				value: 'deny',
				region: 'eu',
				categories: [ 'functional', 'preferences', 'marketing' ],
			},
		] );
	} );
} );
