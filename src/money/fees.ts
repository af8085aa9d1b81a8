/**
 * Fee recovery (spec section 5): what a donor adds to cover the payment provider's fee.
 * Amounts in minor units of the form's currency; base_amount and maxAmount in major units, the way
 * GiveWP stores them. The twin of plugin/src/Support/Money/FeeRecovery.php (tests/fixtures/fees.json).
 */
import type { CurrencySettings } from './currency';

export interface FeeEntry {
	percentage?: number;
	base_amount?: number;
	is_break_down?: boolean;
	give_fee_status?: 'enabled' | 'disabled';
	give_fee_disable?: boolean;
	maxAmount?: number;
}

export interface FeeRecoverySettings {
	fee_recovery: boolean;
	/** Either { all_gateways: entry } or one entry per gateway id. */
	fee_data: Record< string, FeeEntry >;
}

/**
 * The entry that applies to a gateway, or null when no fee is recovered with it.
 *
 * @param settings  The form's fee settings.
 * @param gatewayId The chosen gateway.
 */
export function feeEntryFor(
	settings: FeeRecoverySettings | null | undefined,
	gatewayId: string
): FeeEntry | null {
	if ( ! settings?.fee_recovery ) {
		return null;
	}
	const entry =
		settings.fee_data.all_gateways ??
		settings.fee_data[ gatewayId ] ??
		null;
	if (
		! entry ||
		entry.give_fee_disable ||
		entry.give_fee_status === 'disabled'
	) {
		return null;
	}
	return entry;
}

/**
 * The fee in minor units.
 *
 * @param amount    The gift, minor units.
 * @param settings  The form's fee settings.
 * @param gatewayId The chosen gateway.
 * @param currency  The form's currency: its code decides the minor units; the form's display
 *                  decimals never change the fee.
 */
export function recoveryFee(
	amount: number,
	settings: FeeRecoverySettings | null | undefined,
	gatewayId: string,
	currency: Pick< CurrencySettings, 'minorUnits' >
): number {
	const entry = feeEntryFor( settings, gatewayId );
	if ( ! entry || amount <= 0 ) {
		return 0;
	}
	const decimals = currency.minorUnits;
	const major = amount / 10 ** decimals;
	const percentage = Number( entry.percentage ?? 0 );
	const base = Number( entry.base_amount ?? 0 );
	let fee =
		percentage > 0 && base > 0
			? ( major + base ) / ( 1 - percentage / 100 ) - major
			: ( major * percentage ) / 100 + base;
	const cap = Number( entry.maxAmount ?? 0 );
	if ( cap > 0 ) {
		fee = Math.min( fee, cap );
	}
	if ( fee <= 0 ) {
		return 0;
	}
	if ( currency.minorUnits === 0 ) {
		// Rounded up, no decimals; the tolerance keeps float noise from adding a unit.
		return Math.ceil( fee - 1e-9 );
	}
	// At least two decimals, as the spec asks ("decimals of 1 or less become 2"); three stay three.
	const places = Math.max( 2, decimals );
	const rounded = Math.round( fee * 10 ** places ) / 10 ** places;
	return Math.round( rounded * 10 ** decimals );
}
