/**
 * Registers the donation form block in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';
import './style.scss';

export type DonationFormAttributes = {
	formId: number;
};

registerBlockType< DonationFormAttributes >(
	metadata as unknown as BlockConfiguration< DonationFormAttributes >,
	{
		edit: Edit,
		// Dynamic block: render.php prints it.
		save: () => null,
	}
);
