/**
 * GET /opengive/v1/settings, as the server answers it (Settings\Rest\SettingsController): the
 * screen's tabs and fields come from plugin/data/site-settings.json, translated by the server.
 */
export type Control =
	| 'toggle'
	| 'text'
	| 'number'
	| 'textarea'
	| 'select'
	| 'secret'
	| 'list'
	| 'gateways';

export interface SettingsTab {
	id: string;
	label: string;
}

export interface SettingsField {
	key: string;
	tab: string;
	section: string;
	label: string;
	help: string;
	control: Control;
	/** A gateway whose keys a "Check connection" button after this field checks, or ''. */
	check: string;
	/** live or test: drawn side by side with the section's other column; '' for a full-width field. */
	column: '' | 'live' | 'test';
	options: Array< { value: string; label: string } >;
	default: unknown;
	schema: Record< string, unknown >;
}

/** A secret as the browser may see it. */
export interface SecretState {
	set: boolean;
	last4: string;
}

export interface SettingsLogEntry {
	user: string;
	time: string;
	keys: string[];
}

/** A registered gateway, for the Gateways control. */
export interface RegisteredGateway {
	id: string;
	/** Its own label (the site's, when set, is in the setting). */
	label: string;
	/** Whether its keys are set (an unconfigured gateway is never offered). */
	configured: boolean;
}

/** One row of the `gateways` setting. */
export interface GatewayRow {
	id: string;
	enabled: boolean;
	label: string;
}

export interface SettingsResponse {
	values: Record< string, unknown >;
	locked: Record< string, string >;
	log: SettingsLogEntry[];
	gateways: RegisteredGateway[];
	tabs: SettingsTab[];
	fields: SettingsField[];
}

/** A 400 from the route: each refused setting with its message. */
export interface SettingsError {
	code: string;
	message: string;
	data?: { status?: number; params?: Record< string, string > };
}

/** POST /opengive/v1/settings/check-connection. */
export interface ConnectionAnswer {
	ok: boolean;
	mode: 'test' | 'live' | '';
	message: string;
}
