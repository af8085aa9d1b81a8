/** A card provider's refusal, worded for the donor (its own module: the form checks for it before any card code loads). */
export class PaymentProviderError extends Error {}
