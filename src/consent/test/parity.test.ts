/**
 * tests/fixtures/consent/decisions.json, the table OpenGive\Consent is held to as well
 * (tests/php/ConsentDecisionsTest.php): the banner and the server decide the same for every row.
 */
import fixture from '../../../tests/fixtures/consent/decisions.json';
import type { RegionRule } from '../contract';
import {
	hasConsentFromCookies,
	hasServiceConsentFromCookies,
} from '../decisions';
import { resolveRegion } from '../region';
import { dntOrGpc, isBot, isSpeedBot } from '../visitor';

type Jar = Record< string, string >;

describe( 'hasConsent from cookies (shared with PHP)', () => {
	it.each( fixture.hasConsent.map( ( row ) => [ row.name, row ] as const ) )(
		'%s',
		( _name, row ) => {
			expect(
				hasConsentFromCookies(
					row.category,
					row.cookies as Jar,
					row.context
				)
			).toBe( row.expected );
		}
	);
} );

describe( 'hasServiceConsent from cookies (shared with PHP)', () => {
	it.each(
		fixture.hasServiceConsent.map( ( row ) => [ row.name, row ] as const )
	)( '%s', ( _name, row ) => {
		expect(
			hasServiceConsentFromCookies(
				row.service,
				row.category,
				row.cookies as Jar,
				row.context
			)
		).toBe( row.expected );
	} );
} );

describe( 'region and consent type (shared with PHP)', () => {
	it.each( fixture.regions.map( ( row ) => [ row.name, row ] as const ) )(
		'%s',
		( _name, row ) => {
			const input = row.input as {
				queryRegion?: string;
				country?: string;
				defaultRegion?: string;
				regions?: Record< string, RegionRule >;
			};
			expect( resolveRegion( input ) ).toEqual( row.expected );
		}
	);
} );

describe( 'bots and speed-test bots (shared with PHP)', () => {
	it.each( fixture.userAgents.map( ( row ) => [ row.name, row ] as const ) )(
		'%s',
		( _name, row ) => {
			expect( [
				isBot( row.userAgent ),
				isSpeedBot( row.userAgent ),
			] ).toEqual( [ row.bot, row.speedBot ] );
		}
	);
} );

describe( 'Do Not Track / Global Privacy Control (shared with PHP)', () => {
	it.each( fixture.doNotTrack.map( ( row ) => [ row.name, row ] as const ) )(
		'%s',
		( _name, row ) => {
			expect( dntOrGpc( row ) ).toBe( row.expected );
		}
	);
} );
