/**
 * Registers one of the plugin's dynamic blocks in the editor: render.php prints it, so it saves no
 * markup and the editor stores only the block's comment and attributes. (The consent area, which
 * saves its inner blocks, and the contact field, which has variations, register themselves.)
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
 * @param extra    More settings (transforms, variations) than block.json can carry.
 */
export function registerDynamicBlock<
	Attributes extends Record< string, unknown >,
>(
	metadata: unknown,
	edit: ComponentType< BlockEditProps< Attributes > >,
	extra: Record< string, unknown > = {}
): void {
	registerBlockType< Attributes >(
		metadata as BlockConfiguration< Attributes >,
		{
			...( extra as Partial< BlockConfiguration< Attributes > > ),
			edit,
			save: () => null,
		}
	);
}
