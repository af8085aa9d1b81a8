/**
 * Step 4: the form is live on its page; preview it, edit it, or go on to the settings.
 */
import { __ } from '@wordpress/i18n';
import { Button } from '@wordpress/components';
import type { StepProps } from './step-props';

export const SETTINGS_URL =
	'edit.php?post_type=opengive_form&page=opengive-settings';

export function DoneStep( { state }: StepProps ) {
	return (
		<>
			<p>
				{ state.pageUrl
					? __(
							'Your first form is published on its own page, in test mode. Try a gift: with Stripe, the test card 4242 4242 4242 4242, any future expiry and any CVC.',
							'opengive'
						)
					: __(
							'OpenGive is set up. Make a form under OpenGive → Add New Form when you are ready.',
							'opengive'
						) }
			</p>
			<div className="opengive-setup__actions">
				{ state.pageUrl && (
					<Button
						variant="primary"
						href={ state.pageUrl }
						target="_blank"
						rel="noopener"
					>
						{ __( 'Preview your form', 'opengive' ) }
						<span className="screen-reader-text">
							{ __( '(opens in a new tab)', 'opengive' ) }
						</span>
					</Button>
				) }
				{ state.formEditUrl && (
					<Button variant="secondary" href={ state.formEditUrl }>
						{ __( 'Edit the form', 'opengive' ) }
					</Button>
				) }
				<Button variant="secondary" href={ SETTINGS_URL }>
					{ __( 'All settings', 'opengive' ) }
				</Button>
			</div>
		</>
	);
}
