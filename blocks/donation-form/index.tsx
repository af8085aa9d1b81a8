/**
 * Registers the donation form block in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';
import './style.scss';

export type DonationFormAttributes = {
	formId: number;
	/** '' shows the form as its settings say; otherwise this block's own choice. */
	displayMode: '' | 'inline' | 'modal' | 'reveal' | 'button';
};

registerBlockType< DonationFormAttributes >(
	metadata as unknown as BlockConfiguration< DonationFormAttributes >,
	{
		edit: Edit,
		// Dynamic block: render.php prints it.
		save: () => null,
	}
);
