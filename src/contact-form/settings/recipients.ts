/**
 * The recipient list is one comma-separated string (CF7's "To" field). Each item must be an email
 * address; the server refuses the save otherwise (ContactFormPostType::bad_recipients), and this
 * check shows the same verdict while the editor types.
 */

// Close to WordPress's is_email(): local part, one @, a dotted domain of letters, digits and
// hyphens whose last label has two or more characters.
const EMAIL =
	/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z0-9-]{2,}$/;

/**
 * The non-empty items of the list, trimmed.
 * @param value
 */
export function splitRecipients( value: string ): string[] {
	return value
		.split( ',' )
		.map( ( item ) => item.trim() )
		.filter( ( item ) => item !== '' );
}

export function isEmail( value: string ): boolean {
	return value.length >= 6 && EMAIL.test( value );
}

/**
 * The items that are not email addresses (an empty list is fine: the site admin gets the mail).
 * @param value
 */
export function badRecipients( value: string ): string[] {
	return splitRecipients( value ).filter( ( item ) => ! isEmail( item ) );
}
