/**
 * The setup's steps, the current one marked (and read out as the current step), with its title
 * as the heading of the step below.
 */
import { __ } from '@wordpress/i18n';
import { STEPS } from './steps';
import type { SetupStep } from './types';

const TITLES: Record< SetupStep, () => string > = {
	organisation: () => __( 'Your organisation', 'opengive' ),
	payments: () => __( 'Ways to pay', 'opengive' ),
	form: () => __( 'Your first form', 'opengive' ),
	done: () => __( 'Ready', 'opengive' ),
};

export function StepList( { current }: { current: SetupStep } ) {
	const at = STEPS.indexOf( current );
	return (
		<>
			<ol className="opengive-setup__steps">
				{ STEPS.map( ( step, index ) => (
					<li
						key={ step }
						aria-current={ step === current ? 'step' : undefined }
						className={ index < at ? 'is-done' : undefined }
					>
						{ TITLES[ step ]() }
					</li>
				) ) }
			</ol>
			<h2 id="opengive-setup-step-title">{ TITLES[ current ]() }</h2>
		</>
	);
}
