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
import ServerSideRender from '@wordpress/server-side-render';
import { __ } from '@wordpress/i18n';
import {
	displayModeOptions,
	startPeriodOptions,
} from '@opengive/donation-form/form-options';
import {
	DonationFormSelect,
	usePublishedForms,
} from '@opengive/blocks/published-forms';
import type { DonationFormAttributes } from './types';

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< DonationFormAttributes > ) {
	const blockProps = useBlockProps();
	const { forms, hasResolved } = usePublishedForms();
	const picker = (
		<DonationFormSelect
			forms={ forms }
			formId={ attributes.formId }
			onChange={ ( formId ) => setAttributes( { formId } ) }
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
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Starts as', 'opengive' ) }
						help={ __(
							'Preselects how often to give, on forms that let the donor choose that period.',
							'opengive'
						) }
						value={ attributes.recurringPeriod }
						options={ startPeriodOptions() }
						onChange={ ( value: string ) =>
							setAttributes( {
								recurringPeriod:
									value as DonationFormAttributes[ 'recurringPeriod' ],
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
			{ ! attributes.formId && ! attributes.preview && (
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
			{ ( attributes.formId > 0 || attributes.preview ) && (
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
