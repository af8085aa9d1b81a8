/**
 * Step 1: who is giving the receipts, where, and in which currency.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { StepFields } from './StepFields';
import { StepActions } from './StepActions';
import { saveSettings } from './save-settings';
import type { Draft } from '../settings/draft';
import type { StepProps } from './step-props';

const KEYS = [ 'organisation_name', 'country', 'default_currency' ];

export function OrganisationStep( {
	settings,
	onSettings,
	onNext,
}: StepProps ) {
	const [ draft, setDraft ] = useState< Draft >( {} );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const [ error, setError ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const save = async () => {
		setBusy( true );
		const outcome = await saveSettings( settings, draft );
		if ( outcome.ok ) {
			onSettings( outcome.settings );
			await onNext();
		} else {
			setErrors( outcome.errors );
			setError(
				__(
					'Nothing was saved: correct the fields marked.',
					'opengive'
				)
			);
		}
		setBusy( false );
	};
	return (
		<>
			<p>
				{ __(
					'Receipts and emails carry your organisation’s name; new forms take your currency.',
					'opengive'
				) }
			</p>
			<StepFields
				keys={ KEYS }
				settings={ settings }
				draft={ draft }
				errors={ errors }
				onChange={ setDraft }
			/>
			<StepActions busy={ busy } error={ error } onContinue={ save } />
		</>
	);
}
