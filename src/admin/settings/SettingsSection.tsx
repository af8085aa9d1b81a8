/**
 * One section of a settings tab: its fields in order, live and test keys side by side (two
 * columns on a wide screen, one under the other on a phone), and "Check connection" after the
 * field that names a gateway.
 */
import { Fragment } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { SettingField } from './SettingField';
import { GatewaysControl } from './GatewaysControl';
import { ConnectionCheck } from './ConnectionCheck';
import { controlValue, rowsOf, type Draft } from './draft';
import type { SettingsField, SettingsResponse } from './types';

interface Props {
	title: string;
	fields: SettingsField[];
	settings: SettingsResponse;
	draft: Draft;
	clear: string[];
	errors: Record< string, string >;
	onChange: ( key: string, value: unknown ) => void;
	onClear: ( key: string, clear: boolean ) => void;
}

const COLUMN_TITLES = {
	live: () => __( 'Live keys', 'opengive' ),
	test: () => __( 'Test keys', 'opengive' ),
};

export function SettingsSection( {
	title,
	fields,
	settings,
	draft,
	clear,
	errors,
	onChange,
	onClear,
}: Props ) {
	const valueOf = ( field: SettingsField ) =>
		field.key in draft
			? draft[ field.key ]
			: controlValue( field, settings.values[ field.key ] );
	const one = ( field: SettingsField ) => (
		<Fragment key={ field.key }>
			{ field.control === 'gateways' ? (
				<GatewaysControl
					field={ field }
					value={ valueOf( field ) }
					gateways={ settings.gateways }
					locked={ settings.locked[ field.key ] }
					error={ errors[ field.key ] }
					onChange={ ( value ) => onChange( field.key, value ) }
				/>
			) : (
				<SettingField
					field={ field }
					stored={ settings.values[ field.key ] }
					value={ valueOf( field ) }
					locked={ settings.locked[ field.key ] }
					error={ errors[ field.key ] }
					clearing={ clear.includes( field.key ) }
					onChange={ ( value ) => onChange( field.key, value ) }
					onClear={ ( clearIt ) => onClear( field.key, clearIt ) }
				/>
			) }
			{ field.check && (
				<ConnectionCheck
					gateway={ field.check }
					draft={ draft }
					values={ settings.values }
				/>
			) }
		</Fragment>
	);
	return (
		<fieldset className="opengive-settings__section">
			<legend>{ title }</legend>
			{ rowsOf( fields ).map( ( row ) =>
				row.kind === 'field' ? (
					one( row.field )
				) : (
					<div
						key={ row.columns[ 0 ].fields[ 0 ].key }
						className="opengive-settings__columns"
					>
						{ row.columns.map( ( column ) => (
							<div
								key={ column.id }
								className={ `opengive-settings__column is-${ column.id }` }
								role="group"
								aria-labelledby={ `opengive-settings-column-${ column.fields[ 0 ].key }` }
							>
								<h3
									id={ `opengive-settings-column-${ column.fields[ 0 ].key }` }
								>
									{ COLUMN_TITLES[ column.id ]() }
								</h3>
								{ column.fields.map( one ) }
							</div>
						) ) }
					</div>
				)
			) }
		</fieldset>
	);
}
