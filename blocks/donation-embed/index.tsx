/**
 * Registers the donation embed block in the editor.
 */
import { registerDynamicBlock } from '@opengive/blocks/register-dynamic-block';
import metadata from './block.json';
import Edit from './edit';
import type { DonationEmbedAttributes } from './types';

registerDynamicBlock< DonationEmbedAttributes >( metadata, Edit );
