/**
 * The renewal amount rule comes from plugin/data/renewal-amount.json, which PHP applies too
 * (tests/php/RenewalAmountRulesTest.php).
 */
import fs from 'node:fs';
import path from 'node:path';
import { applyRenewalRules } from '../renewal-amount';
import { renewalAmount } from '../../donation-form/recurring';

// Read from disk, not through the module under test.
const table = JSON.parse(
	fs.readFileSync(
		path.resolve( __dirname, '../../../plugin/data/renewal-amount.json' ),
		'utf8'
	)
);
const verdictOf = ( test: string ) =>
	table.checks.find( ( check: { test: string } ) => check.test === test )
		.verdict;

describe( 'the renewal amount rule table', () => {
	it( 'makes an empty amount the minimum and accepts it', () => {
		expect( applyRenewalRules( 0, 500, 10000 ) ).toEqual( {
			amount: 500,
			refused: null,
		} );
	} );

	it.each( [
		[ 'notPositive', 0, null, null ],
		[ 'belowMinimum', 499, 500, 10000 ],
		[ 'aboveMaximum', 10001, 500, 10000 ],
	] as const )(
		'refuses with the file’s %s entry',
		( test, amount, minimum, maximum ) => {
			const { refused } = applyRenewalRules( amount, minimum, maximum );
			expect( refused ).toEqual(
				table.checks.find(
					( check: { test: string } ) => check.test === test
				)
			);
			expect( renewalAmount( amount, minimum, maximum ).verdict ).toBe(
				verdictOf( test )
			);
		}
	);

	it( 'accepts the limits themselves', () => {
		expect( applyRenewalRules( 500, 500, 10000 ).refused ).toBeNull();
		expect( applyRenewalRules( 10000, 500, 10000 ).refused ).toBeNull();
	} );
} );
