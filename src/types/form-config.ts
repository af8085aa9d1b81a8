/**
 * The donation form's configuration as render.php prints it (DonationFormViewModel::config()).
 */
import type { CurrencySettings } from '../money/currency';

export interface DonationLevel {
	id: string;
	/** Minor units. */
	amount: number;
	label: string;
}

export interface GatewayOption {
	id: string;
	label: string;
}

/** A failed no-JavaScript submission handed back to the form. */
export interface ServerFormError {
	code: string;
	message: string;
	field: string;
	values: Record< string, string | number >;
}

export interface FormConfig {
	formId: number;
	title: string;
	levels: DonationLevel[];
	defaultLevel: string;
	customAmount: boolean;
	/** Minor units, or null for no limit. */
	minimum: number | null;
	maximum: number | null;
	currency: CurrencySettings;
	levelDisplay: 'buttons' | 'radios' | 'select';
	gateways: GatewayOption[];
	error: ServerFormError | null;
}
