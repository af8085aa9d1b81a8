// How often the donor gives: once or a period (the donor chooses), or the form's set period. A period
// a gateway cannot take is disabled; the alert says when the choice had to move.
import { __, sprintf } from '@wordpress/i18n';
import {
	periodLabel,
	type Period,
	type PeriodOption,
} from '@opengive/donation-form/recurring';
import { useStableId } from '../../../src/ui/use-stable-id';

interface Props {
	options: PeriodOption[];
	value: Period;
	onChange: ( period: Period ) => void;
	/** Set when the daily period was switched off for the chosen gateway. */
	switchedFrom: Period | null;
}

export default function RecurringChoice( {
	options,
	value,
	onChange,
	switchedFrom,
}: Props ) {
	const id = useStableId( 'opengive-period' );
	if ( options.length === 1 ) {
		return (
			<p className="wp-block-opengive-donation-form__period">
				{ sprintf(
					/* translators: %s: period, e.g. Monthly */
					__(
						'This gift repeats: %s, until you cancel it.',
						'opengive'
					),
					periodLabel( options[ 0 ].value )
				) }
			</p>
		);
	}
	return (
		<fieldset className="wp-block-opengive-donation-form__period">
			<legend>{ __( 'How often?', 'opengive' ) }</legend>
			{ options.map( ( option ) => (
				<label
					key={ option.value }
					htmlFor={ `${ id }-${ option.value }` }
				>
					<input
						id={ `${ id }-${ option.value }` }
						type="radio"
						name={ `${ id }` }
						value={ option.value }
						checked={ value === option.value }
						disabled={ option.disabled }
						onChange={ () => onChange( option.value ) }
					/>{ ' ' }
					{ option.label }
				</label>
			) ) }
			{ switchedFrom && (
				<p
					className="wp-block-opengive-donation-form__notice is-warning"
					role="alert"
				>
					{ sprintf(
						/* translators: 1: the period that is not possible, 2: the period used instead */
						__(
							'%1$s gifts are not possible with this payment method; your gift is now %2$s.',
							'opengive'
						),
						periodLabel( switchedFrom ),
						periodLabel( value ).toLowerCase()
					) }
				</p>
			) }
		</fieldset>
	);
}
