/**
 * The levels, the default level, the custom amount and its limits.
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	Button,
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import {
	addLevel,
	amountText,
	removeLevel,
	updateLevel,
	type FormSettingsValue,
} from '../model';
import AmountInput from './AmountInput';
import type { SectionProps } from './section-props';

export default function AmountsPanel( { settings, onChange }: SectionProps ) {
	const set = ( patch: Partial< FormSettingsValue > ) =>
		onChange( { ...settings, ...patch } );
	return (
		<PanelBody title={ __( 'Amounts', 'opengive' ) }>
			{ ( settings.levels ?? [] ).map( ( level, index ) => (
				<fieldset
					key={ level.id }
					className="opengive-form-settings__level"
				>
					<legend>
						{ sprintf(
							/* translators: %d: level number */
							__( 'Level %d', 'opengive' ),
							index + 1
						) }
					</legend>
					<AmountInput
						label={ __( 'Amount', 'opengive' ) }
						minor={ level.amount }
						settings={ settings }
						onCommit={ ( amount ) =>
							onChange(
								updateLevel( settings, level.id, {
									amount,
								} )
							)
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Label', 'opengive' ) }
						value={ level.label }
						onChange={ ( label: string ) =>
							onChange(
								updateLevel( settings, level.id, { label } )
							)
						}
					/>
					<Button
						variant="link"
						isDestructive
						onClick={ () =>
							onChange( removeLevel( settings, level.id ) )
						}
					>
						{ __( 'Remove level', 'opengive' ) }
					</Button>
				</fieldset>
			) ) }
			<Button
				variant="secondary"
				onClick={ () => onChange( addLevel( settings, 1000 ) ) }
			>
				{ __( 'Add level', 'opengive' ) }
			</Button>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Default level', 'opengive' ) }
				value={ settings.defaultLevel ?? '' }
				options={ ( settings.levels ?? [] ).map( ( level ) => ( {
					value: level.id,
					label: `${ amountText( level.amount, settings ) } ${ level.label }`.trim(),
				} ) ) }
				onChange={ ( defaultLevel: string ) => set( { defaultLevel } ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Allow a custom amount', 'opengive' ) }
				checked={ settings.customAmount ?? true }
				onChange={ ( customAmount: boolean ) =>
					set( { customAmount } )
				}
			/>
			<AmountInput
				label={ __( 'Minimum', 'opengive' ) }
				minor={ settings.minimum }
				settings={ settings }
				onCommit={ ( minimum ) => set( { minimum } ) }
			/>
			<AmountInput
				label={ __( 'Maximum', 'opengive' ) }
				minor={ settings.maximum }
				settings={ settings }
				onCommit={ ( maximum ) => set( { maximum } ) }
			/>
		</PanelBody>
	);
}
