/**
 * A donor's recurring gifts: cancel (after a confirmation), and change the card or the amount.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { askInBrowser } from '../ui/confirm';

export interface PaymentUpdateAnswer {
	success: boolean;
	data: { url: string; status: string };
}

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

/** The update form's changes: a new card (provider token), a new amount per period, or both. */
export interface SubscriptionChanges {
	paymentToken?: string;
	/** Minor units; 0 means the form's minimum. */
	renewalAmount?: number;
}

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
