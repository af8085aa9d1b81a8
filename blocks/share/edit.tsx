/**
 * Editor UI: the text to share (the page title when empty); the canvas previews the server's render.
 */
import { useBlockProps, InspectorControls } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Disabled, PanelBody, TextControl } from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import { __ } from '@wordpress/i18n';
import type { ShareAttributes } from './types';

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< ShareAttributes > ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Share', 'opengive' ) }>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Text to share', 'opengive' ) }
						value={ attributes.text }
						placeholder={ __( 'The page title', 'opengive' ) }
						onChange={ ( text: string ) =>
							setAttributes( { text } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<Disabled>
				<ServerSideRender
					block="opengive/share"
					attributes={ attributes }
				/>
			</Disabled>
		</div>
	);
}
