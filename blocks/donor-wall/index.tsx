/**
 * Registers the donor wall block in the editor.
 */
import { registerDynamicBlock } from '@opengive/blocks/register-dynamic-block';
import {
	fromShortcode,
	giveDonorWallTransform,
} from '@opengive/blocks/givewp-shortcodes';
import metadata from './block.json';
import Edit from './edit';
import type { DonorWallAttributes } from './types';
import { variations } from './variations';
import './style.scss';

registerDynamicBlock< DonorWallAttributes >( metadata, Edit, {
	transforms: fromShortcode( giveDonorWallTransform ),
	variations,
} );
