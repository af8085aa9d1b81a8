/**
 * The card gateway's code, a chunk of its own (issue 19: card code loads only when a card gateway is
 * chosen): the card fields, their checks and brand names, and both providers' token clients.
 */
export { default as CardFields } from '@opengive/ui/CardFields';
export { cardErrors, cardPayload } from '@opengive/payment/card-details';
export { tokenizeCard } from '@opengive/payment/tokenize';
