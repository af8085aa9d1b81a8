/**
 * Registers the contact form block: it places one contact form (an opengive_contact_form post,
 * reusable on several pages) and render.php prints it.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';
import './style.scss';

export type ContactFormAttributes = {
	formId: number;
};

registerBlockType< ContactFormAttributes >(
	metadata as unknown as BlockConfiguration< ContactFormAttributes >,
	{
		edit: Edit,
		// Dynamic block: render.php prints the form.
		save: () => null,
	}
);
