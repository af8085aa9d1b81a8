/**
 * The form's own messages for the browser's validity check (spec sections 4 and 5: native validity is
 * checked before the donation is sent, with custom messages from a per-field table), set through
 * setCustomValidity so the browser's bubble speaks the site's words in the site's language.
 */
import { __, sprintf } from '@wordpress/i18n';
import { keepClearOfHeader } from '../ui/dom/clear-of-header';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a field must hold, by its data-validity name or its autocomplete token. */
const MISSING: Record< string, () => string > = {
	'given-name': () => __( 'Please enter your first name.', 'opengive' ),
	email: () => __( 'Please enter your email address.', 'opengive' ),
	organization: () => __( 'Please enter the company name.', 'opengive' ),
	'new-password': () =>
		__( 'Please choose a password for your account.', 'opengive' ),
	country: () => __( 'Please choose your country.', 'opengive' ),
	'address-line1': () =>
		__( 'Please enter your street address.', 'opengive' ),
	'address-level2': () => __( 'Please enter your town or city.', 'opengive' ),
	'address-level1': () =>
		__( 'Please choose your state, province or county.', 'opengive' ),
	'postal-code': () => __( 'Please enter your postcode or ZIP.', 'opengive' ),
	terms: () => __( 'Please accept the terms to donate.', 'opengive' ),
};

/**
 * The field's label text, for fields the table does not name (custom fields).
 *
 * @param field The field.
 */
function labelOf( field: Field ): string {
	return ( field.labels?.[ 0 ]?.textContent ?? '' ).trim();
}

/**
 * The message for a field the browser found invalid ('' when it is valid).
 *
 * @example validityMessage( emptyEmailInput ) // 'Please enter your email address.'
 * @param field The field.
 */
export function validityMessage( field: Field ): string {
	const { validity } = field;
	const key = field.dataset.validity || field.autocomplete || '';
	if ( validity.valueMissing ) {
		const named = MISSING[ key ];
		if ( named ) {
			return named();
		}
		return field.type === 'checkbox'
			? __( 'Please tick this box to go on.', 'opengive' )
			: sprintf(
					/* translators: %s: the field's label */
					__( 'Please fill in “%s”.', 'opengive' ),
					labelOf( field )
				);
	}
	if ( validity.typeMismatch && field.type === 'email' ) {
		return __( 'Please enter a valid email address.', 'opengive' );
	}
	if ( validity.tooLong ) {
		return __( 'This is longer than the form allows.', 'opengive' );
	}
	if (
		validity.badInput ||
		validity.rangeUnderflow ||
		validity.rangeOverflow
	) {
		return __( 'Please enter a number.', 'opengive' );
	}
	return '';
}

function isField( target: EventTarget | null ): target is Field {
	return (
		target instanceof HTMLInputElement ||
		target instanceof HTMLSelectElement ||
		target instanceof HTMLTextAreaElement
	);
}

/**
 * Handlers for the form element: the browser's invalid event gets the table's message; any edit of
 * the field clears it (a custom message would otherwise keep the field invalid); so does each new
 * submit, so values filled in by the script (a login) are judged afresh.
 */
export const validityHandlers = {
	onInvalidCapture( event: { target: EventTarget | null } ) {
		const field = event.target;
		if ( isField( field ) && ! field.validity.customError ) {
			field.setCustomValidity( validityMessage( field ) );
		}
	},
	onInputCapture( event: { target: EventTarget | null } ) {
		if ( isField( event.target ) ) {
			event.target.setCustomValidity( '' );
		}
	},
	onChangeCapture( event: { target: EventTarget | null } ) {
		if ( isField( event.target ) ) {
			event.target.setCustomValidity( '' );
		}
	},
	onClickCapture( event: {
		target: EventTarget | null;
		currentTarget: EventTarget | null;
	} ) {
		const form = event.currentTarget;
		if (
			event.target instanceof HTMLButtonElement &&
			event.target.type === 'submit' &&
			form instanceof HTMLFormElement
		) {
			// The browser is about to scroll to the first invalid field: below the theme's header.
			keepClearOfHeader( form.ownerDocument.defaultView ?? window );
			Array.from( form.elements ).forEach( ( element ) => {
				if ( isField( element ) ) {
					element.setCustomValidity( '' );
				}
			} );
		}
	},
};
