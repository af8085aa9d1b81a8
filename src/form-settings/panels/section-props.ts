/**
 * What every settings section takes: the form's settings and the change handler.
 */
import type { FormSettingsValue } from '../model';

export interface SectionProps {
	settings: FormSettingsValue;
	onChange: ( settings: FormSettingsValue ) => void;
}

/** A gateway the site offers, as the editor lists it. */
export interface GatewayChoice {
	id: string;
	label: string;
}
