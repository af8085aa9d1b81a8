/**
 * Registers the consent-area block: its inner blocks are saved in the post but never printed by the
 * server; the banner script fetches them from REST once the chosen category is allowed.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { InnerBlocks } from '@wordpress/block-editor';
import metadata from './block.json';
import Edit from './edit';
import type { ConsentAreaAttributes } from './types';

registerBlockType< ConsentAreaAttributes >(
	metadata as unknown as BlockConfiguration< ConsentAreaAttributes >,
	{
		edit: Edit,
		save: () => <InnerBlocks.Content />,
	}
);
