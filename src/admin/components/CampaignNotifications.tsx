// Shows the campaign notifications: snackbars at the bottom, notices at the top. The store hides each
// autoHide one after its own duration.
import { useDispatch, useSelect } from '@wordpress/data';
import { Notice, Snackbar } from '@wordpress/components';
import {
	STORE_NAME,
	type Notification,
} from '../../stores/campaign-notifications';

export default function CampaignNotifications() {
	const notifications = useSelect(
		( select ) =>
			(
				select( STORE_NAME ) as {
					getNotifications: () => Notification[];
				}
			 ).getNotifications(),
		[]
	);
	const { dismissNotification } = useDispatch( STORE_NAME ) as {
		dismissNotification: ( id: string ) => void;
	};

	const notices = notifications.filter(
		( item ) => item.notificationType === 'notice'
	);
	const snackbars = notifications.filter(
		( item ) => item.notificationType === 'snackbar'
	);
	return (
		<>
			{ notices.map( ( item ) => (
				<Notice
					key={ item.id }
					status={ item.type }
					isDismissible={ item.isDismissible }
					onRemove={ () => dismissNotification( item.id ) }
				>
					{ item.content }
				</Notice>
			) ) }
			<div className="opengive-admin__snackbars" aria-live="polite">
				{ snackbars.map( ( item ) => (
					<Snackbar
						key={ item.id }
						// Our own timers hide autoHide ones; the Snackbar's 10 s default would not
						// honour `duration`.
						explicitDismiss
						onRemove={
							item.isDismissible
								? () => dismissNotification( item.id )
								: undefined
						}
					>
						{ item.content }
					</Snackbar>
				) ) }
			</div>
		</>
	);
}
