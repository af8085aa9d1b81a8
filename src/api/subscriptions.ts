/**
 * A donor's recurring gifts: cancel (after a confirmation) and move to a new card.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

export interface PaymentUpdateAnswer {
	success: boolean;
	data: { url: string; status: string };
}

/**
 * The browser's own confirmation dialog, which the spec asks for before a cancel.
 *
 * @param message The question.
 */
function askInBrowser( message: string ): boolean {
	// eslint-disable-next-line no-alert
	return window.confirm( message );
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

/**
 * Moves a recurring gift to a new card (a provider token), then sends the browser where the server
 * says (data.url).
 *
 * @param subscriptionId The subscription.
 * @param paymentToken   Provider token of the new card.
 * @param returnUrl      Page to come back to.
 * @param go             Navigates (location.assign by default).
 */
export async function updatePaymentMethod(
	subscriptionId: number,
	paymentToken: string,
	returnUrl: string,
	go: ( url: string ) => void = ( url ) => window.location.assign( url )
): Promise< PaymentUpdateAnswer > {
	const answer = await apiFetch< PaymentUpdateAnswer >( {
		path: `/opengive/v1/subscriptions/${ subscriptionId }/payment-method`,
		method: 'POST',
		data: { paymentToken, returnUrl },
	} );
	if ( answer.success ) {
		go( answer.data.url );
	}
	return answer;
}
