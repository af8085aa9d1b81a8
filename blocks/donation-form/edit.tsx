/**
 * Editor UI: pick a donation form, preview it as the server renders it.
 */
import { useBlockProps, InspectorControls } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Disabled,
	PanelBody,
	Placeholder,
	SelectControl,
	Spinner,
} from '@wordpress/components';
import { useEntityRecords } from '@wordpress/core-data';
import ServerSideRender from '@wordpress/server-side-render';
import { __ } from '@wordpress/i18n';
import {
	displayModeOptions,
	formPickerOptions,
} from '@opengive/donation-form/form-options';
import type { DonationFormAttributes } from './types';

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< DonationFormAttributes > ) {
	const blockProps = useBlockProps();
	const { records, hasResolved } = useEntityRecords< {
		id: number;
		title: { rendered: string };
	} >( 'postType', 'opengive_form', { per_page: 100, status: 'publish' } );
	const options = formPickerOptions( records ?? [] );
	const picker = (
		<SelectControl
			__nextHasNoMarginBottom
			label={ __( 'Donation form', 'opengive' ) }
			value={ String( attributes.formId ) }
			options={ options }
			onChange={ ( value: string ) =>
				setAttributes( { formId: Number( value ) } )
			}
		/>
	);

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Form', 'opengive' ) }>
					{ picker }
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Display', 'opengive' ) }
						value={ attributes.displayMode }
						options={ displayModeOptions() }
						onChange={ ( value: string ) =>
							setAttributes( {
								displayMode:
									value as DonationFormAttributes[ 'displayMode' ],
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
			{ ! attributes.formId && (
				<Placeholder
					icon="heart"
					label={ __( 'Donation Form', 'opengive' ) }
					instructions={ __(
						'Choose the donation form to show here.',
						'opengive'
					) }
				>
					{ hasResolved ? picker : <Spinner /> }
				</Placeholder>
			) }
			{ attributes.formId > 0 && (
				<Disabled>
					<ServerSideRender
						block="opengive/donation-form"
						attributes={ attributes }
					/>
				</Disabled>
			) }
		</div>
	);
}
