/**
 * The embed formats (spec section 4, "Embed formats"): newTab is a link, modal a dialog, reveal
 * behaves like modal, and any other value (none included) is an inline frame.
 */

export type EmbedFormat = 'inline' | 'modal' | 'newTab';

/** The values a block or a pasted snippet may write into data-form-format. */
export const FORMAT_VALUES = [ 'inline', 'modal', 'reveal', 'newTab' ] as const;

/**
 * How a root renders, from its data-form-format.
 *
 * @param value The attribute's value, or null when absent.
 */
export function embedFormat( value: string | null | undefined ): EmbedFormat {
	if ( value === 'newTab' ) {
		return 'newTab';
	}
	if ( value === 'modal' || value === 'reveal' ) {
		return 'modal';
	}
	return 'inline';
}
