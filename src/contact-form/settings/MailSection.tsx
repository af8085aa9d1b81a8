/**
 * Where the message goes and what it says: recipients (each checked as an address), subject and
 * body with the field tags, the reply-to field, and whether uploads are kept.
 */
import { __ } from '@wordpress/i18n';
import {
	PanelBody,
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { badRecipients } from './recipients';
import { emailFields } from './tags';
import {
	appendTag,
	flagValue,
	textValue,
	withSetting,
	type TextKey,
} from './model';
import TagButtons from './TagButtons';
import type { SectionProps } from './section-props';

export default function MailSection( {
	settings,
	onChange,
	defaults,
	fields,
}: SectionProps ) {
	const text = ( key: TextKey ) => textValue( settings, key );
	const setText = ( key: TextKey, value: string ) =>
		onChange( withSetting( settings, key, value ) );
	const insert = ( key: TextKey ) => ( tag: string ) =>
		setText( key, appendTag( text( key ), tag ) );
	const bad = badRecipients( text( 'recipient' ) );
	return (
		<PanelBody title={ __( 'Mail', 'opengive' ) }>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Recipients', 'opengive' ) }
				help={
					bad.length > 0
						? `${ __(
								'These are not email addresses:',
								'opengive'
							) } ${ bad.join( ', ' ) }`
						: __(
								'Comma-separated. Empty: the site admin email.',
								'opengive'
							)
				}
				aria-invalid={ bad.length > 0 }
				value={ text( 'recipient' ) }
				onChange={ ( value: string ) => setText( 'recipient', value ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Subject', 'opengive' ) }
				placeholder={ defaults.settings.subject }
				value={ text( 'subject' ) }
				onChange={ ( value: string ) => setText( 'subject', value ) }
			/>
			<TagButtons
				fields={ fields }
				target={ __( 'Subject', 'opengive' ) }
				onInsert={ insert( 'subject' ) }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Message body', 'opengive' ) }
				placeholder={ defaults.settings.body }
				value={ text( 'body' ) }
				onChange={ ( value: string ) => setText( 'body', value ) }
			/>
			<TagButtons
				fields={ fields }
				target={ __( 'Message body', 'opengive' ) }
				onInsert={ insert( 'body' ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Reply-to field', 'opengive' ) }
				value={ text( 'reply_to_field' ) }
				options={ [
					{
						value: '',
						label: __( 'The first email field', 'opengive' ),
					},
					...emailFields( fields ).map( ( field ) => ( {
						value: field.name,
						label: field.label
							? `${ field.label } [${ field.name }]`
							: `[${ field.name }]`,
					} ) ),
				] }
				onChange={ ( value: string ) =>
					setText( 'reply_to_field', value )
				}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Keep uploaded files after mailing', 'opengive' ) }
				checked={ flagValue( settings, 'keep_uploads', defaults ) }
				onChange={ ( value: boolean ) =>
					onChange( withSetting( settings, 'keep_uploads', value ) )
				}
			/>
		</PanelBody>
	);
}
