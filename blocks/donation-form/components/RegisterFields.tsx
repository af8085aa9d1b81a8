// "Create an account": a password field the checkbox reveals. The account is made with the gift, with
// the donor's email as login; the server checks the password length and that the email is free.
import { __ } from '@wordpress/i18n';
import { useStableId } from '../../../src/ui/use-stable-id';

interface Props {
	checked: boolean;
	/** Recurring gifts of logged-out donors need an account: checked and locked. */
	forced?: boolean;
	password: string;
	onToggle: ( checked: boolean ) => void;
	onPassword: ( password: string ) => void;
	error: string | null;
}

export const MIN_PASSWORD = 8;

export default function RegisterFields( {
	checked,
	forced = false,
	password,
	onToggle,
	onPassword,
	error,
}: Props ) {
	const id = useStableId( 'opengive-register' );
	return (
		<div className="wp-block-opengive-donation-form__register">
			<p className="wp-block-opengive-donation-form__field">
				<label htmlFor={ `${ id }-create` }>
					<input
						id={ `${ id }-create` }
						type="checkbox"
						checked={ checked }
						disabled={ forced }
						onChange={ ( event ) =>
							onToggle( event.target.checked )
						}
					/>{ ' ' }
					{ __(
						'Create an account to see my donations later',
						'opengive'
					) }
				</label>
				{ forced && (
					<span className="wp-block-opengive-donation-form__hint">
						{ ' ' }
						{ __(
							'A recurring gift needs an account, so you can manage or cancel it.',
							'opengive'
						) }
					</span>
				) }
			</p>
			{ checked && (
				<p className="wp-block-opengive-donation-form__field">
					<label htmlFor={ `${ id }-password` }>
						{ __( 'Choose a password', 'opengive' ) }
					</label>
					<input
						id={ `${ id }-password` }
						type="password"
						autoComplete="new-password"
						minLength={ MIN_PASSWORD }
						required
						value={ password }
						aria-invalid={ error !== null }
						aria-describedby={
							error ? `${ id }-password-error` : `${ id }-hint`
						}
						onChange={ ( event ) =>
							onPassword( event.target.value )
						}
					/>
					{ error ? (
						<span
							id={ `${ id }-password-error` }
							className="wp-block-opengive-donation-form__field-error"
						>
							{ error }
						</span>
					) : (
						<span id={ `${ id }-hint` }>
							{ __(
								'At least 8 characters. Your email is your login.',
								'opengive'
							) }
						</span>
					) }
				</p>
			) }
		</div>
	);
}
