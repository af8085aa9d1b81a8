/**
 * A gateway's fields for a form, from GET /opengive/v1/forms/{form}/gateways/{gateway}.
 */
import apiFetch from '@wordpress/api-fetch';

export interface StripeClient {
	fields: 'card';
	provider: 'stripe';
	publishableKey: string;
	apiBase: string;
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

export interface GatewayFields {
	id: string;
	label: string;
	fields: 'none' | 'card';
	client: GatewayClient;
	description: string;
}

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
	return apiFetch< GatewayFields >( {
		path: `/opengive/v1/forms/${ formId }/gateways/${ encodeURIComponent(
			gatewayId
		) }?payment-mode=${ encodeURIComponent( gatewayId ) }`,
	} );
}
