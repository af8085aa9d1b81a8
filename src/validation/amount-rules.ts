/**
 * Whether an amount is acceptable on a form. Twin of AmountRules::check() in PHP;
 * both pass tests/fixtures/amount-rules.json.
 */

export type AmountVerdict =
	'valid' | 'empty' | 'bad_level' | 'bad_minimum' | 'bad_maximum';

export interface AmountRuleSet {
	minimum: number | null;
	maximum: number | null;
	levelAmounts: number[];
	customAmount: boolean;
	/** Site-wide ceiling (setting max_amount_minor); nothing passes it, levels included. */
	ceiling?: number | null;
}

/**
 * A level price is always valid; otherwise custom amounts must be allowed, non-zero and within
 * [minimum, maximum] where those are set. Nothing passes the site-wide ceiling.
 *
 * @example checkAmount( 300, { minimum: 500, maximum: null, levelAmounts: [], customAmount: true } ) // 'bad_minimum'
 * @param amount Minor units.
 * @param rules  The form's rules.
 */
export function checkAmount(
	amount: number,
	rules: AmountRuleSet
): AmountVerdict {
	if ( amount <= 0 ) {
		return 'empty';
	}
	if (
		rules.ceiling !== undefined &&
		rules.ceiling !== null &&
		amount > rules.ceiling
	) {
		return 'bad_maximum';
	}
	if ( rules.levelAmounts.includes( amount ) ) {
		return 'valid';
	}
	if ( ! rules.customAmount ) {
		return 'bad_level';
	}
	if (
		rules.minimum !== null &&
		rules.minimum > 0 &&
		amount < rules.minimum
	) {
		return 'bad_minimum';
	}
	if (
		rules.maximum !== null &&
		rules.maximum > 0 &&
		amount > rules.maximum
	) {
		return 'bad_maximum';
	}
	return 'valid';
}
