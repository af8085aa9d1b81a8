/**
 * "Embed on any website": the copy-paste snippet of this form for each embed format (issue 15).
 * A charity pastes one into Shopify, Squarespace or any page; embed.js does the rest.
 */
import { PanelBody, TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { embedSnippet, type SnippetOptions } from '../embed/snippet';

export interface EmbedConfig {
	homeUrl: string;
	loaderUrl: string;
}

interface Props {
	formId: number;
	config: EmbedConfig;
}

function formats(): Array< {
	format: SnippetOptions[ 'format' ];
	label: string;
} > {
	return [
		{
			format: 'inline',
			label: __( 'Inline (resizing frame)', 'opengive' ),
		},
		{
			format: 'modal',
			label: __( 'Modal (button opens a dialog)', 'opengive' ),
		},
		{ format: 'reveal', label: __( 'Reveal (like modal)', 'opengive' ) },
		{ format: 'newTab', label: __( 'New tab (a link)', 'opengive' ) },
	];
}

export default function EmbedSnippets( { formId, config }: Props ) {
	return (
		<PanelBody
			title={ __( 'Embed on any website', 'opengive' ) }
			initialOpen={ false }
		>
			<p>
				{ __(
					'Paste one of these into any web page to take donations there with this form.',
					'opengive'
				) }
			</p>
			{ formats().map( ( { format, label } ) => (
				<TextareaControl
					__nextHasNoMarginBottom
					key={ format }
					label={ label }
					readOnly
					rows={ 5 }
					value={ embedSnippet( {
						homeUrl: config.homeUrl,
						loaderUrl: config.loaderUrl,
						formId,
						format,
						buttonText: __( 'Donate now', 'opengive' ),
					} ) }
					onChange={ () => undefined }
					onFocus={ ( event ) => event.currentTarget.select() }
				/>
			) ) }
		</PanelBody>
	);
}
