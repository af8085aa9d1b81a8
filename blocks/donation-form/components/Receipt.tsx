/**
 * The receipt shown after a successful donation: the rows of OpenGive\Donations\Receipts\ReceiptLines
 * (the server's receipt page and email), in its order, from the same fields.
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { DonationReceipt } from '@opengive/api/donations';

export default function Receipt( { receipt }: { receipt: DonationReceipt } ) {
	const heading = useRef< HTMLHeadingElement >( null );

	// Move focus to the result so keyboard and screen-reader users land on it.
	useEffect( () => {
		heading.current?.focus();
	}, [] );

	return (
		<section className="wp-block-opengive-donation-form__receipt">
			<h2 ref={ heading } tabIndex={ -1 }>
				{ __( 'Thank you for your donation!', 'opengive' ) }
			</h2>
			<dl className="wp-block-opengive-donation-form__receipt-details">
				<dt>{ __( 'Amount', 'opengive' ) }</dt>
				<dd data-testid="receipt-amount">
					{ receipt.amountFormatted }
				</dd>
				{ !! receipt.feeAmountRecovered && (
					<>
						<dt>{ __( 'Processing fee covered', 'opengive' ) }</dt>
						<dd>{ receipt.feeFormatted }</dd>
						<dt>{ __( 'Total', 'opengive' ) }</dt>
						<dd data-testid="receipt-total">
							{ receipt.totalFormatted }
						</dd>
					</>
				) }
				{ receipt.frequency && (
					<>
						<dt>{ __( 'Frequency', 'opengive' ) }</dt>
						<dd>{ receipt.frequency }</dd>
					</>
				) }
				{ receipt.nextPaymentDate && (
					<>
						<dt>{ __( 'Next payment', 'opengive' ) }</dt>
						<dd>{ receipt.nextPaymentDate }</dd>
					</>
				) }
				<dt>{ __( 'Donor', 'opengive' ) }</dt>
				<dd>{ receipt.donorName }</dd>
				<dt>{ __( 'Date', 'opengive' ) }</dt>
				<dd>{ receipt.date }</dd>
				<dt>{ __( 'Payment method', 'opengive' ) }</dt>
				<dd>{ receipt.paymentMethod }</dd>
				<dt>{ __( 'Status', 'opengive' ) }</dt>
				<dd>{ receipt.statusLabel }</dd>
				<dt>{ __( 'Donation ID', 'opengive' ) }</dt>
				<dd>{ receipt.donationId }</dd>
			</dl>
			{ receipt.accountCreated && (
				<p className="wp-block-opengive-donation-form__account-created">
					{ __(
						'Check your inbox: we emailed you a link to confirm your address. Follow it while logged in to see all your gifts and manage recurring gifts in your account (your email is your login).',
						'opengive'
					) }
				</p>
			) }
			{ receipt.instructions && (
				<p className="wp-block-opengive-donation-form__instructions">
					{ receipt.instructions }
				</p>
			) }
			<p>
				<a href={ receipt.receiptUrl }>
					{ __( 'Permanent link to this receipt', 'opengive' ) }
				</a>
			</p>
		</section>
	);
}
