/**
 * Registers the donor dashboard block in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';
import './style.scss';

registerBlockType(
	metadata as unknown as BlockConfiguration< Record< string, never > >,
	{
		edit: Edit,
		// Dynamic block: render.php prints it for whoever is logged in.
		save: () => null,
	}
);
