/**
 * The Stripe gateway's fields: the express buttons (Apple Pay, Google Pay, Link) above Stripe's
 * Payment Element (from the Stripe chunk, in once the gateway loaded), both told the gift (amount
 * with fee, currency, frequency) as the donor changes it.
 */
import type { StripeClient } from '@opengive/api/gateways';
import { prettyPeriod } from '@opengive/donation-form/recurring';
import { stripePart } from './lazy-parts';
import { useFormStore } from './form-context';

interface Props {
	client: StripeClient;
	description: string;
}

export default function StripeFields( { client, description }: Props ) {
	const {
		config,
		state,
		view,
		blocked,
		paymentElement,
		onPaymentElementReady,
		onExpressConfirm,
	} = useFormStore();
	const stripe = stripePart.current();
	if ( ! stripe ) {
		return null;
	}
	const gift = stripe.elementsGift(
		view.amount + view.fee,
		view.verdict === 'valid',
		config.currency.code,
		view.recurring
	);
	// Until the donor picks a valid amount, Elements starts at the form's smallest sensible one.
	const first = gift ?? {
		total: Math.max(
			1,
			config.levels[ 0 ]?.amount ?? 0,
			config.minimum ?? 0
		),
		currency: config.currency.code,
		recurring: view.recurring,
	};
	return (
		<stripe.StripePaymentElement
			client={ client }
			options={ stripe.elementsOptions( first ) }
			update={ gift && stripe.elementsUpdate( gift ) }
			session={ paymentElement }
			description={ description }
			onReadyChange={ onPaymentElementReady }
			express={ {
				// The sheet opens on a gift the form would send, with the lines that make its total.
				onClick: () =>
					gift && ! blocked
						? stripe.sheetDetails( {
								amount: view.amount,
								fee: view.fee,
								recurring: view.recurring,
								frequencyLabel: prettyPeriod(
									config.recurring,
									state.amount.levelId,
									view.period
								),
							} )
						: null,
				onConfirm: ( event ) =>
					onExpressConfirm(
						event,
						stripe.donorFromWallet(
							event.billingDetails,
							state.donor
						)
					),
			} }
		/>
	);
}
