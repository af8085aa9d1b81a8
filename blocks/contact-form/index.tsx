/**
 * Registers the contact form block: it places one contact form (an opengive_contact_form post,
 * reusable on several pages) and render.php prints it.
 */
import { registerDynamicBlock } from '@opengive/blocks/register-dynamic-block';
import metadata from './block.json';
import Edit from './edit';
import type { ContactFormAttributes } from './types';
import './style.scss';

registerDynamicBlock< ContactFormAttributes >( metadata, Edit );
