/**
 * Registers the donation form grid block in the editor (render.php prints it).
 */
import { registerDynamicBlock } from '@opengive/blocks/register-dynamic-block';
import metadata from './block.json';
import Edit from './edit';
import type { FormGridAttributes } from './types';
import './style.scss';

registerDynamicBlock< FormGridAttributes >( metadata, Edit );
