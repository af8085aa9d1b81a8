/**
 * The interactive donation form: React takes over the server-rendered form. Its state is one
 * reducer per form (src/donation-form/store); the sections below select what they show from it.
 */
import {
	useMemo,
	useReducer,
	useRef,
	useState,
	useEffect,
} from '@wordpress/element';
import type { FormConfig } from '@opengive/types/form-config';
import { newAttemptKey } from '@opengive/donation-form/attempt-key';
import { preselectionFromQuery } from '@opengive/donation-form/preselect';
import { initialFormState } from '@opengive/donation-form/store/form-state';
import { formReducer } from '@opengive/donation-form/store/form-reducer';
import {
	fieldError,
	formView,
	gatewayKind,
} from '@opengive/donation-form/store/selectors';
import { isSubmitting } from '@opengive/donation-form/store/submit-machine';
import { validityHandlers } from '@opengive/donation-form/validity';
import useGatewayFields from './useGatewayFields';
import useFormNonce, { type FormNonceState } from './useFormNonce';
import useDonationSubmit, { submitPart } from './useDonationSubmit';
import useExpressCheckout from './useExpressCheckout';
import { FormStoreContext, type FormStore } from './form-context';
import {
	cardPart,
	gatewayCodePart,
	gatewayRequestPart,
	receiptPart,
} from './lazy-parts';
import type { PaymentElementSession } from '@opengive/payment/payment-element-session';
import { prefetchOnIntent } from '@opengive/ui/lazy-part';
import AmountPicker from './AmountPicker';
import RecurringChoice from './RecurringChoice';
import PaymentSection from './PaymentSection';
import ErrorNotice from './ErrorNotice';
import { useStableId } from '../../../src/ui/use-stable-id';

interface Props {
	config: FormConfig;
	/** The page address the receipt link should point back to. */
	returnUrl: string;
	/** The page's query string, for preselected choices (form-id, level-id, ...). */
	query?: string;
	/** Reveal mode: only the amounts and a button show until the donor presses it. */
	reveal?: boolean;
	/** In a dialog the dialog's heading names the form. */
	hideTitle?: boolean;
	/** A choice made before the form opened (the modal mode's inline amounts). */
	initialChoice?: { levelId: string; customText: string };
}

/**
 * Keeps the form's nonces across the form's life and starts the form afresh when the page comes back
 * from the back-forward cache (spec section 4): every field, choice, error and receipt goes back to
 * what the page first showed, as a form reset would, while every nonce is fetched again.
 *
 * @param props Form props.
 */
export default function DonationFormApp( props: Props ) {
	const [ generation, setGeneration ] = useState( 0 );
	const formNonce = useFormNonce( {
		formId: props.config.formId,
		ajaxUrl: props.config.ajaxUrl,
		initial: props.config.nonce,
		markedSession: props.config.donorSession,
		onRestore: () => setGeneration( ( count ) => count + 1 ),
	} );
	return (
		<DonationForm key={ generation } { ...props } formNonce={ formNonce } />
	);
}

