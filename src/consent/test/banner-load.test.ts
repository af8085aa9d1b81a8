/**
 * Page load: the policy-id check, DNT/GPC, 'other' regions, bots, and enabling stored consent.
 */
import { transition } from '../banner-machine';
import { accepted, cookie, events, of, state } from './banner-helpers';

describe( 'load', () => {
	it( 'opt-in first visit: banner shown, nothing enabled, nothing written', () => {
		const { state: next, effects } = transition( state(), {
			type: 'load',
		} );
		expect( next.status ).toBe( 'show' );
		expect( next.suppressed ).toBe( false );
		expect( of( effects, 'setCookie' ) ).toEqual( [] );
		expect( of( effects, 'enable' ) ).toEqual( [] );
		expect( events( effects, 'cmplz_fire_categories' ) ).toEqual( [
			{
				category: 'functional',
				categories: [ 'functional' ],
				region: 'eu',
			},
		] );
	} );

	it( 'a stored allow is enabled once and announced with cmplz_enable_category', () => {
		const { effects } = transition(
			state( { cmplz_marketing: 'allow', cmplz_policy_id: '3' } ),
			{ type: 'load' }
		);
		expect( of( effects, 'enable' ) ).toEqual( [
			{ type: 'enable', category: 'marketing', service: null },
		] );
		expect( events( effects, 'cmplz_enable_category' ) ).toEqual( [
			{
				category: 'marketing',
				service: null,
				categories: [ 'functional', 'marketing' ],
				services: {},
				region: 'eu',
			},
		] );
	} );

	it( 'a changed policy id denies all, clears the cookies, stores the new id and shows the banner', () => {
		const { state: next, effects } = transition(
			state( {
				...accepted,
				cmplz_policy_id: '2',
				cmplz_consented_services: '{"youtube":true}',
			} ),
			{ type: 'load' }
		);
		expect( effects[ 0 ] ).toEqual( {
			type: 'clearCookies',
			match: 'cmplz_',
		} );
		expect( cookie( effects, 'marketing' ) ).toEqual( [ 'deny' ] );
		expect( cookie( effects, 'statistics' ) ).toEqual( [ 'deny' ] );
		expect( cookie( effects, 'preferences' ) ).toEqual( [ 'deny' ] );
		expect( cookie( effects, 'functional' ) ).toEqual( [ 'allow' ] );
		expect( cookie( effects, 'policy_id' ) ).toEqual( [ '3' ] );
		expect( cookie( effects, 'banner-status' ) ).toEqual( [ 'show' ] );
		expect( of( effects, 'enable' ) ).toEqual( [] );
		expect( next.status ).toBe( 'show' );
		expect( next.services ).toEqual( {} );
		expect( next.policyId ).toBe( 3 );
	} );

	it( 'a changed policy id in an opt-out region denies too (not the opt-out default)', () => {
		const { state: next, effects } = transition(
			state( { cmplz_policy_id: '1' }, { consentType: 'optout' } ),
			{ type: 'load' }
		);
		expect( next.consent.marketing ).toBe( 'deny' );
		expect( of( effects, 'enable' ) ).toEqual( [] );
	} );

	it( 'DNT/GPC: no banner, tracked as do_not_track, defaults denied', () => {
		const { state: next, effects } = transition(
			state( {}, { consentType: 'optout', dntOrGpc: true } ),
			{ type: 'load' }
		);
		expect( next.suppressed ).toBe( true );
		expect( of( effects, 'enable' ) ).toEqual( [] );
		expect( events( effects, 'cmplz_track_status' ) ).toEqual( [
			'do_not_track',
		] );
		expect( of( effects, 'track' ) ).toEqual( [
			{ type: 'track', status: 'do_not_track' },
		] );
	} );

	it( "'other': no banner, everything accepted at once, tracked as no_warning", () => {
		const { state: next, effects } = transition(
			state( {}, { consentType: 'other' } ),
			{ type: 'load' }
		);
		expect( next.suppressed ).toBe( true );
		expect( next.consent ).toEqual( {
			functional: 'allow',
			preferences: 'allow',
			statistics: 'allow',
			marketing: 'allow',
		} );
		expect( events( effects, 'cmplz_track_status' ) ).toEqual( [
			'no_warning',
		] );
	} );

	it( 'a bot: no banner, every category enabled', () => {
		const { state: next, effects } = transition(
			state( {}, { isBot: true } ),
			{ type: 'load' }
		);
		expect( next.suppressed ).toBe( true );
		expect( of( effects, 'enable' ).map( ( e ) => e.category ) ).toEqual( [
			'preferences',
			'statistics',
			'marketing',
		] );
		expect( of( effects, 'track' ) ).toEqual( [] );
	} );

	it( 'opt-out first visit: banner shown, defaults enabled', () => {
		const { state: next, effects } = transition(
			state( {}, { consentType: 'optout' } ),
			{ type: 'load' }
		);
		expect( next.suppressed ).toBe( false );
		expect( next.status ).toBe( 'show' );
		expect( of( effects, 'enable' ) ).toHaveLength( 3 );
	} );
} );
