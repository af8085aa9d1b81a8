/**
 * The visitor id's session-storage mirror and the geo-IP banner-data cache (spec 3 and 5).
 */
import { needsBannerData, visitorIdPlan } from '../session';

describe( 'visitor id mirror', () => {
	it.each( [
		[
			'cookie only',
			'abc',
			'',
			{ id: 'abc', writeCookie: false, writeSession: true },
		],
		[
			'session only (cookie was cleared)',
			'',
			'abc',
			{ id: 'abc', writeCookie: true, writeSession: false },
		],
		[
			'both equal',
			'abc',
			'abc',
			{ id: 'abc', writeCookie: false, writeSession: false },
		],
		[
			'both differ: the cookie wins',
			'abc',
			'xyz',
			{ id: 'abc', writeCookie: false, writeSession: true },
		],
		[
			'neither',
			'',
			'',
			{ id: '', writeCookie: false, writeSession: false },
		],
	] )( '%s', ( _name, cookieId, sessionId, expected ) => {
		expect( visitorIdPlan( cookieId, sessionId ) ).toEqual( expected );
	} );
} );

describe( 'banner data cache', () => {
	const fresh = { version: '0.1.0', banner_version: 7, region: 'eu' };
	it.each( [
		[ 'geo-IP off never fetches', false, null, false ],
		[ 'no cache fetches', true, null, true ],
		[ 'an empty cache fetches', true, {}, true ],
		[ 'a matching cache is used', true, fresh, false ],
		[
			'banner version as text still matches',
			true,
			{ ...fresh, banner_version: '7' },
			false,
		],
		[
			'another plugin version fetches',
			true,
			{ ...fresh, version: '0.0.9' },
			true,
		],
		[
			'another banner version fetches',
			true,
			{ ...fresh, banner_version: 6 },
			true,
		],
	] )( '%s', ( _name, geoip, cached, expected ) => {
		expect( needsBannerData( geoip, cached, '0.1.0', 7 ) ).toBe( expected );
	} );
} );
