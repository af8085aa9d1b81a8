/**
 * Back to Top in the editor: the button shown in place (on the page it is fixed in a corner).
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { registerDynamicBlock } from '@opengive/blocks/register-dynamic-block';
import metadata from './block.json';
import './style.scss';

type Attributes = { label: string };

function Edit( { attributes, setAttributes }: BlockEditProps< Attributes > ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Button', 'opengive' ) }>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Label', 'opengive' ) }
						help={ __(
							'Read by screen readers; empty means "Back to top".',
							'opengive'
						) }
						value={ attributes.label }
						onChange={ ( label ) => setAttributes( { label } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<span className="wp-block-opengive-back-to-top__button is-preview">
				↑ { attributes.label || __( 'Back to top', 'opengive' ) }
			</span>
		</div>
	);
}

registerDynamicBlock< Attributes >( metadata, Edit );
