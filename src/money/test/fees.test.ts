import fixture from '../../../tests/fixtures/fees.json';
import { recoveryFee, type FeeRecoverySettings } from '../fees';
import { normalizeCurrency } from '../currency';

describe( 'recoveryFee (tests/fixtures/fees.json, shared with PHP)', () => {
	it.each( fixture.cases.map( ( row ) => [ row.name, row ] as const ) )(
		'%s',
		( _name, row ) => {
			expect(
				recoveryFee(
					row.amount,
					row.settings as unknown as FeeRecoverySettings,
					row.gatewayId,
					// The fixture holds stored settings; the table adds the minor units, as on a page.
					normalizeCurrency( row.currency )
				)
			).toBe( row.fee );
		}
	);
} );
