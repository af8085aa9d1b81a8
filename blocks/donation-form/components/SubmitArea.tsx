/**
 * The end of the form: the server's error (the spec's place for it is just before the submit
 * button), GiveWP's hidden fields, the summary, the submit button and the processing status.
 */
import { __ } from '@wordpress/i18n';
import { formatNumber } from '@opengive/money/format-amount';
import { prettyPeriod } from '@opengive/donation-form/recurring';
import { plainNumberFormat } from '@opengive/donation-form/store/selectors';
import { isSubmitting } from '@opengive/donation-form/store/submit-machine';
import BusyStatus from './BusyStatus';
import ErrorNotice from './ErrorNotice';
import GiveWpFields from './GiveWpFields';
import Summary from './Summary';
import { useFormStore } from './form-context';

export default function SubmitArea() {
	const { config, state, view, blocked, paymentUnready } = useFormStore();
	const { amount, fee } = view;
	const plain = plainNumberFormat( config );
	const submitting = isSubmitting( state.submit.status );
	const error = state.submit.error;
	return (
		<>
			{ error && <ErrorNotice message={ error.message } takeFocus /> }
			<GiveWpFields
				formId={ config.formId }
				idPrefix={ config.idPrefix }
				address={ config.billingAddress ? state.address : null }
				amount={ formatNumber( amount, plain ) }
				levelId={ state.amount.levelId }
				period={ view.period }
				recurring={ view.recurring }
				feeAvailable={ view.availableFee > 0 }
				coverFee={ state.coverFee }
				fee={ formatNumber( fee, plain ) }
				gatewayId={ state.gatewayId }
				total={ formatNumber( amount + fee, plain ) }
				cardToken={ state.submit.tokenField }
			/>
			<Summary
				config={ config }
				amount={ view.verdict === 'valid' ? amount : 0 }
				fee={ fee }
				frequency={
					view.recurring
						? prettyPeriod(
								config.recurring,
								state.amount.levelId,
								view.period
							)
						: ''
				}
			/>
			<button
				type="submit"
				className="wp-block-opengive-donation-form__submit wp-element-button"
				disabled={
					view.verdict !== 'valid' ||
					blocked ||
					paymentUnready ||
					config.gateways.length === 0
				}
			>
				{ submitting
					? __( 'Donating…', 'opengive' )
					: __( 'Donate now', 'opengive' ) }
			</button>
			{ submitting && (
				<BusyStatus className="wp-block-opengive-donation-form__processing">
					{ __( 'Processing your donation…', 'opengive' ) }
				</BusyStatus>
			) }
		</>
	);
}
