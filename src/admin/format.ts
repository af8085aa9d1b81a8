/**
 * How the admin screens write money, dates and statuses.
 */
import { dateI18n, getSettings } from '@wordpress/date';
import { formatAmount } from '../money/format-amount';
import { minorDecimals, normalizeCurrency } from '../money/currency';
import { labelledOptions, type LabelledOption } from '../data/labels';
import statusLabels from '../../plugin/data/status-labels.json';
import type { Money } from './types';

/**
 * The site's locale as a BCP 47 tag ("en_US" becomes "en-US"), for Intl.
 */
function siteLocale(): string {
	return ( getSettings().l10n.locale || 'en' ).replace( /_/g, '-' );
}

/**
 * An amount in its own record's currency (a EUR gift shows €, a JPY gift no decimals), in the site's
 * locale. Decimals are pinned to the currency's minor units so nothing is ever rounded away.
 *
 * @example formatMoney( { value: 12.5, valueInMinorUnits: 1250, currency: 'EUR' } ) // "€12.50"
 * @param money The record's money object (GiveWP's shape).
 */
export function formatMoney( money: Money | undefined ): string {
	if ( ! money ) {
		return '';
	}
	const code = ( money.currency || 'USD' ).toUpperCase();
	const decimals = minorDecimals( code );
	const major = money.valueInMinorUnits / 10 ** decimals;
	try {
		return new Intl.NumberFormat( siteLocale(), {
			style: 'currency',
			currency: code,
			minimumFractionDigits: decimals,
			maximumFractionDigits: decimals,
		} ).format( major );
	} catch {
		// A code or locale Intl does not know: the plugin's own formatter still names the currency.
		return formatAmount(
			money.valueInMinorUnits,
			normalizeCurrency( { code } )
		);
	}
}

/**
 * An amount in major units (12.5, as a chart's axis holds it) written as money in a currency.
 *
 * @param major    The amount in major units.
 * @param currency ISO 4217 code.
 */
export function formatMajor( major: number, currency: string ): string {
	return formatMoney( {
		value: major,
		valueInMinorUnits: Math.round(
			major * 10 ** minorDecimals( currency )
		),
		currency,
	} );
}

/**
 * Minor units of a currency written as money (what a form field or a request holds).
 *
 * @example formatMinor( 1250, 'EUR' ) // "€12.50"
 * @param minor    The amount in the currency's minor units.
 * @param currency ISO 4217 code.
 */
export function formatMinor( minor: number, currency: string ): string {
	return formatMoney( {
		value: minor / 10 ** minorDecimals( currency ),
		valueInMinorUnits: minor,
		currency,
	} );
}

/**
 * A count in the site's locale ("1,234", or "1.234" on a German site).
 *
 * @param value A whole number.
 */
export function formatCount( value: number ): string {
	return new Intl.NumberFormat( siteLocale() ).format( value );
}

/**
 * A stored date in the site's timezone and date format (Settings → General), through the
 * WordPress date package, which core configures for the site.
 *
 * @param iso ISO 8601 date with offset, as the API returns it.
 */
export function formatDate( iso: string | null | undefined ): string {
	if ( ! iso ) {
		return '—';
	}
	if ( Number.isNaN( Date.parse( iso ) ) ) {
		return iso;
	}
	return dateI18n( getSettings().formats.date, iso );
}

/** GiveWP's donation statuses with their labels (plugin/data/status-labels.json, shared with PHP). */
export function donationStatuses(): LabelledOption[] {
	return labelledOptions( statusLabels.donation );
}

export function subscriptionStatuses(): LabelledOption[] {
	return labelledOptions( statusLabels.subscription );
}

export function campaignStatuses(): LabelledOption[] {
	return labelledOptions( statusLabels.campaign );
}

export function labelOf(
	options: Array< { value: string; label: string } >,
	value: string
): string {
	return options.find( ( option ) => option.value === value )?.label ?? value;
}
