/**
 * Registers one of the plugin's blocks in the editor. Every OpenGive block is dynamic (render.php
 * prints it), so none saves markup: the editor stores only the block's comment and attributes.
 */
import {
	registerBlockType,
	type BlockConfiguration,
	type BlockEditProps,
} from '@wordpress/blocks';
import type { ComponentType } from 'react';

/**
 * @example registerDynamicBlock< CampaignAttributes >( metadata, Edit );
 * @param metadata The block's block.json.
 * @param edit     The editor component.
 */
export function registerDynamicBlock<
	Attributes extends Record< string, unknown >,
>(
	metadata: unknown,
	edit: ComponentType< BlockEditProps< Attributes > >
): void {
	registerBlockType< Attributes >(
		metadata as BlockConfiguration< Attributes >,
		{
			edit,
			save: () => null,
		}
	);
}
