/**
 * The donation summary: what the donor is about to give. Fees and frequency join it with recurring
 * gifts and fee recovery.
 */
import { __ } from '@wordpress/i18n';
import type { FormConfig } from '@opengive/types/form-config';
import { formatAmount } from '@opengive/money/format-amount';

interface Props {
	config: FormConfig;
	/** Minor units; 0 or less while no valid amount is chosen. */
	amount: number;
}

export default function Summary( { config, amount }: Props ) {
	const shown = amount > 0 ? formatAmount( amount, config.currency ) : '—';
	return (
		<section
			className="wp-block-opengive-donation-form__summary"
			aria-label={ __( 'Donation summary', 'opengive' ) }
		>
			<dl>
				<dt>{ __( 'Donation amount', 'opengive' ) }</dt>
				<dd>{ shown }</dd>
				<dt>{ __( 'Total', 'opengive' ) }</dt>
				<dd data-total={ amount > 0 ? amount : 0 }>{ shown }</dd>
			</dl>
		</section>
	);
}
