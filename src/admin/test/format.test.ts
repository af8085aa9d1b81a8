import { getSettings, setSettings } from '@wordpress/date';
import { formatDate, formatMoney } from '../format';

describe( 'admin money: the record currency, never the dollar', () => {
	it.each( [
		[ 'EUR', 1250, '€12.50' ],
		[ 'JPY', 1000, '¥1,000' ],
		[ 'KRW', 50000, '₩50,000' ],
		[ 'USD', 123456, '$1,234.56' ],
		[ 'KWD', 1250, 'KWD 1.250' ],
	] )(
		'a %s record of %i minor units shows %s',
		( currency, minor, shown ) => {
			expect(
				formatMoney( {
					value: 0,
					valueInMinorUnits: minor,
					currency,
				} ).replace( /\u00a0/g, ' ' )
			).toBe( shown );
		}
	);

	it( 'follows the site locale (de_DE writes 12,50 €)', () => {
		const before = getSettings();
		setSettings( { ...before, l10n: { ...before.l10n, locale: 'de_DE' } } );
		try {
			expect(
				formatMoney( {
					value: 0,
					valueInMinorUnits: 1250,
					currency: 'EUR',
				} ).replace( /\u00a0/g, ' ' )
			).toBe( '12,50 €' );
		} finally {
			setSettings( before );
		}
	} );
} );

describe( 'admin dates: the site timezone and date format', () => {
	it( "writes a UTC time in the site's timezone with its date format", () => {
		const before = getSettings();
		setSettings( {
			...before,
			formats: { ...before.formats, date: 'F j, Y' },
			timezone: { ...before.timezone, offset: 10, string: '' },
		} );
		try {
			// 20:30 UTC on the 23rd is already the 24th ten hours east.
			expect( formatDate( '2026-11-23T20:30:00+00:00' ) ).toBe(
				'November 24, 2026'
			);
		} finally {
			setSettings( before );
		}
	} );

	it( 'shows a dash for no date and the raw text for an unreadable one', () => {
		expect( formatDate( null ) ).toBe( '—' );
		expect( formatDate( 'soon' ) ).toBe( 'soon' );
	} );
} );
