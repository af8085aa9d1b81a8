/**
 * Editor UI: choose the forms, the columns and the button label; preview as the server renders it.
 */
import { useBlockProps, InspectorControls } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	CheckboxControl,
	Disabled,
	PanelBody,
	RangeControl,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { usePublishedForms } from '@opengive/blocks/published-forms';
import HeadingLevelControl from '@opengive/blocks/HeadingLevelControl';
import ServerSideRender from '@wordpress/server-side-render';
import { __ } from '@wordpress/i18n';
import { toggleFormId } from '@opengive/donation-form/form-options';
import type { FormGridAttributes } from './types';

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< FormGridAttributes > ) {
	const blockProps = useBlockProps();
	const { forms, hasResolved } = usePublishedForms();

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Forms', 'opengive' ) }>
					<p>
						{ __(
							'Leave all unticked to show every published form.',
							'opengive'
						) }
					</p>
					{ ! hasResolved && <Spinner /> }
					{ forms.map( ( form ) => (
						<CheckboxControl
							key={ form.id }
							__nextHasNoMarginBottom
							label={ form.title.rendered || `#${ form.id }` }
							checked={ attributes.formIds.includes( form.id ) }
							onChange={ () =>
								setAttributes( {
									formIds: toggleFormId(
										attributes.formIds,
										form.id
									),
								} )
							}
						/>
					) ) }
				</PanelBody>
				<PanelBody title={ __( 'Layout', 'opengive' ) }>
					<RangeControl
						__nextHasNoMarginBottom
						label={ __( 'Columns', 'opengive' ) }
						value={ attributes.columns }
						min={ 1 }
						max={ 4 }
						onChange={ ( columns?: number ) =>
							setAttributes( { columns: columns ?? 3 } )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Button label', 'opengive' ) }
						value={ attributes.buttonLabel }
						placeholder={ __( 'Donate', 'opengive' ) }
						onChange={ ( buttonLabel: string ) =>
							setAttributes( { buttonLabel } )
						}
					/>
					<HeadingLevelControl
						label={ __( 'Card title level', 'opengive' ) }
						value={ attributes.headingLevel }
						onChange={ ( headingLevel ) =>
							setAttributes( { headingLevel } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<Disabled>
				<ServerSideRender
					block="opengive/form-grid"
					attributes={ attributes }
				/>
			</Disabled>
		</div>
	);
}
