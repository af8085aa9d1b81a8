/**
 * Registers the campaign block in the editor (render.php prints it with live progress).
 */
import { registerDynamicBlock } from '@opengive/blocks/register-dynamic-block';
import metadata from './block.json';
import Edit from './edit';
import type { CampaignAttributes } from './types';
import './style.scss';

registerDynamicBlock< CampaignAttributes >( metadata, Edit );
