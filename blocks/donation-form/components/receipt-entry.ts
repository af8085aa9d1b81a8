/**
 * The thank-you view, a chunk of its own: loaded as a gift is sent (or where the page shows a receipt
 * area), never for a form nobody has submitted yet.
 */
export { default as Receipt } from './Receipt';
export { fillReceiptWhenReady } from '@opengive/donation-form/receipt-loader';
