/**
 * A complete donation's refund: how much (all that is left by default, or part of it), why (Stripe's
 * reasons, plugin/data/refund-reasons.json, which the server checks against too), an optional note
 * kept with it, and the button, which names the amount. The browser's dialog asks the admin to
 * confirm that amount; the caller sends it. A refused amount or the server's refusal is said here,
 * beside the fields.
 */
import { useState } from '@wordpress/element';
import { askInBrowser } from '../../ui/confirm';
import { __, sprintf } from '@wordpress/i18n';
import {
	Button,
	Notice,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import table from '../../../plugin/data/refund-reasons.json';
import { normalizeCurrency } from '../../money/currency';
import { formatNumber } from '../../money/format-amount';
import { amountParseMessage, readAmount } from '../../money/parse-amount';
import { formatMinor, formatMoney } from '../format';
import type { Money } from '../types';

/** The reasons with their labels, "no reason given" first. */
export function refundReasonOptions(): Array< {
	value: string;
	label: string;
} > {
	const labels: Record< string, string > = {
		requested_by_customer: __( 'Requested by the donor', 'opengive' ),
		duplicate: __( 'Duplicate gift', 'opengive' ),
		fraudulent: __( 'Fraudulent', 'opengive' ),
	};
	return [
		{ value: '', label: __( 'No reason given', 'opengive' ) },
		...table.reasons.map( ( value ) => ( {
			value,
			label: labels[ value ] ?? value,
		} ) ),
	];
}

interface Props {
	/** The gift's amount, without the fee. */
	amount: Money;
	/** How much of the amount went back in earlier refunds. */
	refunded: Money;
	/** The processing fee the donor covered: the refund of the rest gives it back too. */
	fee: Money;
	/**
	 * Sends the refund (the admin has confirmed it).
	 *
	 * @return The server's message when it refused, else null.
	 */
	onRefund: (
		reason: string,
		note: string,
		amountMinor: number
	) => Promise< string | null >;
}

export default function RefundControls( {
	amount,
	refunded,
	fee,
	onRefund,
}: Props ) {
	const currency = normalizeCurrency( { code: amount.currency } );
	const left = amount.valueInMinorUnits - refunded.valueInMinorUnits;
	const money = ( minor: number ) => formatMinor( minor, currency.code );
	const [ reason, setReason ] = useState( '' );
	const [ note, setNote ] = useState( '' );
	const [ typed, setTyped ] = useState( formatNumber( left, currency ) );
	const [ error, setError ] = useState< string | null >( null );
	const [ busy, setBusy ] = useState( false );
	const read = readAmount( typed, currency );
	const minor = read.verdict === 'ok' ? read.minor : 0;
	// The same words as the server's refusal (RefundDonation), so both read alike.
	const outOfRange = sprintf(
		/* translators: %s: what is left to refund of the gift, e.g. $12.50 */
		__(
			'The refund must be more than zero and at most %s, what is left of this gift.',
			'opengive'
		),
		money( left )
	);
	const send = async () => {
		if ( read.verdict !== 'ok' ) {
			setError( amountParseMessage( read.verdict, currency ) );
			return;
		}
		if ( minor <= 0 || minor > left ) {
			setError( outOfRange );
			return;
		}
		const question = sprintf(
			/* translators: %s: the amount to refund, e.g. $12.50 */
			__(
				'Refund %s of this donation through its payment gateway?',
				'opengive'
			),
			money( minor )
		);
		if ( ! askInBrowser( question ) ) {
			return;
		}
		setError( null );
		setBusy( true );
		const refused = await onRefund( reason, note, minor );
		setBusy( false );
		setError( refused );
	};
	return (
		<div className="opengive-admin__row opengive-admin__refund">
			{ refunded.valueInMinorUnits > 0 && (
				<p className="opengive-admin__refunded-so-far">
					{ sprintf(
						/* translators: 1: refunded so far, 2: the gift's amount, e.g. $5.00 of $25.00 */
						__( 'Refunded so far: %1$s of %2$s', 'opengive' ),
						formatMoney( refunded ),
						formatMoney( amount )
					) }
				</p>
			) }
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Refund amount', 'opengive' ) }
				value={ typed }
				inputMode="decimal"
				onChange={ ( value ) => {
					setTyped( value );
					setError( null );
				} }
				help={
					fee.valueInMinorUnits > 0
						? sprintf(
								/* translators: %s: the processing fee the donor covered, e.g. $0.91 */
								__(
									'Refunding all that is left also gives back the %s fee the donor covered.',
									'opengive'
								),
								formatMoney( fee )
							)
						: undefined
				}
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Refund reason', 'opengive' ) }
				value={ reason }
				options={ refundReasonOptions() }
				onChange={ setReason }
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Refund note (optional)', 'opengive' ) }
				value={ note }
				maxLength={ 500 }
				onChange={ setNote }
			/>
			<Button
				variant="secondary"
				isDestructive
				isBusy={ busy }
				disabled={ busy }
				onClick={ send }
			>
				{ minor > 0
					? sprintf(
							/* translators: %s: the amount to refund, e.g. $12.50 */
							__( 'Refund %s', 'opengive' ),
							money( minor )
						)
					: __( 'Refund', 'opengive' ) }
			</Button>
			{ error && (
				<Notice
					status="error"
					isDismissible={ false }
					className="opengive-admin__refund-error"
				>
					{ error }
				</Notice>
			) }
		</div>
	);
}
