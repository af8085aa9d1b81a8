/**
 * The card fields' values as the form keeps them: only the shape, so the form's state needs none of
 * the card checks (those load with the card gateway, issue 19).
 */
export interface CardDetails {
	/** As displayed, e.g. '4242 4242 4242 4242'. */
	number: string;
	/** As displayed: 'MM / YY'. */
	expiry: string;
	cvc: string;
}

export type CardField = keyof CardDetails;

export const EMPTY_CARD: CardDetails = { number: '', expiry: '', cvc: '' };
