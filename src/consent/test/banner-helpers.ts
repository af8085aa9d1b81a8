/**
 * Builders and effect filters shared by the banner state-machine tests.
 */
import {
	stateFromCookies,
	type BannerContext,
	type BannerState,
	type Effect,
} from '../banner-state';

export const context = (
	overrides: Partial< BannerContext > = {}
): BannerContext => ( {
	region: 'eu',
	consentType: 'optin',
	dntOrGpc: false,
	isBot: false,
	currentPolicyId: 3,
	...overrides,
} );

export const state = (
	cookies: Record< string, string > = {},
	overrides: Partial< BannerContext > = {}
): BannerState => stateFromCookies( cookies, context( overrides ) );

export const accepted = {
	cmplz_functional: 'allow',
	cmplz_preferences: 'allow',
	cmplz_statistics: 'allow',
	cmplz_marketing: 'allow',
	cmplz_policy_id: '3',
	'cmplz_banner-status': 'dismissed',
};

export const of = < T extends Effect[ 'type' ] >(
	effects: Effect[],
	type: T
) =>
	effects.filter(
		( e ): e is Extract< Effect, { type: T } > => e.type === type
	);
export const events = ( effects: Effect[], name: string ) =>
	of( effects, 'dispatch' )
		.filter( ( e ) => e.event === name )
		.map( ( e ) => e.detail );
export const cookie = ( effects: Effect[], name: string ) =>
	of( effects, 'setCookie' )
		.filter( ( e ) => e.name === name )
		.map( ( e ) => e.value );
export const reloads = ( effects: Effect[] ) =>
	of( effects, 'reload' ).map( ( e ) => e.delayMs );
