/**
 * A wallet's payment (Stripe's Express Checkout Element) goes through the form's own submit: the
 * wallet fills the donor's name and email where the form has none, the browser checks the form's
 * required fields as for any submit, and the gift is sent with the wallet's ConfirmationToken. A
 * form that is not complete tells the wallet's sheet the payment failed and shows what is missing.
 */
import {
	useEffect,
	useRef,
	useState,
	type RefObject,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { Dispatch } from 'react';
import type { StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import type {
	DonorDetails,
	FormState,
} from '@opengive/donation-form/store/form-state';
import type { FormEvent } from '@opengive/donation-form/store/form-reducer';

export type ExpressConfirm = StripeExpressCheckoutElementConfirmEvent;

export interface ExpressCheckout {
	/** The wallet payment on its way through the submit (null: a submit of the form's own fields). */
	express: { current: ExpressConfirm | null };
	/** The donor authorised a payment in the wallet's sheet; donor is the form's donor with the wallet's details filled in. */
	onExpressConfirm: ( event: ExpressConfirm, donor: DonorDetails ) => void;
}

/**
 * Tells the wallet's sheet that the payment did not go through, once.
 *
 * @param express         The pending wallet payment, if any.
 * @param express.current The payment's confirm event (null: none pending).
 * @param message         What the sheet may show.
 */
export function failExpress(
	express: { current: ExpressConfirm | null },
	message: string
): void {
	express.current?.paymentFailed( { reason: 'fail', message } );
	express.current = null;
}

/**
 * @param state    The form's state.
 * @param dispatch The form's dispatch.
 * @param form     The form element.
 */
export default function useExpressCheckout(
	state: FormState,
	dispatch: Dispatch< FormEvent >,
	form: RefObject< HTMLFormElement >
): ExpressCheckout {
	const express = useRef< ExpressConfirm | null >( null );
	const [ asked, setAsked ] = useState( 0 );

	// After the render that put the wallet's details in the fields: submit as the donor would.
	useEffect( () => {
		const element = form.current;
		if ( asked === 0 || ! express.current || ! element ) {
			return;
		}
		if ( ! element.checkValidity() ) {
			failExpress(
				express,
				__( 'Please complete the donation form first.', 'opengive' )
			);
			// The sheet is gone: the donor sees the first missing field, and the browser says why.
			element
				.querySelector< HTMLElement >(
					'input:invalid, select:invalid, textarea:invalid'
				)
				?.focus();
			element.reportValidity();
			return;
		}
		element.requestSubmit();
	}, [ asked, form ] );

	return {
		express,
		onExpressConfirm: ( event, donor ) => {
			( [ 'firstName', 'lastName', 'email' ] as const ).forEach(
				( field ) => {
					if ( donor[ field ] !== state.donor[ field ] ) {
						dispatch( {
							type: 'donor-edited',
							field,
							value: donor[ field ],
						} );
					}
				}
			);
			express.current = event;
			setAsked( ( count ) => count + 1 );
		},
	};
}
