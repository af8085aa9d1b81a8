/**
 * How the form shows (inline, reveal, modal, button), how levels show, the button label and the campaign.
 */
import { __ } from '@wordpress/i18n';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import type { FormSettingsValue } from '../model';
import type { SectionProps } from './section-props';
import { settingDefault } from '../schema';
import {
	campaignOptions,
	type CampaignChoice,
} from '../../blocks/campaign-choices';

type Option = { value: string; label: string };

export default function DisplayPanel( {
	settings,
	onChange,
	campaigns,
}: SectionProps & { campaigns: CampaignChoice[] } ) {
	const set = ( patch: Partial< FormSettingsValue > ) =>
		onChange( { ...settings, ...patch } );
	return (
		<PanelBody
			title={ __( 'Display and campaign', 'opengive' ) }
			initialOpen={ false }
		>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Show the form', 'opengive' ) }
				value={
					settings.displayMode ?? settingDefault( 'displayMode' )
				}
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
				onChange={ ( displayMode: string ) => set( { displayMode } ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Amount choices', 'opengive' ) }
				value={
					settings.levelDisplay ?? settingDefault( 'levelDisplay' )
				}
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
				onChange={ ( buttonLabel: string ) => set( { buttonLabel } ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Campaign', 'opengive' ) }
				value={ String( settings.campaignId ?? '' ) }
				options={ campaignOptions( campaigns, {
					value: '',
					label: __( '— None —', 'opengive' ),
				} ) }
				onChange={ ( value: string ) =>
					set( { campaignId: value ? Number( value ) : null } )
				}
			/>
		</PanelBody>
	);
}
