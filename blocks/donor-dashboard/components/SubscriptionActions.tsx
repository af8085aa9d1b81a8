// A recurring gift's buttons: cancel (after the donor confirms) and the update form.
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { cancelSubscription } from '@opengive/api/subscriptions';
import { toApiError } from '@opengive/api/errors';
import type { SubscriptionConfig } from '@opengive/donor-dashboard/subscription-config';
import RenewalUpdateForm from './RenewalUpdateForm';
import DashboardError from './DashboardError';

interface Props {
	config: SubscriptionConfig;
	/** This page, where the update form comes back to. */
	returnUrl: string;
	/** Tells the server-rendered row the gift has ended (and the donor, in a toast). */
	onCancelled: () => void;
	/** Asks the donor (window.confirm by default). */
	confirm?: ( message: string ) => boolean;
	/** Navigates after an update (location.assign by default). */
	go?: ( url: string ) => void;
}

export default function SubscriptionActions( {
	config,
	returnUrl,
	onCancelled,
	confirm,
	go,
}: Props ) {
	const [ editing, setEditing ] = useState( false );
	const [ cancelled, setCancelled ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	// The row's status and a toast say it now (onCancelled): nothing is left to press.
	if ( cancelled ) {
		return null;
	}

	const onCancel = async () => {
		setBusy( true );
		setError( null );
		try {
			if ( await cancelSubscription( config.id, confirm ) ) {
				setCancelled( true );
				onCancelled();
			}
		} catch ( caught ) {
			setError( toApiError( caught ).message );
		} finally {
			setBusy( false );
		}
	};

	return (
		<div className="wp-block-opengive-donor-dashboard__buttons">
			<DashboardError message={ error } />
			{ editing ? (
				<RenewalUpdateForm
					config={ config }
					returnUrl={ returnUrl }
					onClose={ () => setEditing( false ) }
					go={ go }
				/>
			) : (
				<button
					type="button"
					className="wp-element-button"
					aria-expanded={ false }
					onClick={ () => setEditing( true ) }
				>
					{ __( 'Change amount or card', 'opengive' ) }
				</button>
			) }
			<button
				type="button"
				className="wp-block-opengive-donor-dashboard__cancel"
				disabled={ busy }
				onClick={ onCancel }
			>
				{ __( 'Cancel recurring gift', 'opengive' ) }
			</button>
		</div>
	);
}
