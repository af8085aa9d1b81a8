/**
 * The banner state machine, showing and hiding: categories, manage settings, close, manage consent,
 * auto-dismiss; and purity (no action changes its input).
 */
import { transition, type BannerAction } from '../banner-machine';
import { accepted, cookie, events, of, state } from './banner-helpers';

describe( 'show/hide categories, manage settings, close, manage consent', () => {
	it.each( [ 'toggleCategories', 'manageSettings' ] as const )(
		'%s toggles the category list and writes nothing',
		( type ) => {
			const open = transition( state(), { type } );
			const closed = transition( open.state, { type } );
			expect( open.state.categoriesVisible ).toBe( true );
			expect( closed.state.categoriesVisible ).toBe( false );
			expect( [ ...open.effects, ...closed.effects ] ).toEqual( [] );
		}
	);

	it( 'close dismisses without recording consent', () => {
		const { state: next, effects } = transition( state(), {
			type: 'close',
		} );
		expect( next.status ).toBe( 'dismissed' );
		expect( effects ).toEqual( [
			{ type: 'setCookie', name: 'banner-status', value: 'dismissed' },
			{
				type: 'dispatch',
				event: 'cmplz_banner_status',
				detail: 'dismissed',
			},
		] );
	} );

	it( 'close on a dismissed banner writes no cookie', () => {
		const { effects } = transition( state( accepted ), { type: 'close' } );
		expect( of( effects, 'setCookie' ) ).toEqual( [] );
	} );

	it( 'the manage-consent button re-opens the banner', () => {
		const { state: next, effects } = transition( state( accepted ), {
			type: 'manageConsent',
		} );
		expect( next.status ).toBe( 'show' );
		expect( cookie( effects, 'banner-status' ) ).toEqual( [ 'show' ] );
		expect( events( effects, 'cmplz_banner_status' ) ).toEqual( [
			'show',
		] );
	} );
} );
describe( 'auto-dismiss', () => {
	it.each( [ 'optout', 'scroll', 'timeout' ] as const )(
		'opt-out (%s): dismissed, announced and tracked',
		( reason ) => {
			const { state: next, effects } = transition(
				state( {}, { consentType: 'optout' } ),
				{ type: 'autoDismiss', reason }
			);
			expect( next.status ).toBe( 'dismissed' );
			expect( cookie( effects, 'banner-status' ) ).toEqual( [
				'dismissed',
			] );
			expect( of( effects, 'track' ) ).toHaveLength( 1 );
		}
	);

	it( 'opt-in never dismisses by itself', () => {
		const { state: next, effects } = transition( state(), {
			type: 'autoDismiss',
			reason: 'scroll',
		} );
		expect( next.status ).toBe( 'show' );
		expect( effects ).toEqual( [] );
	} );
} );
describe( 'purity', () => {
	it.each( [
		{ type: 'acceptAll' },
		{ type: 'denyAll' },
		{ type: 'setService', service: 'youtube', consented: true },
		{ type: 'load' },
	] as BannerAction[] )(
		'$type leaves the input state untouched',
		( action ) => {
			const before = state( {
				cmplz_consented_services: '{"vimeo":true}',
			} );
			const copy = JSON.parse( JSON.stringify( before ) );
			transition( before, action );
			expect( before ).toEqual( copy );
		}
	);
} );
