/**
 * give_process_donation_login (spec section 7): log in from inside the donation form.
 */
import { postAjax } from './admin-ajax';

export interface LoginAnswer {
	success: boolean;
	/** The server's HTML: a welcome notice, or the errors block. */
	data: string;
	user?: { firstName: string; lastName: string; email: string };
}

interface NonceAnswer {
	success: boolean;
	data?: { nonce?: string };
}

/**
 * The login nonce for this browser. The server refuses a login without it (no login CSRF); it is
 * bound to a cookie of this browser, so it is fetched when the login panel opens rather than
 * printed in the (cacheable) page. Resolves to '' when it cannot be fetched (the login then answers
 * with the server's "expired" message).
 *
 * @param ajaxUrl admin-ajax.php.
 */
export async function fetchLoginNonce( ajaxUrl: string ): Promise< string > {
	try {
		const answer = await postAjax< NonceAnswer >( ajaxUrl, {
			action: 'opengive_login_nonce',
		} );
		return answer.data?.nonce ?? '';
	} catch {
		return '';
	}
}

/**
 * Logs in.
 *
 * @param ajaxUrl  admin-ajax.php.
 * @param formId   The form.
 * @param login    Username or email.
 * @param password Password.
 * @param nonce    From fetchLoginNonce().
 */
export function logInFromForm(
	ajaxUrl: string,
	formId: number,
	login: string,
	password: string,
	nonce: string
): Promise< LoginAnswer > {
	return postAjax< LoginAnswer >( ajaxUrl, {
		action: 'give_process_donation_login',
		give_ajax: '1',
		give_user_login: login,
		give_user_pass: password,
		give_form_id: String( formId ),
		give_login_nonce: nonce,
	} );
}

/**
 * The messages in the server's notice or error HTML, as plain text (never inserted as markup).
 *
 * @param html Server HTML.
 */
export function messagesFromHtml( html: string ): string[] {
	const doc = new DOMParser().parseFromString( html, 'text/html' );
	const paragraphs = Array.from( doc.querySelectorAll( 'p' ) );
	const texts = ( paragraphs.length ? paragraphs : [ doc.body ] )
		.map( ( node ) => ( node.textContent ?? '' ).trim() )
		.filter( ( text ) => text !== '' );
	return texts;
}
