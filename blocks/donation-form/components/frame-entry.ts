/**
 * What the form does inside another page's frame (the grid's modal, an embed), a chunk of its own:
 * a form on its own page never loads it (issue 19's page-weight budget).
 */
export {
	isFramedFormView,
	reportDonationCompleted,
	requestFrameScrollIntoView,
	startFrameChild,
} from '@opengive/embed/frame-child';
export {
	keepReceiptOnReload,
	reportShownReceipts,
} from '@opengive/embed/receipt-report';
