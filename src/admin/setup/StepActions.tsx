/**
 * A step's buttons and its outcome: the notice of a refused save, then Continue.
 */
import { __ } from '@wordpress/i18n';
import { Button, Notice } from '@wordpress/components';

interface Props {
	busy: boolean;
	error: string;
	label?: string;
	onContinue: () => void;
	/** Goes on without doing this step (the first form, on a site that brings its own). */
	onSkip?: () => void;
}

export function StepActions( {
	busy,
	error,
	label,
	onContinue,
	onSkip,
}: Props ) {
	return (
		<div className="opengive-setup__actions">
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<Button
				variant="primary"
				isBusy={ busy }
				disabled={ busy }
				accessibleWhenDisabled
				onClick={ onContinue }
			>
				{ label ?? __( 'Save and continue', 'opengive' ) }
			</Button>
			{ onSkip && (
				<Button
					variant="tertiary"
					disabled={ busy }
					accessibleWhenDisabled
					onClick={ onSkip }
				>
					{ __( 'Skip this step', 'opengive' ) }
				</Button>
			) }
		</div>
	);
}
