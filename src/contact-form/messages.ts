/**
 * Messages for a failing rule that carries no `error` of its own. A form's settings normally supply
 * every message (CF7 puts them in the schema); these are CF7's defaults, worded identically in
 * OpenGive\ContactForms\Validation\Swv::default_message() so both sides print the same tip.
 */
import { __ } from '@wordpress/i18n';

/**
 * The default message of a rule.
 *
 * @param rule The rule name.
 */
export function defaultMessage( rule: string ): string {
	switch ( rule ) {
		case 'required':
		case 'requiredfile':
			return __( 'Please fill out this field.', 'opengive' );
		case 'email':
			return __( 'Please enter an email address.', 'opengive' );
		case 'url':
			return __( 'Please enter a URL.', 'opengive' );
		case 'tel':
			return __( 'Please enter a telephone number.', 'opengive' );
		case 'number':
			return __( 'Please enter a number.', 'opengive' );
		case 'date':
			return __(
				'Please enter a date in YYYY-MM-DD format.',
				'opengive'
			);
		case 'time':
			return __( 'Please enter a time in HH:MM format.', 'opengive' );
		case 'file':
			return __(
				'You are not allowed to upload files of this type.',
				'opengive'
			);
		case 'minfilesize':
			return __( 'The uploaded file is too small.', 'opengive' );
		case 'maxfilesize':
			return __( 'The uploaded file is too large.', 'opengive' );
		case 'minitems':
		case 'minlength':
			return __( 'This field has a too short input.', 'opengive' );
		case 'maxitems':
		case 'maxlength':
			return __( 'This field has a too long input.', 'opengive' );
		case 'minnumber':
			return __( 'This field has a too small number.', 'opengive' );
		case 'maxnumber':
			return __( 'This field has a too large number.', 'opengive' );
		case 'mindate':
			return __( 'This field has a too early date.', 'opengive' );
		case 'maxdate':
			return __( 'This field has a too late date.', 'opengive' );
		case 'stepnumber':
			return __(
				'This field has a number that is not a valid step.',
				'opengive'
			);
		default:
			return __( 'Please check this field.', 'opengive' );
	}
}
