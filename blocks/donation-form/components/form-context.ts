/**
 * One donation form's store as its components read it: the configuration, the state, what derives
 * from it, and dispatch. Each section selects what it shows from here instead of taking a prop each.
 */
import { createContext, useContext } from '@wordpress/element';
import type { Dispatch } from 'react';
import type { FormConfig } from '@opengive/types/form-config';
import type { FormState } from '@opengive/donation-form/store/form-state';
import type { FormEvent } from '@opengive/donation-form/store/form-reducer';
import type { FormView } from '@opengive/donation-form/store/selectors';
import type { GatewayLoadState } from '@opengive/donation-form/store/gateway-machine';
import type { PaymentElementSession } from '@opengive/payment/payment-element-session';
import type { FormNonceState } from './useFormNonce';
import type { ExpressCheckout } from './useExpressCheckout';

export interface FormStore extends ExpressCheckout {
	config: FormConfig;
	state: FormState;
	view: FormView;
	dispatch: Dispatch< FormEvent >;
	/** This instance's id prefix, for labels. */
	id: string;
	gateway: GatewayLoadState;
	formNonce: FormNonceState;
	/** A request, a gateway load or a nonce fetch runs: the form is disabled. */
	blocked: boolean;
	/** Fetches the nonces and the current gateway again (after a login inside the form). */
	reloadGateway: () => void;
	/** Stripe's Payment Element once mounted (the Stripe gateway), null otherwise. */
	paymentElement: { current: PaymentElementSession | null };
	/** The Stripe gateway is chosen and its Payment Element is not ready: nothing to send yet. */
	paymentUnready: boolean;
	/** The Payment Element says whether it is ready. */
	onPaymentElementReady: ( ready: boolean ) => void;
}

export const FormStoreContext = createContext< FormStore | null >( null );

/**
 * The enclosing form's store.
 */
export function useFormStore(): FormStore {
	const store = useContext( FormStoreContext );
	if ( ! store ) {
		throw new Error(
			'A donation form section was rendered outside its form.'
		);
	}
	return store;
}
