/**
 * The guest's "Email me a link" form (give_confirm_email_for_donations_access, spec sections 4 and 7):
 * the button shows loading and is disabled; an error hides the footer and shows the server's message
 * beside the field; success is news, not something to fix: a toast says it and the form is emptied
 * for another address. Without JavaScript the form posts to admin-ajax, which redirects back to the
 * dashboard with the same message in the form (ConfirmEmailAction::form_result).
 */
import { __ } from '@wordpress/i18n';
import { dashboardToast } from './notices';

const CSS = 'wp-block-opengive-donor-dashboard';

/** The action's answer. */
export type EmailAccessResponse = {
	status: 'success' | 'error';
	message: string;
};

/**
 * Sends the form and shows the answer.
 *
 * @param form The email form.
 */
export async function requestAccess(
	form: HTMLFormElement
): Promise< EmailAccessResponse > {
	const button = form.querySelector< HTMLButtonElement >(
		'button[type="submit"]'
	);
	const footer = form.querySelector< HTMLElement >(
		`.${ CSS }__email-footer`
	);
	const message = form.querySelector< HTMLElement >(
		`.${ CSS }__email-message`
	);
	const label = button?.textContent ?? '';
	if ( button ) {
		button.disabled = true;
		button.classList.add( 'is-busy' );
		button.textContent = __( 'Sending…', 'opengive' );
	}
	let answer: EmailAccessResponse;
	try {
		// Not form.action: the hidden input named "action" shadows that property.
		const response = await fetch( form.getAttribute( 'action' ) ?? '', {
			method: 'POST',
			credentials: 'same-origin',
			body: new URLSearchParams(
				// Without the no-JS marker the action answers JSON, not a redirect.
				Array.from( new FormData( form ).entries() )
					.filter( ( [ key ] ) => key !== 'opengive_no_js' )
					.map( ( [ key, value ] ) => [ key, String( value ) ] )
			),
		} );
		// Errors (403, 429, 400) carry the same JSON shape as success.
		answer = ( await response.json() ) as EmailAccessResponse;
	} catch {
		answer = {
			status: 'error',
			message: __(
				'The request could not be sent. Please check your connection and try again.',
				'opengive'
			),
		};
	}
	const sent = answer.status === 'success';
	if ( message ) {
		message.textContent = sent ? '' : answer.message;
		message.classList.toggle( 'is-error', ! sent );
	}
	if ( button ) {
		button.disabled = false;
		button.classList.remove( 'is-busy' );
		button.textContent = label;
	}
	if ( sent ) {
		const email = form.querySelector< HTMLInputElement >(
			'input[type="email"]'
		);
		if ( email ) {
			email.value = '';
		}
		dashboardToast( form.ownerDocument, answer.message, form );
	} else {
		footer?.setAttribute( 'hidden', '' );
	}
	return answer;
}

/**
 * Wires the form: JavaScript submits it in place; editing the email brings the button back after an
 * error, so the donor can correct a typo without reloading.
 *
 * @param root Document.
 */
export function initEmailAccess( root: Document ): void {
	root.querySelectorAll< HTMLFormElement >( `.${ CSS }__email-form` ).forEach(
		( form ) => {
			form.addEventListener( 'submit', ( event ) => {
				event.preventDefault();
				void requestAccess( form );
			} );
			form.querySelector( 'input[type="email"]' )?.addEventListener(
				'input',
				() => {
					form.querySelector(
						`.${ CSS }__email-footer`
					)?.removeAttribute( 'hidden' );
					form.querySelector(
						'button[type="submit"]'
					)?.removeAttribute( 'hidden' );
				}
			);
		}
	);
}
