/**
 * Donor-facing donation calls, through the public views' small REST wrapper (rest-request.ts: the
 * REST root and nonce without wp-api-fetch's weight on the donation page).
 */
import { restRequest } from './rest-request';

import type {
	OpengiveDonationReceipt,
	OpengiveV1DonationsPostArgs,
} from '@opengive-rest/opengive-v1-donations';

/** The request and the receipt come from the route's schema (`npm run contract`, types/rest/). */
export type DonateRequest = OpengiveV1DonationsPostArgs;
export type DonationReceipt = OpengiveDonationReceipt;
export type BillingAddress = Required<
	NonNullable< DonateRequest[ 'billingAddress' ] >
>;

export const DONATIONS_PATH = '/opengive/v1/donations';

/**
 * Records and charges a donation.
 *
 * @param request The donation.
 * @return The receipt; rejects with the server's error ({ code, message, data }).
 */
export function donate( request: DonateRequest ): Promise< DonationReceipt > {
	return restRequest< DonationReceipt >( {
		path: DONATIONS_PATH,
		method: 'POST',
		data: request,
	} );
}
