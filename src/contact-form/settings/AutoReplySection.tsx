/**
 * The optional auto-reply to the sender (to the reply-to field's address).
 */
import { __ } from '@wordpress/i18n';
import {
	PanelBody,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { appendTag, flagValue, textValue, withSetting } from './model';
import TagButtons from './TagButtons';
import type { SectionProps } from './section-props';

export default function AutoReplySection( {
	settings,
	onChange,
	defaults,
	fields,
}: SectionProps ) {
	const enabled = flagValue( settings, 'autoreply', defaults );
	const body = textValue( settings, 'autoreply_body' );
	return (
		<PanelBody
			title={ __( 'Auto-reply', 'opengive' ) }
			initialOpen={ false }
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Send an auto-reply to the sender', 'opengive' ) }
				checked={ enabled }
				onChange={ ( value: boolean ) =>
					onChange( withSetting( settings, 'autoreply', value ) )
				}
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Auto-reply subject', 'opengive' ) }
				placeholder={ defaults.settings.autoreply_subject }
				disabled={ ! enabled }
				value={ textValue( settings, 'autoreply_subject' ) }
				onChange={ ( value: string ) =>
					onChange(
						withSetting( settings, 'autoreply_subject', value )
					)
				}
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Auto-reply body', 'opengive' ) }
				placeholder={ defaults.settings.autoreply_body }
				disabled={ ! enabled }
				value={ body }
				onChange={ ( value: string ) =>
					onChange( withSetting( settings, 'autoreply_body', value ) )
				}
			/>
			<TagButtons
				fields={ fields }
				target={ __( 'Auto-reply body', 'opengive' ) }
				onInsert={ ( tag ) =>
					onChange(
						withSetting(
							settings,
							'autoreply_body',
							appendTag( body, tag )
						)
					)
				}
			/>
		</PanelBody>
	);
}
