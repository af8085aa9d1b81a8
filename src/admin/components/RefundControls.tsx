/**
 * A complete donation's refund: why (Stripe's reasons, plugin/data/refund-reasons.json, which the
 * server checks against too), an optional note kept with it, and the button. The caller asks the
 * admin to confirm and sends it.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Button, SelectControl, TextControl } from '@wordpress/components';
import table from '../../../plugin/data/refund-reasons.json';

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
	onRefund: ( reason: string, note: string ) => void;
}

export default function RefundControls( { onRefund }: Props ) {
	const [ reason, setReason ] = useState( '' );
	const [ note, setNote ] = useState( '' );
	return (
		<div className="opengive-admin__row opengive-admin__refund">
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
				onClick={ () => onRefund( reason, note ) }
			>
				{ __( 'Refund', 'opengive' ) }
			</Button>
		</div>
	);
}
