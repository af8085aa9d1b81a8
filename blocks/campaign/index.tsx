/**
 * Registers the campaign block in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';
import './style.scss';

export type CampaignAttributes = {
	campaignId: number;
	showDescription: boolean;
	/** '' means "Donate now". */
	buttonLabel: string;
};

registerBlockType< CampaignAttributes >(
	metadata as unknown as BlockConfiguration< CampaignAttributes >,
	{
		edit: Edit,
		// Dynamic block: render.php prints it with live progress.
		save: () => null,
	}
);
