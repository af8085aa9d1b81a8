/**
 * Editor UI: pick the form, the format, the button's text and the form's language. The canvas shows
 * a stand-in (the live frame would load the whole form inside the editor).
 */
import { useBlockProps, InspectorControls } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Disabled,
	PanelBody,
	Placeholder,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import { __ } from '@wordpress/i18n';
import {
	DonationFormSelect,
	usePublishedForms,
} from '@opengive/blocks/published-forms';
import type { DonationEmbedAttributes } from './types';

function formatOptions() {
	return [
		{ value: 'inline', label: __( 'Inline frame', 'opengive' ) },
		{ value: 'modal', label: __( 'Modal', 'opengive' ) },
		{ value: 'reveal', label: __( 'Reveal', 'opengive' ) },
		{ value: 'newTab', label: __( 'New tab', 'opengive' ) },
	];
}

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< DonationEmbedAttributes > ) {
	const blockProps = useBlockProps();
	const { forms } = usePublishedForms();
	const chosen = forms.find( ( record ) => record.id === attributes.formId );
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Embed', 'opengive' ) }>
					<DonationFormSelect
						forms={ forms }
						formId={ attributes.formId }
						onChange={ ( formId ) => setAttributes( { formId } ) }
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Format', 'opengive' ) }
						value={ attributes.format }
						options={ formatOptions() }
						onChange={ ( value: string ) =>
							setAttributes( {
								format: value as DonationEmbedAttributes[ 'format' ],
							} )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Button text', 'opengive' ) }
						value={ attributes.openFormButton }
						onChange={ ( value: string ) =>
							setAttributes( { openFormButton: value } )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Form language (e.g. de_DE)', 'opengive' ) }
						value={ attributes.locale }
						onChange={ ( value: string ) =>
							setAttributes( { locale: value.trim() } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			{ attributes.preview && (
				<Disabled>
					<ServerSideRender
						block="opengive/donation-embed"
						attributes={ attributes }
					/>
				</Disabled>
			) }
			{ ! attributes.preview && (
				<Placeholder
					icon="external"
					label={ __( 'Donation Embed', 'opengive' ) }
					instructions={
						chosen
							? `${ chosen.title.rendered } · ${
									formatOptions().find(
										( option ) =>
											option.value === attributes.format
									)?.label ?? ''
								}`
							: __(
									'Choose a donation form in the block settings.',
									'opengive'
								)
					}
				/>
			) }
		</div>
	);
}
