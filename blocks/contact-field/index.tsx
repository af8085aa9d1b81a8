/**
 * Registers the contact form field block (the inner blocks of a contact form post).
 */
import {
	registerBlockType,
	type BlockConfiguration,
	type BlockVariation,
} from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';
import { variations } from './variations';
import type { FieldAttributes } from './types';

registerBlockType< FieldAttributes >(
	metadata as unknown as BlockConfiguration< FieldAttributes >,
	{
		edit: Edit,
		// Printed by the contact form block's renderer, never on its own.
		save: () => null,
		// A variation sets only the type; the block's defaults fill in the rest.
		variations: variations as unknown as Array<
			BlockVariation< FieldAttributes >
		>,
	}
);
