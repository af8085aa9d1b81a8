/**
 * The form settings schema the editor shares with PHP (plugin/data/form-settings.json): defaults,
 * choices and limits come from there, so the panels show what PHP reads when a key is missing.
 */
import table from '../../plugin/data/form-settings.json';

type SettingsTable = typeof table.settings;
export type SettingKey = keyof SettingsTable;

/**
 * What PHP reads when a setting is missing from the stored meta.
 *
 * @param key Stored key, e.g. 'displayMode'.
 */
export function settingDefault< K extends SettingKey >(
	key: K
): SettingsTable[ K ][ 'default' ] {
	return table.settings[ key ].default;
}

/**
 * The values an enum setting accepts, in the schema's order.
 *
 * @param key Stored key of an enum setting.
 */
export function settingChoices(
	key: 'levelDisplay' | 'displayMode' | 'company'
): string[] {
	return [ ...table.settings[ key ].schema.enum ];
}

/** What a recurring setting falls back to when the stored value leaves a part out (PHP: read_recurring). */
export const RECURRING_FALLBACK = table.settings.recurring.fallback;
