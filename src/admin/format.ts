/**
 * How the admin screens write money, dates and statuses.
 */
import { __ } from '@wordpress/i18n';
import { formatAmount } from '../money/format-amount';
import { normalizeCurrency } from '../money/currency';
import type { Money } from './types';

export function formatMoney( money: Money | undefined ): string {
	if ( ! money ) {
		return '';
	}
	return formatAmount(
		money.valueInMinorUnits,
		normalizeCurrency( { code: money.currency } )
	);
}

export function formatDate( iso: string | null | undefined ): string {
	if ( ! iso ) {
		return '—';
	}
	const date = new Date( iso );
	return Number.isNaN( date.getTime() ) ? iso : date.toLocaleDateString();
}

/** GiveWP's donation statuses with their labels. */
export function donationStatuses(): Array< { value: string; label: string } > {
	return [
		{ value: 'publish', label: __( 'Complete', 'opengive' ) },
		{ value: 'pending', label: __( 'Pending', 'opengive' ) },
		{ value: 'processing', label: __( 'Processing', 'opengive' ) },
		{ value: 'refunded', label: __( 'Refunded', 'opengive' ) },
		{ value: 'failed', label: __( 'Failed', 'opengive' ) },
		{ value: 'cancelled', label: __( 'Cancelled', 'opengive' ) },
		{ value: 'abandoned', label: __( 'Abandoned', 'opengive' ) },
		{ value: 'preapproval', label: __( 'Pre-approved', 'opengive' ) },
		{ value: 'revoked', label: __( 'Revoked', 'opengive' ) },
	];
}

export function subscriptionStatuses(): Array< {
	value: string;
	label: string;
} > {
	return [
		{ value: 'active', label: __( 'Active', 'opengive' ) },
		{ value: 'pending', label: __( 'Pending', 'opengive' ) },
		{ value: 'failing', label: __( 'Failing', 'opengive' ) },
		{ value: 'cancelled', label: __( 'Cancelled', 'opengive' ) },
		{ value: 'completed', label: __( 'Completed', 'opengive' ) },
		{ value: 'expired', label: __( 'Expired', 'opengive' ) },
	];
}

export function campaignStatuses(): Array< { value: string; label: string } > {
	return [
		{ value: 'active', label: __( 'Active', 'opengive' ) },
		{ value: 'inactive', label: __( 'Inactive', 'opengive' ) },
		{ value: 'draft', label: __( 'Draft', 'opengive' ) },
		{ value: 'archived', label: __( 'Archived', 'opengive' ) },
	];
}

export function labelOf(
	options: Array< { value: string; label: string } >,
	value: string
): string {
	return options.find( ( option ) => option.value === value )?.label ?? value;
}
