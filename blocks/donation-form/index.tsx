/**
 * Registers the donation form block in the editor (render.php prints it).
 */
import { registerDynamicBlock } from '@opengive/blocks/register-dynamic-block';
import {
	fromShortcode,
	giveFormTransform,
} from '@opengive/blocks/givewp-shortcodes';
import metadata from './block.json';
import Edit from './edit';
import type { DonationFormAttributes } from './types';
import { variations } from './variations';
import './style.scss';

registerDynamicBlock< DonationFormAttributes >( metadata, Edit, {
	transforms: fromShortcode( giveFormTransform ),
	variations,
} );
