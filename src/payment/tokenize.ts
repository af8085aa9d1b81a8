/**
 * One call for every gateway whose card fields are ours (2Checkout's token flow, spec section 4):
 * the provider's token for the card, never the card itself. Stripe takes cards in its own Payment
 * Element instead (payment-element-session.ts).
 */
import type { GatewayClient } from '../api/gateways';
import type { CardPayload } from './card-details';
import type { ProviderToken } from './provider-error';
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
	if ( client.fields === 'card' && client.provider === 'twocheckout' ) {
		return requestTwoCheckoutToken( client, card );
	}
	return Promise.reject( new Error( 'Not a card gateway' ) );
}
