/**
 * What every step of the setup receives from the screen.
 */
import type { SettingsResponse } from '../settings/types';
import type { SetupState } from './types';

export interface StepProps {
	settings: SettingsResponse;
	state: SetupState;
	/** After a save: the settings as the server now holds them. */
	onSettings: ( settings: SettingsResponse ) => void;
	/** Records this step as done (with what it chose) and shows the next. */
	onNext: ( changes?: { gateways?: string[] } ) => Promise< void >;
}
