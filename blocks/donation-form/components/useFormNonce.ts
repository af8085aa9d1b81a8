/**
 * Keeps the form hash fresh (spec section 4): refetched when it expires, at load when a donor
 * session is marked but gone, and with every nonce after a back-forward-cache restore. The form is
 * disabled while a fetch runs. Also renews the REST nonce the form's requests send, so a page a full-page
 * cache served days later still donates.
 */
import { useCallback, useEffect, useReducer, useRef } from '@wordpress/element';
import { setRestNonce } from '@opengive/api/rest-settings';
import { postAjax } from '@opengive/api/admin-ajax';
import {
	hasDonorSession,
	nonceRefreshDelay,
	resetNonceAtLoad,
	type FormNonce,
} from '@opengive/donation-form/nonce';
import {
	isRefreshing,
	nonceTransition,
} from '@opengive/donation-form/store/nonce-machine';

interface ResetAllAnswer {
	success: boolean;
	data: {
		give_form_hash: string;
		give_form_user_register_hash: string;
		time: number;
		life: number;
		rest_nonce: string;
	};
}

export interface FormNonceState {
	nonce: FormNonce;
	refreshing: boolean;
	/** Fetches all nonces now (after a login inside the form, say). */
	refresh: () => Promise< void >;
}

/**
 * @param options
 * @param options.formId        Form.
 * @param options.ajaxUrl       admin-ajax.php address.
 * @param options.initial       The hash printed in the page.
 * @param options.markedSession The page carries the donor-session marker.
 * @param options.onRestore     Called when the page comes back from the back-forward cache.
 */
export default function useFormNonce( {
	formId,
	ajaxUrl,
	initial,
	markedSession,
	onRestore,
}: {
	formId: number;
	ajaxUrl: string;
	initial: FormNonce;
	markedSession: boolean;
	onRestore: () => void;
} ): FormNonceState {
	const [ state, dispatch ] = useReducer( nonceTransition, {
		nonce: initial,
		pending: 0,
	} );
	const { nonce } = state;
	const restore = useRef( onRestore );
	restore.current = onRestore;

	const refresh = useCallback( async () => {
		dispatch( { type: 'refresh-started' } );
		try {
			const answer = await postAjax< ResetAllAnswer >( ajaxUrl, {
				action: 'give_donation_form_reset_all_nonce',
				give_form_id: String( formId ),
			} );
			if ( ! answer.success ) {
				dispatch( { type: 'refresh-failed' } );
				return;
			}
			dispatch( {
				type: 'refresh-succeeded',
				nonce: {
					hash: answer.data.give_form_hash,
					time: answer.data.time,
					life: answer.data.life,
				},
			} );
			setRestNonce( answer.data.rest_nonce );
		} catch {
			// Keep the old hash: the server then says the form expired, and the donor can resend.
			dispatch( { type: 'refresh-failed' } );
		}
	}, [ ajaxUrl, formId ] );

	// At load: a marked donor session that is gone (and nobody logged in) means stale nonces.
	useEffect( () => {
		if (
			resetNonceAtLoad( {
				markedSession,
				hasSession: hasDonorSession( document.cookie ),
				loggedIn: document.body.classList.contains( 'logged-in' ),
			} )
		) {
			refresh();
		}
	}, [ markedSession, refresh ] );

	// At expiry (at once when the page was already stale).
	useEffect( () => {
		const timer = window.setTimeout(
			refresh,
			nonceRefreshDelay( nonce, Date.now() )
		);
		return () => window.clearTimeout( timer );
	}, [ nonce, refresh ] );

	// A page restored from the back-forward cache: reset the form and fetch every nonce.
	useEffect( () => {
		const onPageShow = ( event: PageTransitionEvent ) => {
			if ( event.persisted ) {
				restore.current();
				refresh();
			}
		};
		window.addEventListener( 'pageshow', onPageShow );
		return () => window.removeEventListener( 'pageshow', onPageShow );
	}, [ refresh ] );

	return { nonce, refreshing: isRefreshing( state ), refresh };
}
