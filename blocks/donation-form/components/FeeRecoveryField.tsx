// The donor's choice to cover the processing fee; the amount updates with the gift and the gateway.
import { __, sprintf } from '@wordpress/i18n';
import type { CurrencySettings } from '@opengive/money/currency';
import { formatAmount } from '@opengive/money/format-amount';
import { useStableId } from '../../../src/ui/use-stable-id';

interface Props {
	/** The fee for the current gift and gateway, minor units. */
	fee: number;
	currency: CurrencySettings;
	checked: boolean;
	onChange: ( checked: boolean ) => void;
}

export default function FeeRecoveryField( {
	fee,
	currency,
	checked,
	onChange,
}: Props ) {
	const id = useStableId( 'opengive-fee' );
	return (
		<p className="wp-block-opengive-donation-form__field wp-block-opengive-donation-form__fee">
			<label htmlFor={ id as string }>
				<input
					id={ id as string }
					type="checkbox"
					checked={ checked }
					onChange={ ( event ) => onChange( event.target.checked ) }
				/>{ ' ' }
				{ sprintf(
					/* translators: %s: the processing fee, e.g. $1.75 */
					__(
						'Add %s to cover the processing fee, so all of my gift reaches the cause',
						'opengive'
					),
					formatAmount( fee, currency )
				) }
			</label>
		</p>
	);
}
