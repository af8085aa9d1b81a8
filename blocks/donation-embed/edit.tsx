/**
 * Editor UI: pick the form, the format, the button's text and the form's language. The canvas shows
 * a stand-in (the live frame would load the whole form inside the editor).
 */
import { useBlockProps, InspectorControls } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	Placeholder,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useEntityRecords } from '@wordpress/core-data';
import { __ } from '@wordpress/i18n';
import { formPickerOptions } from '@opengive/donation-form/form-options';
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
	const { records } = useEntityRecords< {
		id: number;
		title: { rendered: string };
	} >( 'postType', 'opengive_form', { per_page: 100, status: 'publish' } );
	const options = formPickerOptions( records ?? [] );
	const chosen = ( records ?? [] ).find(
		( record ) => record.id === attributes.formId
	);
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Embed', 'opengive' ) }>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Donation form', 'opengive' ) }
						value={ String( attributes.formId ) }
						options={ options }
						onChange={ ( value: string ) =>
							setAttributes( { formId: Number( value ) } )
						}
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
		</div>
	);
}
