/**
 * Editor UI: pick an active campaign, the description and the button label; preview as the server
 * renders it. Campaigns come from the admin API (editors have the capability).
 */
import { useBlockProps, InspectorControls } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Disabled,
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import { __ } from '@wordpress/i18n';
import {
	campaignOptions,
	useCampaignChoices,
} from '@opengive/blocks/campaign-choices';
import type { CampaignAttributes } from './types';

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< CampaignAttributes > ) {
	const campaigns = useCampaignChoices( { status: 'active' } );
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Campaign', 'opengive' ) }>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Campaign', 'opengive' ) }
						value={ String( attributes.campaignId ) }
						options={ campaignOptions( campaigns, {
							value: '0',
							label: __( '— Choose —', 'opengive' ),
						} ) }
						onChange={ ( value: string ) =>
							setAttributes( { campaignId: Number( value ) } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show the description', 'opengive' ) }
						checked={ attributes.showDescription }
						onChange={ ( showDescription: boolean ) =>
							setAttributes( { showDescription } )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Button label', 'opengive' ) }
						value={ attributes.buttonLabel }
						placeholder={ __( 'Donate now', 'opengive' ) }
						onChange={ ( buttonLabel: string ) =>
							setAttributes( { buttonLabel } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<Disabled>
				<ServerSideRender
					block="opengive/campaign"
					attributes={ attributes }
				/>
			</Disabled>
		</div>
	);
}
