/**
 * Registers the donor dashboard block in the editor (render.php prints it for whoever is logged in).
 */
import { registerDynamicBlock } from '@opengive/blocks/register-dynamic-block';
import metadata from './block.json';
import Edit from './edit';
import './style.scss';

registerDynamicBlock< Record< string, never > >( metadata, Edit );
