/**
 * One setting's control, chosen by the schema's `control`: its label and help come from the server,
 * a refused value shows the server's message beside it, and a value forced by code is read-only
 * with the reason.
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	Button,
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import type { SecretState, SettingsField } from './types';

interface Props {
	field: SettingsField;
	value: unknown;
	stored: unknown;
	locked?: string;
	error?: string;
	clearing: boolean;
	onChange: ( value: unknown ) => void;
	onClear: ( clear: boolean ) => void;
	/** Whether a set secret offers "Clear" (the setup only ever sets keys). */
	clearable?: boolean;
}

function helpText( field: SettingsField, locked?: string, error?: string ) {
	return (
		<>
			{ error && (
				<span className="opengive-settings__error" role="alert">
					{ error }{ ' ' }
				</span>
			) }
			{ locked ? locked : field.help }
		</>
	);
}

function SecretControl( {
	field,
	value,
	stored,
	locked,
	error,
	clearing,
	onChange,
	onClear,
	clearable = true,
}: Props ) {
	const state = stored as SecretState;
	let status: string = __( 'Not set.', 'opengive' );
	if ( clearing ) {
		status = __( 'Will be cleared when you save.', 'opengive' );
	} else if ( state.set ) {
		status = state.last4
			? /* translators: %s: the secret's last four characters. */
				sprintf( __( 'Set, ending in %s.', 'opengive' ), state.last4 )
			: __( 'Set.', 'opengive' );
	}
	const clearLabel = sprintf(
		/* translators: %s: a setting's label. */
		__( 'Clear %s', 'opengive' ),
		field.label
	);
	return (
		<div className="opengive-settings__secret">
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="password"
				autoComplete="new-password"
				label={ field.label }
				value={ String( value ?? '' ) }
				placeholder={
					state.set
						? __( 'Type a new value to replace it', 'opengive' )
						: ''
				}
				disabled={ !! locked || clearing }
				aria-invalid={ error ? true : undefined }
				onChange={ onChange }
				help={
					<>
						<span className="opengive-settings__secret-status">
							{ status }{ ' ' }
						</span>
						{ helpText( field, locked, error ) }
					</>
				}
			/>
			{ state.set && ! locked && clearable && (
				<Button
					variant="secondary"
					size="compact"
					isDestructive={ ! clearing }
					onClick={ () => onClear( ! clearing ) }
				>
					{ clearing ? __( 'Keep it', 'opengive' ) : clearLabel }
				</Button>
			) }
		</div>
	);
}

export function SettingField( props: Props ) {
	const { field, value, locked, error, onChange } = props;
	const common = {
		label: field.label,
		help: helpText( field, locked, error ),
		disabled: !! locked,
		__nextHasNoMarginBottom: true,
		// Refused by the server: read out as invalid, and drawn so (style.scss).
		'aria-invalid': error ? true : undefined,
	};
	switch ( field.control ) {
		case 'toggle':
			return (
				<ToggleControl
					{ ...common }
					checked={ !! value }
					onChange={ onChange }
				/>
			);
		case 'select':
			return (
				<SelectControl
					{ ...common }
					__next40pxDefaultSize
					value={ String( value ?? '' ) }
					options={ field.options }
					onChange={ onChange }
				/>
			);
		case 'textarea':
		case 'list':
			return (
				<TextareaControl
					{ ...common }
					rows={ field.control === 'list' ? 4 : 3 }
					value={ String( value ?? '' ) }
					onChange={ onChange }
				/>
			);
		case 'secret':
			return <SecretControl { ...props } />;
		default:
			return (
				<TextControl
					{ ...common }
					__next40pxDefaultSize
					type={ field.control === 'number' ? 'number' : 'text' }
					value={ String( value ?? '' ) }
					onChange={ onChange }
				/>
			);
	}
}
