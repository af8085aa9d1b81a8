import { checkAmount } from '../amount-rules';
import { amountRulesFixture } from '../../../tests/unit/fixtures';

describe( 'amount rules fixture (shared with PHP)', () => {
	it.each( amountRulesFixture.cases )(
		'$name → $expected',
		( { amount, rules, expected } ) => {
			expect( checkAmount( amount, rules ) ).toBe( expected );
		}
	);
} );
