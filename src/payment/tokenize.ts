/**
 * One call for every card gateway: the provider's token for the card, never the card itself.
 */
import type { GatewayClient } from '../api/gateways';
import type { CardPayload } from './card-details';
import { createStripePaymentMethod, type ProviderToken } from './stripe';
import { requestTwoCheckoutToken } from './twocheckout';

/**
 * Tokenizes the card with the gateway's provider.
 *
 * @param client The gateway's public settings (a card gateway).
 * @param card   The checked card.
 */
export function tokenizeCard(
	client: GatewayClient,
	card: CardPayload
): Promise< ProviderToken > {
	if ( client.fields === 'card' && client.provider === 'stripe' ) {
		return createStripePaymentMethod( client, card );
	}
	if ( client.fields === 'card' && client.provider === 'twocheckout' ) {
		return requestTwoCheckoutToken( client, card );
	}
	return Promise.reject( new Error( 'Not a card gateway' ) );
}
