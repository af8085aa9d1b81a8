/**
 * Log in without leaving the donation form (spec section 4, "Login and register"): the panels swap,
 * a success shows the server's message (fading after 5 s) and hands the donor's details to the form;
 * a failure restores the button and shows the server's errors before it.
 */
import { useEffect, useReducer, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { speak } from '@wordpress/a11y';
import {
	fetchLoginNonce,
	logInFromForm,
	messagesFromHtml,
	type LoginAnswer,
} from '@opengive/api/donation-login';
import { inCrossOriginFrame, logInInPopup } from '@opengive/embed/popup-login';
import TextField from '@opengive/ui/TextField';
import LoginToggle from './LoginToggle';
import {
	INITIAL_LOGIN,
	loginTransition,
} from '@opengive/donation-form/store/login-machine';

export const SUCCESS_FADE_MS = 5000;

export interface LoginPanelProps {
	ajaxUrl: string;
	formId: number;
	onLoggedIn: ( user: NonNullable< LoginAnswer[ 'user' ] > ) => void;
}

export default function LoginPanel( {
	ajaxUrl,
	formId,
	onLoggedIn,
	startOpen = false,
}: LoginPanelProps & {
	/** The donor already pressed "Log in" (on LoginOffer, before this code was in). */
	startOpen?: boolean;
} ) {
	const [ { view, busy, errors, welcome }, dispatch ] = useReducer(
		loginTransition,
		startOpen
			? loginTransition( INITIAL_LOGIN, { type: 'opened' } )
			: INITIAL_LOGIN
	);
	const [ login, setLogin ] = useState( '' );
	const [ password, setPassword ] = useState( '' );
	// Asked for as the panel opens, so the login itself is one request (kept in a ref: no render).
	const nonce = useRef< Promise< string > | null >( null );
	// Framed by another site, the browser withholds this site's cookies: log in in a window of its own.
	const popup = inCrossOriginFrame();
	const openPanel = () => {
		nonce.current = fetchLoginNonce( ajaxUrl );
		dispatch( { type: 'opened' } );
	};
	const logInElsewhere = async () => {
		dispatch( { type: 'submitted' } );
		const user = await logInInPopup( ajaxUrl );
		if ( user ) {
			const message = __(
				'You are logged in. Your details are filled in.',
				'opengive'
			);
			dispatch( { type: 'succeeded', messages: [ message ] } );
			speak( message );
			onLoggedIn( user );
			return;
		}
		const message = __(
			'The login window was closed or blocked. Allow pop-ups for this site and try again.',
			'opengive'
		);
		dispatch( { type: 'failed', messages: [ message ] } );
		speak( message, 'assertive' );
	};

	// Opened before this code was in: ask for the nonce now, as openPanel() would have.
	useEffect( () => {
		if ( startOpen ) {
			nonce.current = fetchLoginNonce( ajaxUrl );
		}
	}, [ startOpen, ajaxUrl ] );

	useEffect( () => {
		if ( welcome === null ) {
			return;
		}
		const timer = window.setTimeout(
			() => dispatch( { type: 'welcome-faded' } ),
			SUCCESS_FADE_MS
		);
		return () => window.clearTimeout( timer );
	}, [ welcome ] );

	const submit = async () => {
		dispatch( { type: 'submitted' } );
		try {
			const answer = await logInFromForm(
				ajaxUrl,
				formId,
				login,
				password,
				await ( nonce.current ?? fetchLoginNonce( ajaxUrl ) )
			);
			const messages = messagesFromHtml( answer.data );
			if ( answer.success && answer.user ) {
				dispatch( { type: 'succeeded', messages } );
				speak( messages.join( ' ' ) );
				onLoggedIn( answer.user );
				return;
			}
			dispatch( { type: 'failed', messages } );
			speak( messages.join( ' ' ), 'assertive' );
		} catch {
			const message = __(
				'Logging in failed. Please check your connection and try again.',
				'opengive'
			);
			dispatch( { type: 'failed', messages: [ message ] } );
			speak( message, 'assertive' );
		}
	};

	if ( view === 'done' ) {
		return welcome ? (
			// Announced through speak(); no second live region here.
			<div className="wp-block-opengive-donation-form__notice is-success">
				<p>{ welcome }</p>
			</div>
		) : null;
	}

	if ( view === 'closed' ) {
		return (
			<>
				<LoginToggle
					disabled={ busy }
					onClick={ popup ? logInElsewhere : openPanel }
					label={
						popup
							? __( 'Log in (opens a new window)', 'opengive' )
							: __( 'Log in', 'opengive' )
					}
				/>
				<LoginErrors errors={ errors } />
			</>
		);
	}

	return (
		<fieldset className="wp-block-opengive-donation-form__login">
			<legend>{ __( 'Log in to your account', 'opengive' ) }</legend>
			<TextField
				label={ __( 'Username or email', 'opengive' ) }
				value={ login }
				onChange={ setLogin }
				autoComplete="username"
				error={ null }
			/>
			<p className="wp-block-opengive-donation-form__field">
				<label htmlFor={ `opengive-login-password-${ formId }` }>
					{ __( 'Password', 'opengive' ) }
				</label>
				<input
					id={ `opengive-login-password-${ formId }` }
					type="password"
					autoComplete="current-password"
					value={ password }
					onChange={ ( event ) => setPassword( event.target.value ) }
				/>
			</p>
			<LoginErrors errors={ errors } />
			<p>
				<button
					type="button"
					className="wp-element-button"
					disabled={ busy }
					onClick={ submit }
				>
					{ busy
						? __( 'Logging in…', 'opengive' )
						: __( 'Log in', 'opengive' ) }
				</button>{ ' ' }
				<button
					type="button"
					className="wp-block-opengive-donation-form__link-button"
					onClick={ () => dispatch( { type: 'cancelled' } ) }
				>
					{ __( 'Cancel', 'opengive' ) }
				</button>
			</p>
		</fieldset>
	);
}

/**
 * The login's error messages, read out when they appear.
 *
 * @param props        Props.
 * @param props.errors Messages; nothing is shown when empty.
 */
function LoginErrors( { errors }: { errors: string[] } ) {
	if ( errors.length === 0 ) {
		return null;
	}
	return (
		<div
			className="wp-block-opengive-donation-form__notice is-error"
			role="alert"
		>
			{ errors.map( ( message ) => (
				<p key={ message }>{ message }</p>
			) ) }
		</div>
	);
}
