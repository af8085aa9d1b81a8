/**
 * "Already have an account? Log in": the in-form login's closed state, drawn by LoginOffer before the
 * login code is in and by LoginPanel after.
 */
import type { ButtonHTMLAttributes } from 'react';
import { __ } from '@wordpress/i18n';

export default function LoginToggle( {
	label = __( 'Log in', 'opengive' ),
	...button
}: ButtonHTMLAttributes< HTMLButtonElement > & { label?: string } ) {
	return (
		<p className="wp-block-opengive-donation-form__login-toggle">
			{ __( 'Already have an account?', 'opengive' ) }{ ' ' }
			<button
				type="button"
				className="wp-block-opengive-donation-form__link-button"
				{ ...button }
			>
				{ label }
			</button>
		</p>
	);
}
