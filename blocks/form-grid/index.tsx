/**
 * Registers the donation form grid block in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';
import './style.scss';

export type FormGridAttributes = {
	/** Forms to show, in order; empty shows every published form. */
	formIds: number[];
	columns: number;
	/** The cards' button; '' means "Donate". */
	buttonLabel: string;
};

registerBlockType< FormGridAttributes >(
	metadata as unknown as BlockConfiguration< FormGridAttributes >,
	{
		edit: Edit,
		// Dynamic block: render.php prints it.
		save: () => null,
	}
);
