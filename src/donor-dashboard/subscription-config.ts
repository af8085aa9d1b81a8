/**
 * What render.php hands the browser for each recurring gift, and the update form's rules.
 */
import { isRecord } from '../types/is-record';
import { __ } from '@wordpress/i18n';
import type { CurrencySettings } from '../money/currency';
import { normalizeCurrency } from '../money/currency';
import { amountParseMessage, readAmount } from '../money/parse-amount';
import { renewalAmount, type RenewalVerdict } from '../donation-form/recurring';
import { limitNotice } from '../donation-form/amount';
import type { SubscriptionChanges } from '../api/subscriptions';

export interface SubscriptionConfig {
	id: number;
	formId: number;
	gatewayId: string;
	status: string;
	/** Per period, minor units, without the fee. */
	amount: number;
	coversFee: boolean;
	minimum: number | null;
	maximum: number | null;
	currency: CurrencySettings;
	/** Whether the gateway can move the gift to a new card. */
	cardUpdates: boolean;
}

function limit( value: unknown ): number | null {
	return typeof value === 'number' && value > 0 ? value : null;
}

/**
 * Reads a row's data-opengive-subscription attribute; null when it is not one.
 *
 * @param json The attribute's text.
 */
export function parseSubscriptionConfig(
	json: string | undefined
): SubscriptionConfig | null {
	let data: unknown;
	try {
		data = JSON.parse( json ?? '' );
	} catch {
		return null;
	}
	if ( ! isRecord( data ) || typeof data.id !== 'number' ) {
		return null;
	}
	return {
		id: data.id,
		formId: Number( data.formId ) || 0,
		gatewayId: String( data.gatewayId ?? '' ),
		status: String( data.status ?? '' ),
		amount: Number( data.amount ) || 0,
		coversFee: data.coversFee === true,
		minimum: limit( data.minimum ),
		maximum: limit( data.maximum ),
		currency: normalizeCurrency(
			isRecord( data.currency )
				? ( data.currency as Partial< CurrencySettings > )
				: {}
		),
		cardUpdates: data.cardUpdates === true,
	};
}

export interface RenewalField {
	/** Minor units that will be sent. */
	amount: number;
	verdict: RenewalVerdict;
	/** The notice to show, or null when valid. */
	notice: string | null;
}

/**
 * The renewal amount as typed, after the spec's rule: empty or 0 becomes the minimum; outside the
 * limits it is invalid with the matching notice.
 *
 * @param typed  The field's text.
 * @param config The recurring gift.
 */
export function checkRenewalField(
	typed: string,
	config: SubscriptionConfig
): RenewalField {
	const read = readAmount( typed, config.currency );
	if ( read.verdict !== 'ok' ) {
		// Refused text ("-5", "1e3", the other separator) is never read as 0, which would become
		// the minimum: the donor sees what is wrong and nothing is sent.
		return {
			amount: 0,
			verdict: 'bad_minimum',
			notice: amountParseMessage( read.verdict, config.currency ),
		};
	}
	const { amount, verdict } = renewalAmount(
		read.minor,
		config.minimum,
		config.maximum
	);
	if ( verdict === 'required' ) {
		return {
			amount,
			verdict: 'bad_minimum',
			notice: __( 'Please enter a donation amount.', 'opengive' ),
		};
	}
	return {
		amount,
		verdict,
		notice: verdict === 'valid' ? null : limitNotice( verdict, config ),
	};
}

/**
 * What the update form sends: only what changed.
 *
 * @param config       The recurring gift.
 * @param amount       Checked renewal amount (minor units).
 * @param paymentToken Provider token of a new card, or '' to keep the card.
 */
export function subscriptionChanges(
	config: SubscriptionConfig,
	amount: number,
	paymentToken: string
): SubscriptionChanges {
	const changes: SubscriptionChanges = {};
	if ( amount !== config.amount ) {
		changes.renewalAmount = amount;
	}
	if ( paymentToken !== '' ) {
		changes.paymentToken = paymentToken;
	}
	return changes;
}
