/**
 * Registers the share links block in the editor.
 */
import { registerDynamicBlock } from '@opengive/blocks/register-dynamic-block';
import metadata from './block.json';
import Edit from './edit';
import type { ShareAttributes } from './types';
import './style.scss';

registerDynamicBlock< ShareAttributes >( metadata, Edit );
