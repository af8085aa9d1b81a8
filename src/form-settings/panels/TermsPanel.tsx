/**
 * The terms the donor must accept.
 */
import { __ } from '@wordpress/i18n';
import {
	PanelBody,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import type { FormSettingsValue } from '../model';
import type { SectionProps } from './section-props';

export default function TermsPanel( { settings, onChange }: SectionProps ) {
	const set = ( patch: Partial< FormSettingsValue > ) =>
		onChange( { ...settings, ...patch } );
	return (
		<PanelBody title={ __( 'Terms', 'opengive' ) } initialOpen={ false }>
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
	);
}
