/**
 * Everything after the amount: shown at once, or in reveal mode once the donor pressed the button.
 */
import { forwardRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { fieldError } from '@opengive/donation-form/store/selectors';
import DonorFields from './DonorFields';
import { useLazyPart } from '@opengive/ui/lazy-part';
import {
	addressPart,
	asksExtras,
	extrasPart,
	needsExtrasPart,
} from './lazy-parts';
import GatewayChoice from './GatewayChoice';
import FeeRecoveryField from './FeeRecoveryField';
import SubmitArea from './SubmitArea';
import { useFormStore } from './form-context';

// The honeypot: hidden from people and assistive technology, filled only by bots.
function HoneypotField() {
	const { state, dispatch, id } = useFormStore();
	return (
		<p className="wp-block-opengive-donation-form__hp" aria-hidden="true">
			<label htmlFor={ `${ id }-hp` }>
				{ __( 'Leave this field empty', 'opengive' ) }
			</label>
			<input
				id={ `${ id }-hp` }
				type="text"
				tabIndex={ -1 }
				autoComplete="off"
				value={ state.honeypot }
				onChange={ ( event ) =>
					dispatch( {
						type: 'honeypot-edited',
						value: event.target.value,
					} )
				}
			/>
		</p>
	);
}

const PaymentSection = forwardRef< HTMLDivElement, { reveal: boolean } >(
	function PaymentSectionFields( { reveal }, ref ) {
		const { config, state, view, dispatch } = useFormStore();
		const error = ( field: string ) => fieldError( state, field );
		// Chunks of their own, in before the first render (view.tsx) for forms that ask for them.
		const extrasCode = useLazyPart( extrasPart, needsExtrasPart( config ) );
		const addressCode = useLazyPart( addressPart, config.billingAddress );
		return (
			<div
				ref={ ref }
				className={ `wp-block-opengive-donation-form__payment${
					reveal ? ' is-revealed' : ''
				}` }
			>
				<DonorFields />
				{ extrasCode && asksExtras( config ) && (
					<extrasCode.default
						config={ config }
						values={ state.extras }
						visibleFields={ view.visibleFields }
						onChange={ ( extras ) =>
							dispatch( { type: 'extras-edited', extras } )
						}
						fieldError={ error }
					/>
				) }
				{ addressCode && config.billingAddress && (
					<addressCode.default
						countries={ config.countries }
						value={ state.address }
						onChange={ ( address ) =>
							dispatch( { type: 'address-edited', address } )
						}
						fieldError={ error }
					/>
				) }
				<GatewayChoice />
				{ view.availableFee > 0 && (
					<FeeRecoveryField
						fee={ view.availableFee }
						currency={ config.currency }
						checked={ state.coverFee }
						onChange={ ( cover ) =>
							dispatch( { type: 'fee-toggled', cover } )
						}
					/>
				) }
				{ extrasCode && (
					<extrasCode.TermsField
						terms={ config.terms }
						accepted={ state.termsAccepted }
						onChange={ ( accepted ) =>
							dispatch( { type: 'terms-toggled', accepted } )
						}
						error={ error( 'termsAccepted' ) }
					/>
				) }
				<HoneypotField />
				<SubmitArea />
			</div>
		);
	}
);

export default PaymentSection;
