/**
 * Reads the form configuration render.php printed into data-opengive-form.
 */
import type { FormConfig } from '../types/form-config';
import type { CurrencySettings } from '../money/currency';
import { MAX_DECIMALS } from '../money/limits';
import type { CompanyMode } from '../validation/company';

const COMPANY_MODES: readonly CompanyMode[] = [
	'none',
	'optional',
	'required',
	'accountType',
];

const isCount = ( value: unknown, max: number ): value is number =>
	Number.isInteger( value ) &&
	( value as number ) >= 0 &&
	( value as number ) <= max;

/**
 * The currency exactly as the server completed it (Currency::to_array(), its minor units from the
 * currency table included), so this page needs no copy of the table; null when anything is off.
 *
 * @param raw The printed currency.
 */
function printedCurrency( raw: unknown ): CurrencySettings | null {
	const currency = raw as Partial< CurrencySettings > | null;
	const texts = [
		currency?.code,
		currency?.symbol,
		currency?.thousandsSeparator,
		currency?.decimalSeparator,
	];
	return texts.every( ( text ) => typeof text === 'string' ) &&
		currency?.decimalSeparator !== '' &&
		( currency?.position === 'before' || currency?.position === 'after' ) &&
		isCount( currency.decimals, MAX_DECIMALS ) &&
		isCount( currency.minorUnits, MAX_DECIMALS )
		? ( currency as CurrencySettings )
		: null;
}

/**
 * Parses and sanity-checks the configuration; null when it is unusable, so the caller can keep
 * the server-rendered form instead of showing a broken one.
 *
 * @param json The attribute's value.
 */
export function parseFormConfig( json: string ): FormConfig | null {
	let raw: unknown;
	try {
		raw = JSON.parse( json );
	} catch {
		return null;
	}
	if (
		typeof raw !== 'object' ||
		raw === null ||
		typeof ( raw as FormConfig ).formId !== 'number' ||
		! Array.isArray( ( raw as FormConfig ).levels ) ||
		! Array.isArray( ( raw as FormConfig ).gateways )
	) {
		return null;
	}
	const config = raw as FormConfig;
	const currency = printedCurrency( config.currency );
	if ( ! currency ) {
		return null;
	}
	return {
		...config,
		idPrefix:
			typeof config.idPrefix === 'string' && config.idPrefix !== ''
				? config.idPrefix
				: `${ config.formId }-1`,
		currency,
		levelDisplay: [ 'buttons', 'radios', 'select' ].includes(
			config.levelDisplay
		)
			? config.levelDisplay
			: 'buttons',
		displayMode: [ 'modal', 'reveal', 'button' ].includes(
			config.displayMode
		)
			? config.displayMode
			: 'inline',
		buttonLabel: config.buttonLabel || 'Donate now',
		// Every mode the server knows (FormSettings::COMPANY_MODES); an unknown one asks nothing.
		company: COMPANY_MODES.includes( config.company )
			? config.company
			: 'none',
		comment: config.comment === true,
		anonymous: config.anonymous === true,
		billingAddress: config.billingAddress === true,
		countries:
			typeof config.countries === 'object' && config.countries !== null
				? config.countries
				: {},
		terms: {
			enabled: config.terms?.enabled === true,
			label: config.terms?.label ?? '',
			text: config.terms?.text ?? '',
		},
		customFields: Array.isArray( config.customFields )
			? config.customFields
			: [],
		error: config.error ?? null,
	};
}
