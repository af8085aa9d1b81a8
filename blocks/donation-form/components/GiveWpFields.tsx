// GiveWP's hidden form fields, kept in step with the form's state, for scripts written against
// GiveWP's form (spec: the summary inputs, the fee fields, give-payment-mode, the card token).
interface Props {
	formId: number;
	/** give-form-id-prefix, e.g. "4-1". */
	idPrefix: string;
	/** The billing address, when the form asks for one (country and state under GiveWP's names). */
	address: {
		country: string;
		state: string;
		city: string;
		zip: string;
	} | null;
	amount: string;
	levelId: string;
	period: string;
	recurring: boolean;
	feeAvailable: boolean;
	coverFee: boolean;
	fee: string;
	gatewayId: string;
	total: string;
	/** The card-token field: the provider's token during the twocheckout flow, else ''. */
	cardToken: string;
}

export default function GiveWpFields( props: Props ) {
	const fields: Record< string, string > = {
		'give-form-id': String( props.formId ),
		'give-form-id-prefix': props.idPrefix,
		'give-amount': props.amount,
		'give-price-id': props.levelId,
		'give-recurring-period': props.period,
		_give_is_donation_recurring: props.recurring ? '1' : '0',
		'give-fee-status': props.feeAvailable ? 'enabled' : 'disabled',
		'give-fee-mode-enable': props.coverFee ? 'true' : 'false',
		'give-fee-amount': props.fee,
		'give-payment-mode': props.gatewayId,
		give_total: props.total,
		'card-token': props.cardToken,
		...( props.address
			? {
					give_address_country: props.address.country,
					give_address_state: props.address.state,
					card_state: props.address.state,
					card_city: props.address.city,
					card_zip: props.address.zip,
				}
			: {} ),
	};
	return (
		<div hidden className="wp-block-opengive-donation-form__givewp-fields">
			{ Object.entries( fields ).map( ( [ name, value ] ) => (
				<input
					key={ name }
					type="hidden"
					name={ name }
					value={ value }
					readOnly
				/>
			) ) }
		</div>
	);
}
