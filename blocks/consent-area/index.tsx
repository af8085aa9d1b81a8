/**
 * Registers the consent-area block: its inner blocks are saved in the post but never printed by the
 * server; the banner script fetches them from REST once the chosen category is allowed.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InnerBlocks } from '@wordpress/block-editor';
import metadata from './block.json';
import Edit from './edit';

export type ConsentAreaAttributes = {
	/** Stable id the REST route finds the block by (set once, when the block is added). */
	blockId: string;
	category: 'preferences' | 'statistics' | 'marketing';
	/** A service slug, or '' to follow the category. */
	service: string;
	/** '' means the default sentence. */
	placeholder: string;
};

registerBlockType< ConsentAreaAttributes >(
	metadata as unknown as BlockConfiguration< ConsentAreaAttributes >,
	{
		edit: Edit,
		save: () => <InnerBlocks.Content />,
	}
);
