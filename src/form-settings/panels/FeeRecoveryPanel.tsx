/**
 * Whether donors may cover the processing fee, and the fee for all gateways.
 */
import { __ } from '@wordpress/i18n';
import { PanelBody, TextControl, ToggleControl } from '@wordpress/components';
import { setFeeRecovery, allGatewaysFee } from '../model';
import type { SectionProps } from './section-props';

export default function FeeRecoveryPanel( {
	settings,
	onChange,
}: SectionProps ) {
	const fee = allGatewaysFee( settings );
	return (
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
	);
}
