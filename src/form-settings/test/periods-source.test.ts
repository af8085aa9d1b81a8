/**
 * The editor's recurring periods and the daily-gift rule come from plugin/data/recurring-periods.json
 * (the table PHP's Period reads), not from a copy: a period added to the file shows up in the editor.
 */
const TABLE = '../../../plugin/data/recurring-periods.json';

describe( 'recurring periods read from the shared data file', () => {
	afterEach( () => {
		jest.resetModules();
	} );

	it( "lists every key of the file's labels but 'once', in the file's order", () => {
		jest.isolateModules( () => {
			jest.doMock( TABLE, () => ( {
				labels: {
					once: 'Once',
					week: 'Weekly',
					fortnight: 'Fortnightly',
					year: 'Yearly',
				},
				noDailyGateways: [],
			} ) );
			const { PERIODS } = require( '../model' );
			const { PERIOD_LABELS } = require( '../panels/period-labels' );
			expect( PERIODS ).toEqual( [ 'week', 'fortnight', 'year' ] );
			expect( PERIOD_LABELS ).toEqual( {
				week: 'Weekly',
				fortnight: 'Fortnightly',
				year: 'Yearly',
			} );
		} );
	} );

	it( "takes the gateways that refuse daily gifts from the file's noDailyGateways", () => {
		jest.isolateModules( () => {
			jest.doMock( TABLE, () => ( {
				labels: { once: 'Once', day: 'Daily' },
				noDailyGateways: [ 'examplepay' ],
			} ) );
			const {
				NO_DAILY_GATEWAYS,
			} = require( '../../donation-form/recurring' );
			expect( NO_DAILY_GATEWAYS ).toEqual( [ 'examplepay' ] );
		} );
	} );
} );
