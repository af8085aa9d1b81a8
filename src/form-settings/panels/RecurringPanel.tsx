/**
 * Recurring gifts: who chooses the period, which periods, the default and the number of gifts.
 */
import { __ } from '@wordpress/i18n';
import {
	CheckboxControl,
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import {
	PERIODS,
	setRecurring,
	type RecurringPeriod,
	recurringOf,
} from '../model';
import { PERIOD_LABELS } from './period-labels';
import type { SectionProps } from './section-props';

type Option = { value: string; label: string };

export default function RecurringPanel( { settings, onChange }: SectionProps ) {
	const recurring = recurringOf( settings );
	return (
		<PanelBody
			title={ __( 'Recurring gifts', 'opengive' ) }
			initialOpen={ false }
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Offer recurring gifts', 'opengive' ) }
				checked={ recurring.is_recurring }
				onChange={ ( on: boolean ) =>
					onChange( setRecurring( settings, { is_recurring: on } ) )
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
	);
}