function DonationForm( {
	config,
	returnUrl,
	query = '',
	reveal = false,
	hideTitle = false,
	initialChoice,
	formNonce,
}: Props & { formNonce: FormNonceState } ) {
	const id = useStableId( 'opengive-form' );
	const reducer = useMemo( () => formReducer( config ), [ config ] );
	const [ state, dispatch ] = useReducer( reducer, null, () =>
		initialFormState(
			config,
			{ ...preselectionFromQuery( query, config ), ...initialChoice },
			{
				loggedIn:
					! config.loginEnabled ||
					document.body.classList.contains( 'logged-in' ),
				reveal,
			}
		)
	);
	const formElement = useRef< HTMLFormElement >( null );
	const revealedSection = useRef< HTMLDivElement >( null );
	// A gateway with fields of its own chosen at load needs them at once; others load when chosen.
	const [ firstGatewayHasFields ] = useState(
		() => gatewayKind( config, state.gatewayId ) !== 'none'
	);
	const [ gatewayReload, setGatewayReload ] = useState( 0 );
	const gateway = useGatewayFields(
		config.formId,
		state.gatewayId,
		firstGatewayHasFields,
		gatewayReload,
		gatewayCodePart( gatewayKind( config, state.gatewayId ) )
	);
	// Stripe's mounted Payment Element, for the submit to make its ConfirmationToken; until it is
	// ready (Stripe.js loading, or not loading at all) the gift cannot be sent with it.
	const paymentElement = useRef< PaymentElementSession | null >( null );
	const [ paymentElementReady, setPaymentElementReady ] = useState( false );
	const expressCheckout = useExpressCheckout( state, dispatch, formElement );
	// One key for this form's donation attempt, reused by every retry of it.
	const [ attemptKey ] = useState( newAttemptKey );
	// The card checks are in once a card gateway's load finished (useGatewayFields waits for them).
	const view = formView( state, config, cardPart.current()?.cardErrors );
	const store: FormStore = {
		config,
		state,
		view,
		dispatch,
		id,
		gateway,
		formNonce,
		blocked:
			isSubmitting( state.submit.status ) ||
			gateway.loading ||
			formNonce.refreshing,
		reloadGateway: () => setGatewayReload( ( count ) => count + 1 ),
		paymentElement,
		paymentUnready:
			gatewayKind( config, state.gatewayId ) === 'payment-element' &&
			! paymentElementReady,
		onPaymentElementReady: setPaymentElementReady,
		...expressCheckout,
	};
	const onSubmit = useDonationSubmit(
		store,
		formElement,
		returnUrl,
		attemptKey
	);

	// After the reveal button goes, move focus to the first field it revealed.
	useEffect( () => {
		if ( reveal && state.revealed ) {
			revealedSection.current
				?.querySelector< HTMLElement >( 'input, select, textarea' )
				?.focus();
		}
	}, [ reveal, state.revealed ] );

	// The submit waited for the receipt chunk before it stored the receipt.
	const receiptView = receiptPart.current();
	if ( state.submit.receipt && receiptView ) {
		return <receiptView.Receipt receipt={ state.submit.receipt } />;
	}
	const { error } = state.submit;

	return (
		<FormStoreContext.Provider value={ store }>
			<form
				ref={ formElement }
				className="wp-block-opengive-donation-form__form"
				onSubmit={ onSubmit }
				// The sending code and the gateway request come in as the donor starts on the form,
				// before a submit or a change of gateway needs them.
				{ ...prefetchOnIntent( submitPart, gatewayRequestPart ) }
				{ ...validityHandlers }
				aria-busy={ store.blocked }
				aria-labelledby={ hideTitle ? undefined : `${ id }-title` }
				aria-label={ hideTitle ? config.title : undefined }
			>
				{ ! hideTitle && (
					<h2
						id={ `${ id }-title` }
						className="wp-block-opengive-donation-form__title"
					>
						{ config.title }
					</h2>
				) }
				{ error && ! state.revealed && (
					<ErrorNotice message={ error.message } />
				) }
				<AmountPicker
					config={ config }
					levelId={ state.amount.levelId }
					customText={ state.amount.customText }
					notice={ view.notice ?? fieldError( state, 'amount' ) }
					onLevelChange={ ( levelId ) =>
						dispatch( { type: 'level-chosen', levelId } )
					}
					onCustomTextChange={ ( text ) =>
						dispatch( { type: 'custom-typed', text } )
					}
					onCustomBlur={ () => dispatch( { type: 'custom-left' } ) }
				/>
				{ view.periods.length > 0 && (
					<RecurringChoice
						options={ view.periods }
						value={ view.period }
						onChange={ ( period ) =>
							dispatch( { type: 'period-chosen', period } )
						}
						switchedFrom={
							view.period !== state.chosenPeriod
								? state.chosenPeriod
								: null
						}
					/>
				) }
				{ ! state.revealed && (
					<button
						type="button"
						className="wp-block-opengive-donation-form__reveal wp-element-button"
						disabled={ view.verdict !== 'valid' }
						onClick={ () => dispatch( { type: 'revealed' } ) }
					>
						{ config.buttonLabel }
					</button>
				) }
				{ state.revealed && (
					<PaymentSection ref={ revealedSection } reveal={ reveal } />
				) }
			</form>
		</FormStoreContext.Provider>
	);
}
