/**
 * Which amount the donor has chosen, and what to tell them about it.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { FormConfig } from '../types/form-config';
import {
	amountParseMessage,
	parseAmount,
	readAmount,
} from '../money/parse-amount';
import { formatAmount } from '../money/format-amount';
import { checkAmount, type AmountVerdict } from '../validation/amount-rules';

export const CUSTOM_LEVEL = 'custom';

/**
 * The chosen amount in minor units: the level's price, or the parsed custom amount.
 *
 * @param config     Form configuration.
 * @param levelId    Selected level id or 'custom'.
 * @param customText What the donor typed.
 */
export function chosenAmount(
	config: FormConfig,
	levelId: string,
	customText: string
): number {
	const level = config.levels.find( ( item ) => item.id === levelId );
	if ( level ) {
		return level.amount;
	}
	return parseAmount( customText, config.currency );
}

/** The rule's verdicts, plus text that is not an amount at all (chosenAmount() gave NaN). */
export type FormAmountVerdict = AmountVerdict | 'bad_format';

/**
 * The form's verdict on an amount.
 *
 * @param config Form configuration.
 * @param amount Minor units, or NaN for text the parser refused.
 */
export function amountVerdict(
	config: FormConfig,
	amount: number
): FormAmountVerdict {
	if ( ! Number.isFinite( amount ) ) {
		return 'bad_format';
	}
	return checkAmount( amount, {
		minimum: config.minimum,
		maximum: config.maximum,
		levelAmounts: config.levels.map( ( level ) => level.amount ),
		customAmount: config.customAmount,
	} );
}

/**
 * The notice for an invalid amount (a message followed by the formatted limit), or null when valid.
 *
 * @param config  Form configuration.
 * @param verdict Verdict from amountVerdict().
 * @param typed   The custom amount's text, to say what is wrong with it ('bad_format').
 */
export function amountNotice(
	config: FormConfig,
	verdict: FormAmountVerdict,
	typed = ''
): string | null {
	switch ( verdict ) {
		case 'valid':
			return null;
		case 'bad_format': {
			// The same sentence the server gives for the same text (AmountParser::message()).
			const read = readAmount( typed, config.currency );
			return amountParseMessage(
				read.verdict === 'ok' ? 'invalid' : read.verdict,
				config.currency
			);
		}
		case 'empty':
			return __( 'Please enter a donation amount.', 'opengive' );
		case 'bad_level':
			return __(
				'Please choose one of the donation amounts offered.',
				'opengive'
			);
		case 'bad_minimum':
		case 'bad_maximum':
			return limitNotice( verdict, config );
	}
}

/**
 * "The minimum donation is $5.00." / "The maximum donation is $10,000.00.": the form's and the
 * renewal amount's notices, one wording.
 *
 * @param verdict         Which limit was crossed.
 * @param limits
 * @param limits.minimum  Minor units, or null.
 * @param limits.maximum  Minor units, or null.
 * @param limits.currency The currency's formatting.
 */
export function limitNotice(
	verdict: 'bad_minimum' | 'bad_maximum',
	limits: Pick< FormConfig, 'minimum' | 'maximum' | 'currency' >
): string {
	return verdict === 'bad_minimum'
		? sprintf(
				/* translators: %s: minimum amount with currency, e.g. $5.00 */
				__( 'The minimum donation is %s.', 'opengive' ),
				formatAmount( limits.minimum ?? 0, limits.currency )
			)
		: sprintf(
				/* translators: %s: maximum amount with currency, e.g. $10,000.00 */
				__( 'The maximum donation is %s.', 'opengive' ),
				formatAmount( limits.maximum ?? 0, limits.currency )
			);
}
