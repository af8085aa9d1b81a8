/**
 * A gateway's fields for a form, from GET /opengive/v1/forms/{form}/gateways/{gateway}.
 */
import { restRequest } from './rest-request';
import type { OpengiveGatewayFields } from '@opengive-rest/opengive-v1-forms';

export interface StripeClient {
	fields: 'payment-element';
	provider: 'stripe';
	publishableKey: string;
	/** Where Stripe.js loads from (Stripe's own address, or the offline stand-in). */
	jsUrl: string;
}

export interface TwoCheckoutClient {
	fields: 'card';
	provider: 'twocheckout';
	sellerId: string;
	publishableKey: string;
	environment: 'production' | 'sandbox';
	scriptUrl: string;
}

export type GatewayClient =
	{ fields: 'none' } | StripeClient | TwoCheckoutClient;

/**
 * The route's schema (`npm run contract`, types/rest/), with `client` narrowed: the schema says only
 * "object", the union below is what each provider's client settings hold.
 */
export type GatewayFields = Omit< OpengiveGatewayFields, 'client' > & {
	client: GatewayClient;
};

/**
 * Loads what the form needs to pay with a gateway.
 *
 * @param formId    Donation form.
 * @param gatewayId Gateway.
 */
export function fetchGatewayFields(
	formId: number,
	gatewayId: string
): Promise< GatewayFields > {
	return restRequest< GatewayFields >( {
		path: `/opengive/v1/forms/${ formId }/gateways/${ encodeURIComponent(
			gatewayId
		) }?payment-mode=${ encodeURIComponent( gatewayId ) }`,
	} );
}
