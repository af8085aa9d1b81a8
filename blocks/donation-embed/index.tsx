/**
 * Registers the donation embed block in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';

export type DonationEmbedAttributes = {
	formId: number;
	format: 'inline' | 'modal' | 'reveal' | 'newTab';
	openFormButton: string;
	locale: string;
};

registerBlockType< DonationEmbedAttributes >(
	metadata as unknown as BlockConfiguration< DonationEmbedAttributes >,
	{
		edit: Edit,
		// Dynamic block: render.php prints the embed root, embed.js renders it.
		save: () => null,
	}
);
