/**
 * Campaign notifications (spec section 3): snackbars and notices the campaign screens raise.
 * A notification whose id is already present is not added again; dismiss removes it by id.
 */
import { createReduxStore, register } from '@wordpress/data';

export type NotificationType = 'info' | 'success' | 'warning' | 'error';

export interface Notification {
	id: string;
	content: string;
	type: NotificationType;
	autoHide: boolean;
	isDismissible: boolean;
	/** Milliseconds before an autoHide notification goes. */
	duration: number;
	notificationType: 'snackbar' | 'notice';
}

export type NotificationInput = Pick< Notification, 'id' | 'content' > &
	Partial< Omit< Notification, 'id' | 'content' > >;

export const DEFAULT_DURATION = 5000;

export const STORE_NAME = 'opengive/campaign-notifications';

interface State {
	notifications: Notification[];
}

type Action =
	| { type: 'ADD_NOTIFICATION'; notification: Notification }
	| { type: 'DISMISS_NOTIFICATION'; id: string };

/**
 * A notification with the spec's defaults filled in.
 *
 * @param input What the caller gave.
 */
export function withDefaults( input: NotificationInput ): Notification {
	return {
		type: 'info',
		autoHide: false,
		isDismissible: true,
		duration: DEFAULT_DURATION,
		notificationType: 'snackbar',
		...input,
	};
}

export function reducer(
	state: State = { notifications: [] },
	action: Action
): State {
	switch ( action.type ) {
		case 'ADD_NOTIFICATION':
			if (
				state.notifications.some(
					( item ) => item.id === action.notification.id
				)
			) {
				return state;
			}
			return {
				notifications: [ ...state.notifications, action.notification ],
			};
		case 'DISMISS_NOTIFICATION':
			return {
				notifications: state.notifications.filter(
					( item ) => item.id !== action.id
				),
			};
		default:
			return state;
	}
}

/**
 * The plain ADD_NOTIFICATION action (the reducer's input; addNotification also starts the timer).
 *
 * @param input What the caller gave.
 */
export function addNotificationAction( input: NotificationInput ): Action {
	return { type: 'ADD_NOTIFICATION', notification: withDefaults( input ) };
}

interface ThunkArgs {
	dispatch: ( ( action: Action ) => void ) & {
		dismissNotification: ( id: string ) => void;
	};
	select: { getNotifications: () => Notification[] };
}

export const actions = {
	/**
	 * Adds a notification (not when its id is already shown). An autoHide one goes after its own
	 * duration, counted from when it was added: the timer lives here, with the notification, so
	 * other notifications coming and going never restart it.
	 *
	 * @param input What the caller gave.
	 */
	addNotification( input: NotificationInput ) {
		return ( { dispatch, select }: ThunkArgs ) => {
			const action = addNotificationAction( input );
			const { notification } = action as Extract<
				Action,
				{ type: 'ADD_NOTIFICATION' }
			>;
			if (
				select
					.getNotifications()
					.some( ( item ) => item.id === notification.id )
			) {
				return;
			}
			dispatch( action );
			if ( notification.autoHide ) {
				setTimeout( () => {
					// Only this notification: one dismissed and added again under its id has its own timer.
					const current = select
						.getNotifications()
						.find( ( item ) => item.id === notification.id );
					if ( current === notification ) {
						dispatch.dismissNotification( notification.id );
					}
				}, notification.duration );
			}
		};
	},
	dismissNotification( id: string ): Action {
		return { type: 'DISMISS_NOTIFICATION', id };
	},
};

export const selectors = {
	getNotifications( state: State ): Notification[] {
		return state.notifications;
	},
	getNotificationsByType(
		state: State,
		notificationType: Notification[ 'notificationType' ]
	): Notification[] {
		return state.notifications.filter(
			( item ) => item.notificationType === notificationType
		);
	},
};

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );

let registered = false;

/**
 * Registers the store once, however many screens ask.
 */
export function registerCampaignNotifications(): typeof store {
	if ( ! registered ) {
		register( store );
		registered = true;
	}
	return store;
}
