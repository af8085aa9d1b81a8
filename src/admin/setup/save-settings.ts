/**
 * The setup saves what each step asks through the settings route, exactly as the settings screen
 * does: only what was typed, checked by the server, nothing saved when one value is refused.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { saveRequest, type Draft } from '../settings/draft';
import type { SettingsError, SettingsResponse } from '../settings/types';

export type SaveOutcome =
	| { ok: true; settings: SettingsResponse }
	| { ok: false; errors: Record< string, string >; message: string };

/**
 * Saves a step's draft (plus values the step sets itself).
 *
 * @param settings The settings as last read.
 * @param draft    What the admin typed.
 * @param extra    Values the step sets without a field (test mode on, say).
 * @return The new settings, or the refusals by key.
 */
export async function saveSettings(
	settings: SettingsResponse,
	draft: Draft,
	extra: Record< string, unknown > = {}
): Promise< SaveOutcome > {
	const request = saveRequest( settings.fields, draft, [] );
	try {
		const saved = await apiFetch< SettingsResponse >( {
			path: '/opengive/v1/settings',
			method: 'POST',
			data: { ...request, values: { ...request.values, ...extra } },
		} );
		return { ok: true, settings: saved };
	} catch ( caught ) {
		const error = caught as SettingsError;
		return {
			ok: false,
			errors: error.data?.params ?? {},
			message:
				error.message ||
				__( 'The settings could not be saved.', 'opengive' ),
		};
	}
}
