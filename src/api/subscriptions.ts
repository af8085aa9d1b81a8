/**
 * A donor's recurring gifts: cancel (after a confirmation), and change the card or the amount.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import type {
	OpengiveSubscriptionPaymentMethod,
	OpengiveV1SubscriptionsIdPaymentMethodPostArgs,
} from '@opengive-rest/opengive-v1-subscriptions';
import { askInBrowser } from '../ui/confirm';

/** The route's schema (`npm run contract`, types/rest/), with `data` as the controller fills it. */
export type PaymentUpdateAnswer = Omit<
	OpengiveSubscriptionPaymentMethod,
	'data'
> & {
	data: { url: string; status: string };
};

/**
 * Cancels a recurring gift once the donor confirms; false when they change their mind.
 *
 * @param subscriptionId The subscription.
 * @param confirm        Asks the donor (window.confirm by default).
 */
export async function cancelSubscription(
	subscriptionId: number,
	confirm: ( message: string ) => boolean = askInBrowser
): Promise< boolean > {
	if (
		! confirm(
			__(
				'Cancel this recurring gift? No further payments will be taken.',
				'opengive'
			)
		)
	) {
		return false;
	}
	await apiFetch( {
		path: `/opengive/v1/subscriptions/${ subscriptionId }/cancel`,
		method: 'POST',
	} );
	return true;
}

/**
 * The update form's changes: a new card (provider token), a new amount per period (minor units; 0
 * means the form's minimum), or both: the route's arguments less the ones the client fills in.
 */
export type SubscriptionChanges = Omit<
	OpengiveV1SubscriptionsIdPaymentMethodPostArgs,
	'id' | 'returnUrl'
>;

/**
 * Sends the recurring-payment update form, then sends the browser where the server says (data.url).
 *
 * @param subscriptionId The subscription.
 * @param changes        New card token and/or amount.
 * @param returnUrl      Page to come back to.
 * @param go             Navigates (location.assign by default).
 */
export async function updateSubscription(
	subscriptionId: number,
	changes: SubscriptionChanges,
	returnUrl: string,
	go: ( url: string ) => void = ( url ) => window.location.assign( url )
): Promise< PaymentUpdateAnswer > {
	const answer = await apiFetch< PaymentUpdateAnswer >( {
		path: `/opengive/v1/subscriptions/${ subscriptionId }/payment-method`,
		method: 'POST',
		data: { ...changes, returnUrl },
	} );
	if ( answer.success ) {
		go( answer.data.url );
	}
	return answer;
}
