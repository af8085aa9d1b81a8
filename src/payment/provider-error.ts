/** A card provider's refusal, worded for the donor (its own module: the form checks for it before any card code loads). */
export class PaymentProviderError extends Error {}

/** What a provider gives back for a card: its token, and the brand and last four digits to show. */
export interface ProviderToken {
	token: string;
	brand: string;
	last4: string;
}
