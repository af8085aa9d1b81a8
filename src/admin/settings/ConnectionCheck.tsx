/**
 * "Check connection": asks the server to call the provider with the keys as typed (or as stored
 * when none was typed), and says in one sentence whether they work and in which mode.
 */
import { useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { Button } from '@wordpress/components';
import type { Draft } from './draft';
import { checkTwoCheckoutKeys } from './twocheckout-check';
import type { ConnectionAnswer, SettingsError } from './types';

/**
 * The 2Checkout keys as the screen holds them: typed, else stored. Test mode always uses the sandbox.
 *
 * @param draft  What was typed.
 * @param values What is stored.
 */
function twoCheckoutKeys( draft: Draft, values: Record< string, unknown > ) {
	const value = ( key: string ) =>
		String( ( key in draft ? draft[ key ] : values[ key ] ) ?? '' );
	const testMode =
		'test_mode' in draft ? !! draft.test_mode : !! values.test_mode;
	return {
		sellerId: value( 'twocheckout_seller_id' ),
		publishableKey: value( 'twocheckout_publishable_key' ),
		environment: testMode ? 'sandbox' : value( 'twocheckout_environment' ),
		scriptUrl: value( 'twocheckout_script_url' ),
	};
}

export function ConnectionCheck( {
	gateway,
	draft,
	values,
}: {
	gateway: string;
	draft: Draft;
	values: Record< string, unknown >;
} ) {
	const [ checking, setChecking ] = useState( false );
	const [ answer, setAnswer ] = useState< ConnectionAnswer | null >( null );
	const typed = ( key: string ) =>
		typeof draft[ key ] === 'string' ? ( draft[ key ] as string ) : '';
	const check = async () => {
		setChecking( true );
		setAnswer( null );
		try {
			setAnswer(
				gateway === 'twocheckout'
					? await checkTwoCheckoutKeys(
							twoCheckoutKeys( draft, values )
						)
					: await apiFetch< ConnectionAnswer >( {
							path: '/opengive/v1/settings/check-connection',
							method: 'POST',
							data: {
								gateway,
								secret: typed( `${ gateway }_secret_key` ),
								publishable: typed(
									`${ gateway }_publishable_key`
								),
							},
						} )
			);
		} catch ( caught ) {
			setAnswer( {
				ok: false,
				mode: '',
				message:
					( caught as SettingsError ).message ||
					__( 'The check could not be made.', 'opengive' ),
			} );
		} finally {
			setChecking( false );
		}
	};
	return (
		<div className="opengive-settings__check">
			<Button
				variant="secondary"
				onClick={ check }
				isBusy={ checking }
				disabled={ checking }
				accessibleWhenDisabled
			>
				{ checking
					? __( 'Checking…', 'opengive' )
					: __( 'Check connection', 'opengive' ) }
			</Button>
			<p
				role="status"
				className={
					answer && ! answer.ok
						? 'opengive-settings__check-result is-error'
						: 'opengive-settings__check-result'
				}
			>
				{ answer?.message }
			</p>
		</div>
	);
}
