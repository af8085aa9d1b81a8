/**
 * The donation summary: the gift, the processing fee when the donor covers it, and the total.
 * Frequency joins it with recurring gifts.
 */
import { __ } from '@wordpress/i18n';
import type { FormConfig } from '@opengive/types/form-config';
import { formatAmount } from '@opengive/money/format-amount';

interface Props {
	config: FormConfig;
	/** Minor units; 0 or less while no valid amount is chosen. */
	amount: number;
	/** The covered fee, minor units (0: none). */
	fee?: number;
	/** How often a recurring gift repeats, '' for a one-time gift. */
	frequency?: string;
}

export default function Summary( {
	config,
	amount,
	fee = 0,
	frequency = '',
}: Props ) {
	const valid = amount > 0;
	const show = ( value: number ) =>
		valid ? formatAmount( value, config.currency ) : '—';
	return (
		<section
			className="wp-block-opengive-donation-form__summary"
			aria-label={ __( 'Donation summary', 'opengive' ) }
		>
			<dl>
				<dt>{ __( 'Donation amount', 'opengive' ) }</dt>
				<dd>{ show( amount ) }</dd>
				{ valid && fee > 0 && (
					<>
						<dt>{ __( 'Processing fee', 'opengive' ) }</dt>
						<dd data-fee={ fee }>{ show( fee ) }</dd>
					</>
				) }
				{ config.recurring && (
					<>
						<dt>{ __( 'Frequency', 'opengive' ) }</dt>
						<dd data-frequency={ frequency ? 'recurring' : 'once' }>
							{ frequency || __( 'One time', 'opengive' ) }
						</dd>
					</>
				) }
				<dt>{ __( 'Total', 'opengive' ) }</dt>
				<dd data-total={ valid ? amount + fee : 0 }>
					{ show( amount + fee ) }
				</dd>
			</dl>
		</section>
	);
}
