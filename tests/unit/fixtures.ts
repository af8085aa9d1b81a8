/**
 * Typed access to the JSON fixture tables shared with the PHP tests.
 */
import type { CurrencySettings } from '@opengive/money/currency';
import type {
	AmountRuleSet,
	AmountVerdict,
} from '@opengive/validation/amount-rules';
import money from '../fixtures/money.json';

/** A currency as a form stores it: the table adds the minor units (normalizeCurrency, Currency.php). */
export type StoredCurrency = Omit< CurrencySettings, 'minorUnits' >;
import amountRules from '../fixtures/amount-rules.json';
import amountParse from '../fixtures/amount-parse.json';

export interface MoneyFixture {
	currencies: Record< string, StoredCurrency >;
	normalize: Array< {
		name: string;
		input: Partial< CurrencySettings >;
		expected: CurrencySettings;
	} >;
	format: Array< { currency: string; minor: number; expected: string } >;
}

export interface AmountRulesFixture {
	cases: Array< {
		name: string;
		amount: number;
		rules: AmountRuleSet;
		expected: AmountVerdict;
	} >;
}

export interface AmountParseFixture {
	currencies: Record< string, StoredCurrency >;
	cases: Array< {
		name: string;
		currency: string;
		input: string;
		/** Minor units, or the refusal verdict. */
		expected: number | string;
	} >;
}

export const amountParseFixture = amountParse as unknown as AmountParseFixture;
export const moneyFixture = money as unknown as MoneyFixture;
export const amountRulesFixture = amountRules as unknown as AmountRulesFixture;
