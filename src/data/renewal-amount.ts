/**
 * The renewal amount rule (spec section 5) as the table PHP applies too
 * (plugin/data/renewal-amount.json, read by Subscriptions\Rules\RenewalAmountRules).
 */
import table from '../../plugin/data/renewal-amount.json';

export type RenewalCheck = ( typeof table.checks )[ number ];

/** Each check the file may name; the file decides their order. */
const TESTS: Record<
	string,
	( value: number, minimum: number | null, maximum: number | null ) => boolean
> = {
	notPositive: ( value ) => value <= 0,
	belowMinimum: ( value, minimum ) => minimum !== null && value < minimum,
	aboveMaximum: ( value, _minimum, maximum ) =>
		maximum !== null && value > maximum,
};

/**
 * The amount that would be used and the check that refuses it (null when accepted).
 *
 * @param amount  Typed amount, minor units (0: empty).
 * @param minimum The form's minimum, minor units, or null.
 * @param maximum The highest allowed, minor units, or null.
 */
export function applyRenewalRules(
	amount: number,
	minimum: number | null,
	maximum: number | null
): { amount: number; refused: RenewalCheck | null } {
	if ( table.emptyBecomes !== 'minimum' ) {
		throw new Error( `Unknown renewal fallback: ${ table.emptyBecomes }` );
	}
	const value = amount > 0 ? amount : ( minimum ?? 0 );
	const refused = table.checks.find( ( check ) => {
		const test = TESTS[ check.test ];
		if ( ! test ) {
			throw new Error( `Unknown renewal check: ${ check.test }` );
		}
		return test( value, minimum, maximum );
	} );
	return { amount: value, refused: refused ?? null };
}
