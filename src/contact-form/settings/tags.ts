/**
 * The mail tags an editor can insert into the subject and bodies: one per contact-field block in the
 * post (read from the block editor store, so fields added a moment ago are listed before saving),
 * then the special tags plugin/src/ContactForms/Actions/ContactMailer.php replaces.
 */

/** The part of a block the tag list needs (core/block-editor's getBlocks() returns more). */
export interface BlockLike {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks?: BlockLike[];
}

export interface FieldTag {
	/** The field's name, as posted. */
	name: string;
	/** The field's type (text, email, textarea…). */
	type: string;
	/** The label the editor gave it, for the list. */
	label: string;
}

export const FIELD_BLOCK = 'opengive/contact-field';

export const SPECIAL_TAGS = [
	'_all_fields',
	'_site_title',
	'_site_url',
	'_date',
] as const;

/**
 * Every named contact field in document order (nested groups included), each name once.
 * @param blocks
 */
export function fieldsFromBlocks( blocks: readonly BlockLike[] ): FieldTag[] {
	const found: FieldTag[] = [];
	const seen = new Set< string >();
	const walk = ( list: readonly BlockLike[] ) => {
		for ( const block of list ) {
			if ( block.name === FIELD_BLOCK ) {
				const name = String( block.attributes.name ?? '' ).trim();
				// A field without a name posts nothing, so it has no tag; a duplicate name
				// would render the same value twice.
				if ( name !== '' && ! seen.has( name ) ) {
					seen.add( name );
					found.push( {
						name,
						type: String( block.attributes.type ?? 'text' ),
						label: String( block.attributes.label ?? '' ),
					} );
				}
			}
			walk( block.innerBlocks ?? [] );
		}
	};
	walk( blocks );
	return found;
}

/**
 * The tag text for a field or special tag name: `[your-name]`.
 * @param name
 */
export function tagFor( name: string ): string {
	return `[${ name }]`;
}

/**
 * The fields whose value can be a reply-to address.
 * @param fields
 */
export function emailFields( fields: readonly FieldTag[] ): FieldTag[] {
	return fields.filter( ( field ) => field.type === 'email' );
}
