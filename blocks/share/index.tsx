/**
 * Registers the share links block in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';
import './style.scss';

export type ShareAttributes = {
	/** Text shared with the address; '' means the page title. */
	text: string;
};

registerBlockType< ShareAttributes >(
	metadata as unknown as BlockConfiguration< ShareAttributes >,
	{
		edit: Edit,
		// Dynamic block: render.php prints it.
		save: () => null,
	}
);
