/**
 * Step 2: the ways to pay. The site starts in test mode, so Stripe takes its test keys here and
 * "Check connection" proves them; the live keys go in later, under Settings → Payments.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { CheckboxControl, Notice } from '@wordpress/components';
import { StepFields } from './StepFields';
import { StepActions } from './StepActions';
import { ConnectionCheck } from '../settings/ConnectionCheck';
import { saveSettings } from './save-settings';
import { gatewaysSetUp, type SetupGateway } from './steps';
import type { Draft } from '../settings/draft';
import type { StepProps } from './step-props';

const STRIPE_KEYS = [ 'stripe_test_publishable_key', 'stripe_test_secret_key' ];

export function PaymentsStep( {
	settings,
	state,
	onSettings,
	onNext,
}: StepProps ) {
	const [ chosen, setChosen ] = useState< SetupGateway[] >(
		state.gateways.length
			? ( state.gateways as SetupGateway[] )
			: gatewaysSetUp( settings.values )
	);
	const [ draft, setDraft ] = useState< Draft >( {} );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const [ error, setError ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const choose = ( id: SetupGateway, on: boolean ) =>
		setChosen(
			on ? [ ...chosen, id ] : chosen.filter( ( item ) => item !== id )
		);
	const save = async () => {
		if ( chosen.length === 0 ) {
			setError( __( 'Choose at least one way to pay.', 'opengive' ) );
			return;
		}
		setBusy( true );
		const outcome = await saveSettings(
			settings,
			chosen.includes( 'stripe' ) ? draft : {},
			{ test_mode: true, test_gateway_enabled: chosen.includes( 'test' ) }
		);
		if ( ! outcome.ok ) {
			setErrors( outcome.errors );
			setError(
				__(
					'Nothing was saved: correct the fields marked.',
					'opengive'
				)
			);
		} else if (
			chosen.includes( 'stripe' ) &&
			! gatewaysSetUp( outcome.settings.values ).includes( 'stripe' )
		) {
			onSettings( outcome.settings );
			setError(
				__(
					'Enter both Stripe test keys, or untick Stripe for now.',
					'opengive'
				)
			);
		} else {
			onSettings( outcome.settings );
			await onNext( { gateways: chosen } );
		}
		setBusy( false );
	};
	return (
		<>
			<Notice status="info" isDismissible={ false }>
				{ __(
					'OpenGive starts in test mode: no gift moves real money until you turn test mode off under Settings → Payments, with your live keys in place.',
					'opengive'
				) }
			</Notice>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Cards, with Stripe', 'opengive' ) }
				help={ __(
					'Needs a Stripe account. Its test keys are under Developers → API keys in Stripe’s dashboard, in test mode.',
					'opengive'
				) }
				checked={ chosen.includes( 'stripe' ) }
				onChange={ ( on ) => choose( 'stripe', on ) }
			/>
			{ chosen.includes( 'stripe' ) && (
				<div className="opengive-setup__stripe">
					<StepFields
						keys={ STRIPE_KEYS }
						settings={ settings }
						draft={ draft }
						errors={ errors }
						onChange={ setDraft }
					/>
					<ConnectionCheck
						gateway="stripe_test"
						draft={ draft }
						values={ settings.values }
					/>
				</div>
			) }
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Offline: cheque or bank transfer', 'opengive' ) }
				help={ __(
					'Donors pledge online and pay you directly; the instructions are under Settings → Payments.',
					'opengive'
				) }
				checked={ chosen.includes( 'offline' ) }
				onChange={ ( on ) => choose( 'offline', on ) }
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'The test gateway', 'opengive' ) }
				help={ __(
					'Completes gifts without any card, to try the forms. Turn it off before going live.',
					'opengive'
				) }
				checked={ chosen.includes( 'test' ) }
				onChange={ ( on ) => choose( 'test', on ) }
			/>
			<StepActions busy={ busy } error={ error } onContinue={ save } />
		</>
	);
}
