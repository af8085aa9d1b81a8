// The form's settings in the block editor's sidebar: amounts and levels, limits, currency,
// gateways, fee recovery, recurring gifts, display and terms. Edits the post's meta; saved with
// the post (the REST schema checks it).
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import {
	Button,
	CheckboxControl,
	PanelBody,
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import {
	PERIODS,
	addLevel,
	allGatewaysFee,
	amountMinor,
	amountText,
	recurringOf,
	removeLevel,
	setFeeRecovery,
	setRecurring,
	toggleGateway,
	updateLevel,
	type FormSettingsValue,
	type RecurringPeriod,
} from './model';
import { minorDecimals } from '../money/currency';

type Option = { value: string; label: string };

export interface GatewayChoice {
	id: string;
	label: string;
}

interface Props {
	settings: FormSettingsValue;
	onChange: ( settings: FormSettingsValue ) => void;
	gateways: GatewayChoice[];
	campaigns: Array< { id: number; title: string } >;
}

const PERIOD_LABELS: Record< RecurringPeriod, string > = {
	day: __( 'Daily', 'opengive' ),
	week: __( 'Weekly', 'opengive' ),
	month: __( 'Monthly', 'opengive' ),
	quarter: __( 'Quarterly', 'opengive' ),
	year: __( 'Yearly', 'opengive' ),
};

// An amount field: the editor types freely; the value is read (and tidied) when the field is left,
// so "12" does not turn into "12.00" under the cursor.
function AmountInput( {
	label,
	minor,
	settings,
	onCommit,
}: {
	label: string;
	minor: number | undefined;
	settings: FormSettingsValue;
	onCommit: ( minor: number ) => void;
} ) {
	const [ draft, setDraft ] = useState< string | null >( null );
	return (
		<TextControl
			__nextHasNoMarginBottom
			label={ label }
			inputMode="decimal"
			value={ draft ?? amountText( minor, settings ) }
			onChange={ setDraft }
			onBlur={ () => {
				if ( draft === null ) {
					return;
				}
				const typed = amountMinor( draft, settings );
				// Text the parser refuses stays in the field, uncommitted, for the editor to fix.
				if ( ! Number.isNaN( typed ) ) {
					onCommit( typed );
					setDraft( null );
				}
			} }
		/>
	);
}

export default function FormSettingsPanel( {
	settings,
	onChange,
	gateways,
	campaigns,
}: Props ) {
	const set = ( patch: Partial< FormSettingsValue > ) =>
		onChange( { ...settings, ...patch } );
	const fee = allGatewaysFee( settings );
	const recurring = recurringOf( settings );
	const currency = settings.currency ?? {};
	return (
		<>
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
					onChange={ ( defaultLevel: string ) =>
						set( { defaultLevel } )
					}
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
			<PanelBody
				title={ __( 'Currency', 'opengive' ) }
				initialOpen={ false }
			>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Currency code', 'opengive' ) }
					value={ currency.code ?? 'USD' }
					maxLength={ 3 }
					onChange={ ( code: string ) =>
						set( {
							currency: { ...currency, code: code.toUpperCase() },
						} )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Symbol', 'opengive' ) }
					value={ currency.symbol ?? '$' }
					onChange={ ( symbol: string ) =>
						set( { currency: { ...currency, symbol } } )
					}
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Symbol position', 'opengive' ) }
					value={ currency.position ?? 'before' }
					options={
						[
							{
								value: 'before',
								label: __( 'Before the amount', 'opengive' ),
							},
							{
								value: 'after',
								label: __( 'After the amount', 'opengive' ),
							},
						] as Option[]
					}
					onChange={ ( position: string ) =>
						set( {
							currency: {
								...currency,
								position:
									position === 'after' ? 'after' : 'before',
							},
						} )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Thousands separator', 'opengive' ) }
					value={ currency.thousandsSeparator ?? ',' }
					onChange={ ( thousandsSeparator: string ) =>
						set( { currency: { ...currency, thousandsSeparator } } )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Decimal point', 'opengive' ) }
					value={ currency.decimalSeparator ?? '.' }
					onChange={ ( decimalSeparator: string ) =>
						set( { currency: { ...currency, decimalSeparator } } )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Decimals', 'opengive' ) }
					help={ __(
						"How many decimals amounts show. Gifts are always recorded and charged in the currency's own units (cents, whole yen), and an amount is never shown rounded.",
						'opengive'
					) }
					type="number"
					min={ 0 }
					max={ 4 }
					value={ String(
						currency.decimals ??
							minorDecimals( currency.code ?? 'USD' )
					) }
					onChange={ ( decimals: string ) =>
						set( {
							currency: {
								...currency,
								decimals: Math.max(
									0,
									Math.min( 4, Number( decimals ) || 0 )
								),
							},
						} )
					}
				/>
			</PanelBody>
			<PanelBody
				title={ __( 'Payment methods', 'opengive' ) }
				initialOpen={ false }
			>
				{ gateways.map( ( gateway ) => (
					<CheckboxControl
						key={ gateway.id }
						__nextHasNoMarginBottom
						label={ gateway.label }
						checked={ ( settings.gateways ?? [] ).includes(
							gateway.id
						) }
						onChange={ ( on: boolean ) =>
							onChange(
								toggleGateway( settings, gateway.id, on )
							)
						}
					/>
				) ) }
			</PanelBody>
			<PanelBody
				title={ __( 'Fee recovery', 'opengive' ) }
				initialOpen={ false }
			>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Let donors cover the processing fee',
						'opengive'
					) }
					checked={ !! settings.feeRecovery?.fee_recovery }
					onChange={ ( on: boolean ) =>
						onChange( setFeeRecovery( settings, on ) )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Percentage', 'opengive' ) }
					type="number"
					step={ 0.01 }
					value={ String( fee.percentage ) }
					onChange={ ( value: string ) =>
						onChange(
							setFeeRecovery(
								settings,
								!! settings.feeRecovery?.fee_recovery,
								{ percentage: Number( value ) || 0 }
							)
						)
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Base amount', 'opengive' ) }
					type="number"
					step={ 0.01 }
					value={ String( fee.base_amount ) }
					onChange={ ( value: string ) =>
						onChange(
							setFeeRecovery(
								settings,
								!! settings.feeRecovery?.fee_recovery,
								{ base_amount: Number( value ) || 0 }
							)
						)
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Largest fee (0: no cap)', 'opengive' ) }
					type="number"
					step={ 0.01 }
					value={ String( fee.maxAmount ?? 0 ) }
					onChange={ ( value: string ) =>
						onChange(
							setFeeRecovery(
								settings,
								!! settings.feeRecovery?.fee_recovery,
								{ maxAmount: Number( value ) || 0 }
							)
						)
					}
				/>
			</PanelBody>
			<PanelBody
				title={ __( 'Recurring gifts', 'opengive' ) }
				initialOpen={ false }
			>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Offer recurring gifts', 'opengive' ) }
					checked={ recurring.is_recurring }
					onChange={ ( on: boolean ) =>
						onChange(
							setRecurring( settings, { is_recurring: on } )
						)
					}
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Who chooses the period', 'opengive' ) }
					value={ recurring.give_recurring_option }
					options={
						[
							{
								value: 'yes_donor',
								label: __(
									'The donor (once or a period)',
									'opengive'
								),
							},
							{
								value: 'yes_admin',
								label: __(
									'Every gift recurs with the default period',
									'opengive'
								),
							},
						] as Option[]
					}
					onChange={ ( option: string ) =>
						onChange(
							setRecurring( settings, {
								give_recurring_option:
									option === 'yes_admin'
										? 'yes_admin'
										: 'yes_donor',
							} )
						)
					}
				/>
				{ PERIODS.map( ( period ) => (
					<CheckboxControl
						key={ period }
						__nextHasNoMarginBottom
						label={ PERIOD_LABELS[ period ] }
						checked={ recurring.periods.includes( period ) }
						onChange={ ( on: boolean ) =>
							onChange(
								setRecurring( settings, {
									periods: on
										? [ ...recurring.periods, period ]
										: recurring.periods.filter(
												( item ) => item !== period
											),
								} )
							)
						}
					/>
				) ) }
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Default period', 'opengive' ) }
					value={ recurring.period }
					options={ recurring.periods.map( ( period ) => ( {
						value: period,
						label: PERIOD_LABELS[ period ],
					} ) ) }
					onChange={ ( period: string ) =>
						onChange(
							setRecurring( settings, {
								period: period as RecurringPeriod,
							} )
						)
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __(
						'Number of gifts (0: until cancelled)',
						'opengive'
					) }
					type="number"
					min={ 0 }
					value={ String( recurring.installments ) }
					onChange={ ( value: string ) =>
						onChange(
							setRecurring( settings, {
								installments: Math.max(
									0,
									Math.trunc( Number( value ) || 0 )
								),
							} )
						)
					}
				/>
			</PanelBody>
			<PanelBody
				title={ __( 'Display and campaign', 'opengive' ) }
				initialOpen={ false }
			>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Show the form', 'opengive' ) }
					value={ settings.displayMode ?? 'inline' }
					options={
						[
							{
								value: 'inline',
								label: __( 'On the page', 'opengive' ),
							},
							{
								value: 'reveal',
								label: __(
									'Behind a button that reveals it',
									'opengive'
								),
							},
							{
								value: 'modal',
								label: __(
									'Amounts on the page, the rest in a dialog',
									'opengive'
								),
							},
							{
								value: 'button',
								label: __(
									'A button that opens it in a dialog',
									'opengive'
								),
							},
						] as Option[]
					}
					onChange={ ( displayMode: string ) =>
						set( { displayMode } )
					}
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Amount choices', 'opengive' ) }
					value={ settings.levelDisplay ?? 'buttons' }
					options={
						[
							{
								value: 'buttons',
								label: __( 'Buttons', 'opengive' ),
							},
							{
								value: 'radios',
								label: __( 'Radio buttons', 'opengive' ),
							},
							{
								value: 'select',
								label: __( 'Drop-down', 'opengive' ),
							},
						] as Option[]
					}
					onChange={ ( levelDisplay: string ) =>
						set( {
							levelDisplay:
								levelDisplay as FormSettingsValue[ 'levelDisplay' ],
						} )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Button label', 'opengive' ) }
					value={ settings.buttonLabel ?? '' }
					placeholder={ __( 'Donate now', 'opengive' ) }
					onChange={ ( buttonLabel: string ) =>
						set( { buttonLabel } )
					}
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Campaign', 'opengive' ) }
					value={ String( settings.campaignId ?? '' ) }
					options={ [
						{ value: '', label: __( '— None —', 'opengive' ) },
						...campaigns.map( ( campaign ) => ( {
							value: String( campaign.id ),
							label: campaign.title,
						} ) ),
					] }
					onChange={ ( value: string ) =>
						set( { campaignId: value ? Number( value ) : null } )
					}
				/>
			</PanelBody>
			<PanelBody
				title={ __( 'Terms', 'opengive' ) }
				initialOpen={ false }
			>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Donors must accept terms', 'opengive' ) }
					checked={ !! settings.terms?.enabled }
					onChange={ ( enabled: boolean ) =>
						set( {
							terms: {
								label: '',
								text: '',
								...settings.terms,
								enabled,
							},
						} )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Checkbox label', 'opengive' ) }
					value={ settings.terms?.label ?? '' }
					onChange={ ( label: string ) =>
						set( {
							terms: {
								enabled: false,
								text: '',
								...settings.terms,
								label,
							},
						} )
					}
				/>
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Terms text', 'opengive' ) }
					value={ settings.terms?.text ?? '' }
					onChange={ ( text: string ) =>
						set( {
							terms: {
								enabled: false,
								label: '',
								...settings.terms,
								text,
							},
						} )
					}
				/>
			</PanelBody>
		</>
	);
}
