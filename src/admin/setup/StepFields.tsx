/**
 * Some of the site settings, drawn as the settings screen draws them (the same fields, labels,
 * help and refusals from the server).
 */
import { SettingField } from '../settings/SettingField';
import { controlValue, type Draft } from '../settings/draft';
import type { SettingsResponse } from '../settings/types';

interface Props {
	keys: string[];
	settings: SettingsResponse;
	draft: Draft;
	errors: Record< string, string >;
	onChange: ( draft: Draft ) => void;
}

export function StepFields( {
	keys,
	settings,
	draft,
	errors,
	onChange,
}: Props ) {
	return (
		<>
			{ keys.map( ( key ) => {
				const field = settings.fields.find(
					( item ) => item.key === key
				);
				if ( ! field ) {
					return null;
				}
				return (
					<SettingField
						key={ key }
						field={ field }
						stored={ settings.values[ key ] }
						value={
							key in draft
								? draft[ key ]
								: controlValue( field, settings.values[ key ] )
						}
						locked={ settings.locked[ key ] }
						error={ errors[ key ] }
						clearing={ false }
						clearable={ false }
						onChange={ ( value ) =>
							onChange( { ...draft, [ key ]: value } )
						}
						onClear={ () => {} }
					/>
				);
			} ) }
		</>
	);
}
