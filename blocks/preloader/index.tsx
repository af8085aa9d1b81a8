/**
 * Preloader in the editor: a note in place of the full-screen cover it prints on the page.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { registerDynamicBlock } from '@opengive/blocks/register-dynamic-block';
import metadata from './block.json';
import './style.scss';

function Edit() {
	return (
		<p { ...useBlockProps() }>
			{ __(
				'Preloader: covers the page while it loads and fades 2 seconds after.',
				'opengive'
			) }
		</p>
	);
}

registerDynamicBlock< Record< string, never > >( metadata, Edit );
