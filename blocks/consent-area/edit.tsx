/**
 * Editor UI: the inner content is edited in place; the sidebar picks the category (or a service)
 * and the placeholder sentence. A block id is given once, so the REST route can find the block.
 */
import { useEffect } from '@wordpress/element';
import {
	useBlockProps,
	InnerBlocks,
	InspectorControls,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ConsentAreaAttributes } from './types';

export default function Edit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< ConsentAreaAttributes > ) {
	useEffect( () => {
		if ( ! attributes.blockId ) {
			setAttributes( {
				blockId: clientId.replace( /-/g, '' ).slice( 0, 16 ),
			} );
		}
	}, [ attributes.blockId, clientId, setAttributes ] );
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Consent', 'opengive' ) }>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __(
							'Shown after this category is allowed',
							'opengive'
						) }
						value={ attributes.category }
						options={ [
							{
								value: 'preferences',
								label: __( 'Preferences', 'opengive' ),
							},
							{
								value: 'statistics',
								label: __( 'Statistics', 'opengive' ),
							},
							{
								value: 'marketing',
								label: __( 'Marketing', 'opengive' ),
							},
						] }
						onChange={ ( category ) =>
							setAttributes( {
								category:
									category as ConsentAreaAttributes[ 'category' ],
							} )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __(
							'Service (optional, e.g. youtube)',
							'opengive'
						) }
						value={ attributes.service }
						onChange={ ( service ) => setAttributes( { service } ) }
					/>
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Placeholder text', 'opengive' ) }
						value={ attributes.placeholder }
						onChange={ ( placeholder ) =>
							setAttributes( { placeholder } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<InnerBlocks />
		</div>
	);
}
