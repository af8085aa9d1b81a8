/**
 * The feedback POST and what follows it (spec sections 4 and 7): statuses, CF7 events, the server's
 * tips and message, then reset and refill after a send.
 */
import { __ } from '@wordpress/i18n';
import { escapeName } from './selector';
import {
	contactFetch,
	ContactApiError,
	type FeedbackResponse,
	type RefillResponse,
} from './api';
import { dispatch, eventDetail, setStatus, type ContactConfig } from './status';
import { clearAllErrors, setFieldError, setResponse } from './tips';

/** Server status => the specific CF7 event it fires (before wpcf7submit). */
export const RESULT_EVENTS: Readonly< Record< string, string > > = {
	validation_failed: 'invalid',
	acceptance_missing: 'unaccepted',
	spam: 'spam',
	aborted: 'aborted',
	mail_sent: 'mailsent',
	mail_failed: 'mailfailed',
};

export interface SubmitContext {
	/** The block wrapper (.wp-block-opengive-contact-form). */
	root: HTMLElement;
	form: HTMLFormElement;
	config: ContactConfig;
	/** The form's REST base: …/opengive/v1/contact-forms/{id}. */
	base: string;
	/** Resolves once the schema has been fetched (or failed). */
	ready: Promise< void >;
	/** Checks the schema's rules (one field, or all with null); true when all pass. */
	check: ( only: string | null ) => boolean;
	/** Brings the widgets (submit state, free text, counters) up to date. */
	refresh: () => void;
}

/**
 * The form's submit handler.
 *
 * @param context The form and its helpers.
 */
export function createSubmit( context: SubmitContext ): () => Promise< void > {
	const { root, form, config, base, ready, check, refresh } = context;

	const applyRefill = ( refill: RefillResponse | undefined ): void => {
		Object.entries( refill?.quiz ?? {} ).forEach(
			( [ name, [ question, hash ] ] ) => {
				const wrap = form.querySelector(
					`.wpcf7-form-control-wrap[data-name="${ escapeName(
						name
					) }"]`
				);
				const label = wrap?.querySelector( '.wpcf7-quiz-label' );
				if ( label ) {
					label.textContent = question;
				}
				const hidden = form.querySelector< HTMLInputElement >(
					`input[name="${ escapeName(
						`_opengive_quiz_answer_${ name }`
					) }"]`
				);
				if ( hidden ) {
					hidden.value = hash;
				}
			}
		);
	};

	const resetAfterSend = async (): Promise< void > => {
		const hash = form.querySelector< HTMLInputElement >(
			'input[name="_wpcf7_posted_data_hash"]'
		);
		const kept = hash?.value ?? '';
		form.reset();
		if ( hash ) {
			hash.value = kept;
		}
		refresh();
		dispatch( form, 'reset', eventDetail( form, config ) );
		setStatus( form, config, 'resetting' );
		try {
			applyRefill(
				await contactFetch< RefillResponse >( `${ base }/refill` )
			);
		} catch ( error ) {
			// eslint-disable-next-line no-console
			console.error( error );
		}
		setStatus( form, config, 'sent' );
	};

	const submit = async (): Promise< void > => {
		if ( form.getAttribute( 'data-status' ) === 'submitting' ) {
			return;
		}
		setStatus( form, config, 'validating' );
		// A quick visitor (or a slow network) may send before the rules arrived: wait for them, so
		// the browser's checks always run when the schema can be had.
		await ready;
		if ( ! check( null ) ) {
			setResponse(
				root,
				__(
					'One or more fields have an error. Please check and try again.',
					'opengive'
				)
			);
			setStatus( form, config, 'invalid' );
			dispatch( form, 'invalid', eventDetail( form, config ) );
			form.querySelector< HTMLElement >(
				'[aria-invalid="true"]'
			)?.focus();
			return;
		}
		clearAllErrors( root, form, config.unitTag );
		setResponse( root, '' );
		setStatus( form, config, 'submitting' );
		const formData = new FormData( form );
		dispatch( form, 'beforesubmit', eventDetail( form, config ) );
		let response: FeedbackResponse | undefined;
		try {
			response = await contactFetch< FeedbackResponse >(
				`${ base }/feedback`,
				{ method: 'POST', body: formData }
			);
		} catch ( error ) {
			// eslint-disable-next-line no-console
			console.error( error );
			setResponse(
				root,
				error instanceof ContactApiError
					? error.message
					: String( error )
			);
			setStatus( form, config, 'failed' );
			return;
		}
		if ( ! response ) {
			setStatus( form, config, 'init' );
			return;
		}
		const hash = form.querySelector< HTMLInputElement >(
			'input[name="_wpcf7_posted_data_hash"]'
		);
		if ( hash ) {
			hash.value = response.posted_data_hash ?? '';
		}
		( response.invalid_fields ?? [] ).forEach( ( error ) =>
			setFieldError( root, form, config.unitTag, error )
		);
		setResponse( root, response.message ?? '' );
		setStatus( form, config, response.status );
		const detail = eventDetail( form, config, {
			status: response.status,
			apiResponse: response,
		} );
		const specific = RESULT_EVENTS[ response.status ];
		if ( specific ) {
			dispatch( form, specific, detail );
		}
		dispatch( form, 'submit', detail );
		applyRefill( response );
		if ( response.status === 'mail_sent' ) {
			await resetAfterSend();
		}
		if ( response.invalid_fields?.length ) {
			form.querySelector< HTMLElement >(
				'[aria-invalid="true"]'
			)?.focus();
		}
	};

	return submit;
}
