/**
 * wp-admin → OpenGive → Set up OpenGive: the first-run setup, one step at a time (organisation,
 * ways to pay, a first form on its page, done). Each step saves through the same routes as the
 * settings screen; the step reached is kept on the server, so a setup left half-way resumes there.
 * Opened once by itself after the first activation, and again from the settings screen.
 */
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { Button, Notice, Spinner } from '@wordpress/components';
import { OrganisationStep } from '../setup/OrganisationStep';
import { PaymentsStep } from '../setup/PaymentsStep';
import { FormStep } from '../setup/FormStep';
import { DoneStep, SETTINGS_URL } from '../setup/DoneStep';
import { StepList } from '../setup/StepList';
import { nextStep } from '../setup/steps';
import '../setup/style.scss';
import type { SettingsError, SettingsResponse } from '../settings/types';
import type { SetupState } from '../setup/types';
import type { StepProps } from '../setup/step-props';

const PATH = '/opengive/v1/setup';

const STEP_VIEWS = {
	organisation: OrganisationStep,
	payments: PaymentsStep,
	form: FormStep,
	done: DoneStep,
};

function record( data: Record< string, unknown > ) {
	return apiFetch< SetupState >( { path: PATH, method: 'POST', data } );
}

export default function SetupScreen() {
	const [ settings, setSettings ] = useState< SettingsResponse | null >(
		null
	);
	const [ state, setState ] = useState< SetupState | null >( null );
	const [ loadError, setLoadError ] = useState( '' );

	useEffect( () => {
		Promise.all( [
			apiFetch< SettingsResponse >( { path: '/opengive/v1/settings' } ),
			apiFetch< SetupState >( { path: PATH } ),
		] )
			.then( async ( [ loadedSettings, loadedState ] ) => {
				setSettings( loadedSettings );
				// A setup under way resumes at its step; any other starts again from the first.
				setState(
					loadedState.status === 'started'
						? loadedState
						: await record( {
								status: 'started',
								step: 'organisation',
							} )
				);
			} )
			.catch( ( error: SettingsError ) =>
				setLoadError(
					error.message ||
						__( 'The setup could not be loaded.', 'opengive' )
				)
			);
	}, [] );

	if ( loadError ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ loadError }
			</Notice>
		);
	}
	if ( ! settings || ! state ) {
		return (
			<p className="opengive-setup__loading">
				<Spinner /> { __( 'Loading the setup…', 'opengive' ) }
			</p>
		);
	}

	const onNext: StepProps[ 'onNext' ] = async ( changes = {} ) => {
		const step = nextStep( state.step );
		setState(
			await record( {
				...changes,
				step,
				...( step === 'done' ? { status: 'done' } : {} ),
			} )
		);
	};
	const skip = async () => {
		await record( { status: 'skipped' } );
		window.location.assign( SETTINGS_URL );
	};
	const View = STEP_VIEWS[ state.step ];
	return (
		<div className="opengive-setup">
			<StepList current={ state.step } />
			<section
				className="opengive-setup__step"
				aria-labelledby="opengive-setup-step-title"
			>
				<View
					key={ state.step }
					settings={ settings }
					state={ state }
					onSettings={ setSettings }
					onNext={ onNext }
				/>
			</section>
			{ state.step !== 'done' && (
				<p className="opengive-setup__skip">
					<Button variant="link" onClick={ skip }>
						{ __( 'Skip the setup', 'opengive' ) }
					</Button>{ ' ' }
					{ __(
						'Everything here is also under Settings; you can come back to the setup from there.',
						'opengive'
					) }
				</p>
			) }
		</div>
	);
}
