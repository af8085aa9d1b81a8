/**
 * Which gateways the form offers.
 */
import { __ } from '@wordpress/i18n';
import { CheckboxControl, PanelBody } from '@wordpress/components';
import { toggleGateway } from '../model';
import type { SectionProps, GatewayChoice } from './section-props';

export default function PaymentMethodsPanel( {
	settings,
	onChange,
	gateways,
}: SectionProps & { gateways: GatewayChoice[] } ) {
	return (
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
						onChange( toggleGateway( settings, gateway.id, on ) )
					}
				/>
			) ) }
		</PanelBody>
	);
}
