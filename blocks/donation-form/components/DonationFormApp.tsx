/**
 * The interactive donation form: React takes over the server-rendered form.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { speak } from '@wordpress/a11y';
import { useInstanceId } from '@wordpress/compose';
import { __ } from '@wordpress/i18n';
import type { FormConfig } from '@opengive/types/form-config';
import {
	donate,
	type DonationReceipt,
	BillingAddress as Address,
} from '@opengive/api/donations';
import { toApiError, type ApiError } from '@opengive/api/errors';
import { formatNumber } from '@opengive/money/format-amount';
import { newAttemptKey } from '@opengive/donation-form/attempt-key';
import {
	preselectionFromQuery,
	type Preselection,
} from '@opengive/donation-form/preselect';
import {
	CUSTOM_LEVEL,
	amountNotice,
	amountVerdict,
	chosenAmount,
} from '@opengive/donation-form/amount';
import { visibleFieldNames } from '@opengive/validation/conditions';
import { validityHandlers } from '@opengive/donation-form/validity';
import {
	EMPTY_CARD,
	cardErrors,
	cardPayload,
	type CardField,
} from '@opengive/payment/card-details';
import { tokenizeCard } from '@opengive/payment/tokenize';
import { PaymentProviderError } from '@opengive/payment/stripe';
import CardFields from '@opengive/ui/CardFields';
import {
	reportDonationCompleted,
	requestFrameScrollIntoView,
} from '@opengive/embed/frame-child';
import useGatewayFields from './useGatewayFields';
import useFormNonce, { type FormNonceState } from './useFormNonce';
import LoginPanel from './LoginPanel';
import BusyStatus from './BusyStatus';
import RegisterFields from './RegisterFields';
import FeeRecoveryField from './FeeRecoveryField';
import RecurringChoice from './RecurringChoice';
import GiveWpFields from './GiveWpFields';
import {
	accountForced,
	adjustedPeriod,
	isDonationRecurring,
	periodOptions,
	prettyPeriod,
	type Period,
} from '@opengive/donation-form/recurring';
import { recoveryFee } from '@opengive/money/fees';
import AmountPicker from './AmountPicker';
import ExtraFields, { type ExtraValues } from './ExtraFields';
import TermsField from './TermsField';
import BillingAddress from './BillingAddress';
import Summary from './Summary';
import ErrorNotice from './ErrorNotice';
import Receipt from './Receipt';
import TextField from '@opengive/ui/TextField';

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

function initialLevel( config: FormConfig, preselected: Preselection ): string {
	const fromServer = config.error?.values.levelId;
	if ( typeof fromServer === 'string' && fromServer !== '' ) {
		return fromServer;
	}
	return (
		preselected.levelId ||
		config.defaultLevel ||
		config.levels[ 0 ]?.id ||
		CUSTOM_LEVEL
	);
}

function initialValue( config: FormConfig, name: string ): string {
	const value = config.error?.values[ name ];
	return typeof value === 'string' || typeof value === 'number'
		? String( value )
		: '';
}

function initialExtras( config: FormConfig ): ExtraValues {
	const values = config.error?.values ?? {};
	const answers = values.customFields;
	return {
		companyOption: values.companyOption === 'yes' ? 'yes' : 'no',
		bankAccountType: values.bankAccountType === '1' ? '1' : '0',
		company: initialValue( config, 'company' ),
		comment: initialValue( config, 'comment' ),
		anonymous: values.anonymous === true,
		answers:
			typeof answers === 'object' && answers !== null
				? ( answers as Record< string, string > )
				: {},
	};
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
	const id = useInstanceId( DonationForm, 'opengive-form' );
	const [ preselected ] = useState< Preselection >( () => ( {
		...preselectionFromQuery( query, config ),
		...initialChoice,
	} ) );
	const [ revealed, setRevealed ] = useState( ! reveal );
	const formElement = useRef< HTMLFormElement >( null );
	const revealedSection = useRef< HTMLDivElement >( null );
	const [ levelId, setLevelId ] = useState( () =>
		initialLevel( config, preselected )
	);
	const [ customText, setCustomText ] = useState(
		() =>
			initialValue( config, 'amountRaw' ) || preselected.customText || ''
	);
	const [ firstName, setFirstName ] = useState( () =>
		initialValue( config, 'firstName' )
	);
	const [ lastName, setLastName ] = useState( () =>
		initialValue( config, 'lastName' )
	);
	const [ email, setEmail ] = useState( () =>
		initialValue( config, 'email' )
	);
	const [ gatewayId, setGatewayId ] = useState(
		() =>
			initialValue( config, 'gatewayId' ) ||
			preselected.gatewayId ||
			config.gateways[ 0 ]?.id ||
			''
	);
	const [ extras, setExtras ] = useState( () => initialExtras( config ) );
	const [ card, setCard ] = useState( EMPTY_CARD );
	// Card fields show their errors once left, or all of them after a submit.
	const [ cardTouched, setCardTouched ] = useState< CardField[] >( [] );
	const gatewayKind = ( gateway: string ) =>
		config.gateways.find( ( option ) => option.id === gateway )?.fields ??
		'none';
	const [ firstGatewayIsCard ] = useState(
		() => gatewayKind( gatewayId ) === 'card'
	);
	const [ gatewayReload, setGatewayReload ] = useState( 0 );
	const gateway = useGatewayFields(
		config.formId,
		gatewayId,
		firstGatewayIsCard,
		gatewayReload
	);
	const takesCard = gatewayKind( gatewayId ) === 'card';
	const [ address, setAddress ] = useState< Address >( () => ( {
		address1: '',
		address2: '',
		city: '',
		state: '',
		country: '',
		zip: '',
		...( config.error?.values.billingAddress as Partial< Address > ),
	} ) );
	const [ termsAccepted, setTermsAccepted ] = useState(
		() => config.error?.values.termsAccepted === true
	);
	const [ honeypot, setHoneypot ] = useState( '' );
	const [ loggedIn, setLoggedIn ] = useState(
		() =>
			! config.loginEnabled ||
			document.body.classList.contains( 'logged-in' )
	);
	const [ coverFee, setCoverFee ] = useState( false );
	const [ chosenPeriod, setChosenPeriod ] = useState< Period >( () =>
		config.recurring?.give_recurring_option === 'yes_admin'
			? config.recurring.period
			: 'once'
	);
	const [ createAccount, setCreateAccount ] = useState( false );
	const [ accountPassword, setAccountPassword ] = useState( '' );
	// One key for this form's donation attempt, reused by every retry of it.
	const [ attemptKey ] = useState( newAttemptKey );
	const [ submitting, setSubmitting ] = useState( false );
	const [ error, setError ] = useState< ApiError | null >( () =>
		config.error
			? {
					code: config.error.code,
					message: config.error.message,
					field: config.error.field || null,
				}
			: null
	);
	const [ receipt, setReceipt ] = useState< DonationReceipt | null >( null );
	// The hidden card-token field's value (twocheckout) and whether its arrival should resubmit.
	const [ tokenField, setTokenField ] = useState( '' );
	const resubmitWithToken = useRef( false );
	useEffect( () => {
		if ( resubmitWithToken.current && tokenField !== '' ) {
			formElement.current?.requestSubmit();
		}
	}, [ tokenField ] );
	const blocked = submitting || gateway.loading || formNonce.refreshing;

	const amount = chosenAmount( config, levelId, customText );
	const verdict = amountVerdict( config, amount );
	// Recomputed with the gift, the gateway and the checkbox; the server recomputes it too.
	const availableFee =
		verdict === 'valid'
			? recoveryFee(
					amount,
					config.feeRecovery,
					gatewayId,
					config.currency
				)
			: 0;
	const fee = coverFee ? availableFee : 0;
	// GiveWP's fields hold plain decimals: no grouping, a dot.
	const plainNumber = {
		...config.currency,
		thousandsSeparator: '',
		decimalSeparator: '.',
	};
	// A period the gateway cannot take moves to the next one (the daily rule), with an alert.
	const options = periodOptions( config.recurring, gatewayId );
	const period = adjustedPeriod( chosenPeriod, options );
	const recurring = isDonationRecurring( period ) === 1;
	// Where visitors cannot register, the server refuses an account request: never send one.
	const registrationOpen = config.registrationOpen !== false;
	const forceAccount = accountForced( {
		recurring,
		loggedIn,
		emailAccess: config.emailAccess || ! registrationOpen,
	} );
	// Say nothing about an empty custom amount until the donor has typed something.
	const notice =
		verdict === 'empty' && customText === ''
			? null
			: amountNotice( config, verdict, customText );

	// After the reveal button goes, move focus to the first field it revealed.
	useEffect( () => {
		if ( reveal && revealed ) {
			revealedSection.current
				?.querySelector< HTMLElement >( 'input, select, textarea' )
				?.focus();
		}
	}, [ reveal, revealed ] );

	// Conditions may refer to the gift itself as well as to earlier custom fields.
	const visibleFields = visibleFieldNames( config.customFields, {
		amount: formatNumber( amount, plainNumber ),
		levelId,
		gatewayId,
		companyOption: extras.companyOption,
		bankAccountType: extras.bankAccountType,
		...extras.answers,
	} );

	if ( receipt ) {
		return <Receipt receipt={ receipt } />;
	}

	const onCustomBlur = () => {
		if ( levelId !== CUSTOM_LEVEL ) {
			return;
		}
		if ( Number.isNaN( amount ) ) {
			// Refused text stays as typed, with its notice, for the donor to correct.
			return;
		}
		if ( amount <= 0 ) {
			// An empty or zero custom amount falls back to the default level.
			setCustomText( '' );
			if ( config.levels.length > 0 ) {
				setLevelId( config.defaultLevel || config.levels[ 0 ].id );
			}
			return;
		}
		setCustomText( formatNumber( amount, config.currency ) );
	};

	const allCardErrors = takesCard ? cardErrors( card ) : {};
	const shownCardErrors = Object.fromEntries(
		Object.entries( allCardErrors ).filter( ( [ field ] ) =>
			cardTouched.includes( field as CardField )
		)
	);

	// The card-token flow (spec section 4, gateway twocheckout): the provider's token goes into the
	// hidden card-token field and the form is submitted again; that second submit sends what the
	// field holds. Stripe's token goes straight into the request.
	const usesTokenField =
		takesCard &&
		gateway.fields?.id === gatewayId &&
		gateway.fields.client.fields === 'card' &&
		gateway.fields.client.provider === 'twocheckout';
	const tokenFieldValue = () =>
		(
			formElement.current?.elements.namedItem(
				'card-token'
			) as HTMLInputElement | null
		 )?.value ?? '';

	// The provider's token for the card; the card itself never comes to this site.
	const cardToken = async () => {
		if ( ! takesCard ) {
			return {};
		}
		if ( ! gateway.fields || gateway.fields.id !== gatewayId ) {
			throw new PaymentProviderError(
				__(
					'This payment method could not be loaded. Please choose it again or pick another one.',
					'opengive'
				)
			);
		}
		const token = await tokenizeCard(
			gateway.fields.client,
			cardPayload( card )
		);
		return {
			paymentToken: token.token,
			cardBrand: token.brand,
			cardLast4: token.last4,
		};
	};

	const onSubmit = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		// The resubmit after a token arrives runs while the form still shows busy.
		const resubmitted = resubmitWithToken.current;
		resubmitWithToken.current = false;
		if ( verdict !== 'valid' || ( blocked && ! resubmitted ) ) {
			return;
		}
		if ( Object.keys( allCardErrors ).length > 0 ) {
			setCardTouched( [ 'number', 'expiry', 'cvc' ] );
			speak( Object.values( allCardErrors ).join( ' ' ), 'assertive' );
			return;
		}
		setSubmitting( true );
		setError( null );
		if ( ! resubmitted ) {
			speak( __( 'Processing your donation…', 'opengive' ) );
		}
		try {
			if ( usesTokenField && tokenFieldValue() === '' ) {
				const provided = await cardToken();
				resubmitWithToken.current = true;
				setTokenField( provided.paymentToken ?? '' );
				return;
			}
			const payload = cardPayload( card );
			const token = usesTokenField
				? {
						paymentToken: tokenFieldValue(),
						cardBrand: payload.brand,
						cardLast4: payload.last4,
					}
				: await cardToken();
			const result = await donate( {
				...token,
				formHash: formNonce.nonce.hash,
				...( config.recurring ? { recurringPeriod: period } : {} ),
				...( availableFee > 0
					? { coverFee, feeAmount: fee, total: amount + fee }
					: {} ),
				...( ( createAccount || forceAccount ) &&
				! loggedIn &&
				registrationOpen
					? { createAccount: true, accountPassword }
					: {} ),
				formId: config.formId,
				amount,
				levelId,
				firstName,
				lastName,
				email,
				gatewayId,
				returnUrl,
				companyOption: extras.companyOption,
				...( config.company === 'accountType'
					? { bankAccountType: extras.bankAccountType }
					: {} ),
				company: extras.company,
				comment: extras.comment,
				anonymous: extras.anonymous,
				termsAccepted,
				...( config.billingAddress ? { billingAddress: address } : {} ),
				customFields: Object.fromEntries(
					Object.entries( extras.answers ).filter( ( [ name ] ) =>
						visibleFields.includes( name )
					)
				),
				idempotencyKey: attemptKey,
				opengive_website: honeypot,
			} );
			speak( __( 'Thank you, your donation was received.', 'opengive' ) );
			setReceipt( result );
			// A page embedding this form (another site, say) learns that a gift went through.
			reportDonationCompleted( {
				formId: config.formId,
				amount: result.total ?? result.amount,
				currency: result.currency,
			} );
		} catch ( caught ) {
			const apiError =
				caught instanceof PaymentProviderError
					? {
							code: 'opengive_card_error',
							message: caught.message,
							field: 'card',
						}
					: toApiError( caught );
			speak( apiError.message, 'assertive' );
			setError( apiError );
			// A provider's token is good for one charge attempt: the next submit asks for a new one.
			setTokenField( '' );
			formElement.current?.scrollIntoView?.( { block: 'start' } );
			// Inside a frame, the page must scroll too, or the donor never sees the message.
			requestFrameScrollIntoView();
			if ( apiError.code === 'opengive_invalid_form_hash' ) {
				// A fresh hash, so sending again works.
				formNonce.refresh();
			}
			setSubmitting( false );
		}
	};

	const fieldError = ( field: string ) =>
		error && error.field === field ? error.message : null;

	return (
		<form
			ref={ formElement }
			className="wp-block-opengive-donation-form__form"
			onSubmit={ onSubmit }
			{ ...validityHandlers }
			aria-busy={ blocked }
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
			{ error && ! revealed && <ErrorNotice message={ error.message } /> }
			<AmountPicker
				config={ config }
				levelId={ levelId }
				customText={ customText }
				notice={ notice ?? fieldError( 'amount' ) }
				onLevelChange={ setLevelId }
				onCustomTextChange={ setCustomText }
				onCustomBlur={ onCustomBlur }
			/>
			{ options.length > 0 && (
				<RecurringChoice
					options={ options }
					value={ period }
					onChange={ setChosenPeriod }
					switchedFrom={
						period !== chosenPeriod ? chosenPeriod : null
					}
				/>
			) }
			{ ! revealed && (
				<button
					type="button"
					className="wp-block-opengive-donation-form__reveal wp-element-button"
					disabled={ verdict !== 'valid' }
					onClick={ () => setRevealed( true ) }
				>
					{ config.buttonLabel }
				</button>
			) }
			{ revealed && (
				<div
					ref={ revealedSection }
					className={ `wp-block-opengive-donation-form__payment${
						reveal ? ' is-revealed' : ''
					}` }
				>
					{ config.loginEnabled &&
						! document.body.classList.contains( 'logged-in' ) && (
							<LoginPanel
								ajaxUrl={ config.ajaxUrl }
								formId={ config.formId }
								onLoggedIn={ ( user ) => {
									setLoggedIn( true );
									setFirstName( user.firstName || firstName );
									setLastName( user.lastName || lastName );
									setEmail( user.email || email );
									// Logged in, the visitor's nonces changed: fetch them and the gateway again.
									formNonce.refresh();
									setGatewayReload( ( count ) => count + 1 );
								} }
							/>
						) }
					<fieldset className="wp-block-opengive-donation-form__details">
						<legend>{ __( 'Your details', 'opengive' ) }</legend>
						<TextField
							label={ __( 'First name', 'opengive' ) }
							value={ firstName }
							onChange={ setFirstName }
							required
							autoComplete="given-name"
							maxLength={ 100 }
							error={ fieldError( 'firstName' ) }
						/>
						<TextField
							label={ __( 'Last name', 'opengive' ) }
							value={ lastName }
							onChange={ setLastName }
							autoComplete="family-name"
							maxLength={ 100 }
							error={ fieldError( 'lastName' ) }
						/>
						<TextField
							label={ __( 'Email', 'opengive' ) }
							type="email"
							value={ email }
							onChange={ setEmail }
							required
							autoComplete="email"
							maxLength={ 191 }
							error={ fieldError( 'email' ) }
						/>
						{ ! loggedIn && registrationOpen && (
							<RegisterFields
								checked={ createAccount || forceAccount }
								forced={ forceAccount }
								password={ accountPassword }
								onToggle={ setCreateAccount }
								onPassword={ setAccountPassword }
								error={ fieldError( 'accountPassword' ) }
							/>
						) }
					</fieldset>
					<ExtraFields
						config={ config }
						values={ extras }
						visibleFields={ visibleFields }
						onChange={ setExtras }
						fieldError={ fieldError }
					/>
					{ config.billingAddress && (
						<BillingAddress
							countries={ config.countries }
							value={ address }
							onChange={ setAddress }
							fieldError={ fieldError }
						/>
					) }
					{ config.gateways.length === 0 && (
						<p
							className="wp-block-opengive-donation-form__no-gateway"
							role="alert"
						>
							{ config.noGatewayMessage }
						</p>
					) }
					<fieldset className="wp-block-opengive-donation-form__gateways">
						<legend>{ __( 'Payment method', 'opengive' ) }</legend>
						{ config.gateways.map( ( option ) => (
							<label
								key={ option.id }
								htmlFor={ `${ id }-gateway-${ option.id }` }
							>
								<input
									id={ `${ id }-gateway-${ option.id }` }
									type="radio"
									name={ `${ id }-gateway` }
									value={ option.id }
									checked={ gatewayId === option.id }
									onChange={ () => setGatewayId( option.id ) }
								/>
								{ option.label }
							</label>
						) ) }
					</fieldset>
					{ gateway.loading && (
						<BusyStatus className="wp-block-opengive-donation-form__gateway-loading">
							{ __( 'Loading payment method…', 'opengive' ) }
						</BusyStatus>
					) }
					{ takesCard && gateway.fields?.id === gatewayId && (
						<CardFields
							card={ card }
							errors={ shownCardErrors }
							onChange={ ( next ) => {
								setCard( next );
								// A token belongs to the card it was made from.
								setTokenField( '' );
							} }
							onBlur={ ( field ) =>
								setCardTouched( ( touched ) =>
									touched.includes( field )
										? touched
										: [ ...touched, field ]
								)
							}
							description={ gateway.fields?.description ?? '' }
						/>
					) }
					{ availableFee > 0 && (
						<FeeRecoveryField
							fee={ availableFee }
							currency={ config.currency }
							checked={ coverFee }
							onChange={ setCoverFee }
						/>
					) }
					<TermsField
						terms={ config.terms }
						accepted={ termsAccepted }
						onChange={ setTermsAccepted }
						error={ fieldError( 'termsAccepted' ) }
					/>
					<p
						className="wp-block-opengive-donation-form__hp"
						aria-hidden="true"
					>
						<label htmlFor={ `${ id }-hp` }>
							{ __( 'Leave this field empty', 'opengive' ) }
						</label>
						<input
							id={ `${ id }-hp` }
							type="text"
							tabIndex={ -1 }
							autoComplete="off"
							value={ honeypot }
							onChange={ ( event ) =>
								setHoneypot( event.target.value )
							}
						/>
					</p>
					{ /* The spec's place for the server's errors: just before the submit button. */ }
					{ error && <ErrorNotice message={ error.message } /> }
					<GiveWpFields
						formId={ config.formId }
						idPrefix={ config.idPrefix }
						address={ config.billingAddress ? address : null }
						amount={ formatNumber( amount, plainNumber ) }
						levelId={ levelId }
						period={ period }
						recurring={ recurring }
						feeAvailable={ availableFee > 0 }
						coverFee={ coverFee }
						fee={ formatNumber( fee, plainNumber ) }
						gatewayId={ gatewayId }
						total={ formatNumber( amount + fee, plainNumber ) }
						cardToken={ tokenField }
					/>
					<Summary
						config={ config }
						amount={ verdict === 'valid' ? amount : 0 }
						fee={ fee }
						frequency={
							recurring
								? prettyPeriod(
										config.recurring,
										levelId,
										period
									)
								: ''
						}
					/>
					<button
						type="submit"
						className="wp-block-opengive-donation-form__submit wp-element-button"
						disabled={
							verdict !== 'valid' ||
							blocked ||
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
				</div>
			) }
		</form>
	);
}
