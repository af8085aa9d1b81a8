/**
 * The donor's details: the in-form login (while nobody is logged in), name, email and the offer to
 * create an account.
 */
import { __ } from '@wordpress/i18n';
import TextField from '@opengive/ui/TextField';
import { fieldLimit } from '@opengive/data/field-limits';
import { fieldError } from '@opengive/donation-form/store/selectors';
import type { DonorDetails } from '@opengive/donation-form/store/form-state';
import LoginOffer from './LoginOffer';
import RegisterFields from './RegisterFields';
import { useFormStore } from './form-context';

export default function DonorFields() {
	const { config, state, view, dispatch, formNonce, reloadGateway } =
		useFormStore();
	const edit = ( field: keyof DonorDetails ) => ( value: string ) =>
		dispatch( { type: 'donor-edited', field, value } );
	const error = ( field: string ) => fieldError( state, field );
	return (
		<>
			{ config.loginEnabled &&
				! document.body.classList.contains( 'logged-in' ) && (
					<LoginOffer
						ajaxUrl={ config.ajaxUrl }
						formId={ config.formId }
						onLoggedIn={ ( user ) => {
							dispatch( { type: 'logged-in', user } );
							// Logged in, the visitor's nonces changed: fetch them and the gateway again.
							formNonce.refresh();
							reloadGateway();
						} }
					/>
				) }
			<fieldset className="wp-block-opengive-donation-form__details">
				<legend>{ __( 'Your details', 'opengive' ) }</legend>
				<TextField
					label={ __( 'First name', 'opengive' ) }
					value={ state.donor.firstName }
					onChange={ edit( 'firstName' ) }
					required
					autoComplete="given-name"
					maxLength={ fieldLimit( 'donors', 'first_name' ) }
					error={ error( 'firstName' ) }
				/>
				<TextField
					label={ __( 'Last name', 'opengive' ) }
					value={ state.donor.lastName }
					onChange={ edit( 'lastName' ) }
					autoComplete="family-name"
					maxLength={ fieldLimit( 'donors', 'last_name' ) }
					error={ error( 'lastName' ) }
				/>
				<TextField
					label={ __( 'Email', 'opengive' ) }
					type="email"
					value={ state.donor.email }
					onChange={ edit( 'email' ) }
					required
					autoComplete="email"
					maxLength={ fieldLimit( 'donors', 'email' ) }
					error={ error( 'email' ) }
				/>
				{ ! state.loggedIn && view.registrationOpen && (
					<RegisterFields
						checked={ state.createAccount || view.forceAccount }
						forced={ view.forceAccount }
						password={ state.accountPassword }
						onToggle={ ( create ) =>
							dispatch( { type: 'account-toggled', create } )
						}
						onPassword={ ( password ) =>
							dispatch( {
								type: 'account-password-edited',
								password,
							} )
						}
						error={ error( 'accountPassword' ) }
					/>
				) }
			</fieldset>
		</>
	);
}
